import { zodResolver } from '@hookform/resolvers/zod';
import { type CurrentUser, interestsSchema } from '@sanza/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { z } from '../../../lib/zod.ts';
import { profileTexts } from '../texts.ts';
import { ProfileSection } from './profile-section.tsx';
import { useProfileSave } from './use-profile-save.ts';

type InterestsInput = z.input<typeof interestsSchema>;

/** The values of a comma-separated list, trimmed, without empties or repeats (case-insensitive). */
export function splitInterests(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of text.split(',').map((part) => part.trim())) {
    if (!value || seen.has(value.toLocaleLowerCase('fr'))) continue;
    seen.add(value.toLocaleLowerCase('fr'));
    out.push(value);
  }
  return out;
}

/** Interests: free text separated by commas, shown as chips while typing. */
export function InterestsForm({ user }: { user: CurrentUser }) {
  const form = useForm<InterestsInput, unknown, z.output<typeof interestsSchema>>({
    resolver: zodResolver(interestsSchema),
    defaultValues: { interests: user.interests },
  });
  const { errors, isSubmitting } = form.formState;
  const { save, success, failure } = useProfileSave(form.setError, profileTexts.interestsSaved);
  const chips = splitInterests(useWatch({ control: form.control, name: 'interests' }) ?? '');

  const onSubmit = form.handleSubmit(async (values) => {
    // The server stores the normalised list ("a, b, c"); the field shows it back the same way.
    if (await save(values, ['interests'])) form.reset(values);
  });

  return (
    <ProfileSection
      id="profile-interests"
      title={profileTexts.interestsTitle}
      success={success}
      failure={failure}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          id="profile-interests-input"
          label={profileTexts.interestsLabel}
          hint={profileTexts.interestsHint}
          error={errors.interests?.message}
          {...form.register('interests')}
        />
        {chips.length > 0 && (
          <ul aria-label={profileTexts.interestsList} className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li
                key={chip}
                className="rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-sm font-medium text-accent-soft"
              >
                {chip}
              </li>
            ))}
          </ul>
        )}
        <SubmitButton isBusy={isSubmitting} busyLabel={profileTexts.saving} className="sm:w-auto">
          {profileTexts.save}
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}
