import type { ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { profileTexts } from '../texts.ts';

/** The save button at the foot of a profile section's form, across its columns; « Enregistrement… » while busy. */
export function ProfileSaveButton({
  isBusy,
  children = profileTexts.save,
}: {
  isBusy: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="sm:col-span-2">
      <SubmitButton isBusy={isBusy} busyLabel={profileTexts.saving} className="sm:w-auto">
        {children}
      </SubmitButton>
    </div>
  );
}
