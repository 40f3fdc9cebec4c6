import { zodResolver } from '@hookform/resolvers/zod';
import { type CurrentUser, personalInfoSchema } from '@sanza/contracts';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import type { z } from '../../../lib/zod.ts';
import { profileTexts } from '../texts.ts';
import { ProfileSection } from './profile-section.tsx';
import { useProfileSave } from './use-profile-save.ts';

type PersonalInfoInput = z.input<typeof personalInfoSchema>;
type PersonalInfoOutput = z.output<typeof personalInfoSchema>;

const FIELDS = ['first_name', 'last_name', 'email', 'birth_date', 'gender'] as const;

/** The form's values for a user (no birth date is an empty field). */
function valuesOf(user: CurrentUser): PersonalInfoInput {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    birth_date: user.birth_date ?? '',
    gender: user.gender,
  };
}

/** Personal information: first and last name (2+ characters), e-mail, optional birth date, gender M or F. */
export function PersonalInfoForm({ user }: { user: CurrentUser }) {
  const form = useForm<PersonalInfoInput, unknown, PersonalInfoOutput>({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: valuesOf(user),
  });
  const { errors, isSubmitting } = form.formState;
  const { save, success, failure } = useProfileSave(form.setError, profileTexts.personalSaved);

  const onSubmit = form.handleSubmit(async (values) => {
    if (await save(values, FIELDS)) form.reset(form.getValues());
  });

  return (
    <ProfileSection
      id="profile-personal"
      title={profileTexts.personalTitle}
      success={success}
      failure={failure}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="profile-first-name"
          label={profileTexts.firstNameLabel}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          id="profile-last-name"
          label={profileTexts.lastNameLabel}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
        <TextField
          id="profile-email"
          label={profileTexts.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="email"
          className="sm:col-span-2"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          id="profile-birth-date"
          label={profileTexts.birthDateLabel}
          type="date"
          autoComplete="bday"
          error={errors.birth_date?.message}
          {...form.register('birth_date')}
        />
        <SelectField
          id="profile-gender"
          label={profileTexts.genderLabel}
          error={errors.gender?.message}
          {...form.register('gender', { setValueAs: (value) => (value === '' ? null : value) })}
        >
          <option value="">{profileTexts.genderNone}</option>
          <option value="M">{profileTexts.genderMale}</option>
          <option value="F">{profileTexts.genderFemale}</option>
        </SelectField>
        <div className="sm:col-span-2">
          <SubmitButton isBusy={isSubmitting} busyLabel={profileTexts.saving} className="sm:w-auto">
            {profileTexts.save}
          </SubmitButton>
        </div>
      </form>
    </ProfileSection>
  );
}
