import { zodResolver } from '@hookform/resolvers/zod';
import { type CurrentUser, contactSchema } from '@sanza/contracts';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { z } from '../../../lib/zod.ts';
import { profileTexts } from '../texts.ts';
import { ProfileSection } from './profile-section.tsx';
import { useProfileSave } from './use-profile-save.ts';

type ContactInput = z.input<typeof contactSchema>;

/** Contact details: the phone number, required, in international format. */
export function ContactForm({ user }: { user: CurrentUser }) {
  const form = useForm<ContactInput, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    defaultValues: { phone_number: user.phone_number ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { save, success, failure } = useProfileSave(form.setError, profileTexts.contactSaved);

  const onSubmit = form.handleSubmit(async (values) => {
    if (await save(values, ['phone_number'])) form.reset(values);
  });

  return (
    <ProfileSection
      id="profile-contact"
      title={profileTexts.contactTitle}
      success={success}
      failure={failure}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          id="profile-phone"
          label={profileTexts.phoneLabel}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={profileTexts.phoneHint}
          error={errors.phone_number?.message}
          {...form.register('phone_number')}
        />
        <SubmitButton isBusy={isSubmitting} busyLabel={profileTexts.saving} className="sm:w-auto">
          {profileTexts.save}
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}
