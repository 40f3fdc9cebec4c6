import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, type CurrentUser, personalInfoSchema } from '@sanza/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordField, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { z } from '../../../lib/zod.ts';
import { profileTexts } from '../texts.ts';
import { EmailStatus } from './email-status.tsx';
import { ProfileSaveButton } from './profile-save-button.tsx';
import { ProfileSection } from './profile-section.tsx';
import { useProfileSave } from './use-profile-save.ts';

/** The section's rules, plus the current password a new e-mail address needs (checked on submit). */
const schema = personalInfoSchema.extend({ current_password: z.string() });
type PersonalInfoInput = z.input<typeof schema>;
type PersonalInfoOutput = z.output<typeof schema>;

const FIELDS = ['first_name', 'last_name', 'email', 'birth_date', 'gender', 'current_password'] as const;

/** The form's values for a user (no birth date is an empty field). */
function valuesOf(user: CurrentUser): PersonalInfoInput {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    birth_date: user.birth_date ?? '',
    gender: user.gender,
    current_password: '',
  };
}

/** Whether `typed` is another address than the account's (the server ignores a change of case only). */
const isOtherEmail = (typed: string | undefined, user: CurrentUser) =>
  (typed ?? '').trim().toLowerCase() !== user.email.toLowerCase();

/**
 * Personal information: first and last name (2+ characters), e-mail, optional birth date, gender M or F. A new
 * e-mail address asks for the current password and is only used once confirmed by the link mailed to it.
 */
export function PersonalInfoForm({ user }: { user: CurrentUser }) {
  const form = useForm<PersonalInfoInput, unknown, PersonalInfoOutput>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(user),
  });
  const { errors, isSubmitting } = form.formState;
  const { save, success, failure } = useProfileSave(form.setError, profileTexts.personalSaved);
  const isEmailChange = isOtherEmail(useWatch({ control: form.control, name: 'email' }), user);

  const onSubmit = form.handleSubmit(async ({ current_password, ...values }) => {
    if (!isOtherEmail(values.email, user)) {
      if (await save(values, FIELDS)) form.reset({ ...form.getValues(), current_password: '' });
      return;
    }
    if (!current_password) {
      form.setError('current_password', { message: accountMessages.currentPasswordRequired });
      return;
    }
    const sent = profileTexts.emailChangeSent(values.email, user.email);
    // The address stays the same until the new one is confirmed: the field goes back to it.
    if (await save({ ...values, current_password }, FIELDS, sent)) {
      form.reset({ ...form.getValues(), email: user.email, current_password: '' });
    }
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
        {isEmailChange ? (
          <PasswordField
            id="profile-current-password"
            label={profileTexts.currentPasswordLabel}
            autoComplete="current-password"
            hint={profileTexts.emailChangeHint}
            className="sm:col-span-2"
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
        ) : (
          <div className="sm:col-span-2">
            <EmailStatus user={user} />
          </div>
        )}
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
        <ProfileSaveButton isBusy={isSubmitting} />
      </form>
    </ProfileSection>
  );
}
