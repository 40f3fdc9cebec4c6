import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, passwordChangeSchema } from '@sanza/contracts';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/form-field.tsx';
import { fieldMessages, withConfirmation } from '../../../lib/form-errors.ts';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import type { z } from '../../../lib/zod.ts';
import { useChangePassword } from '../mutations.ts';
import { authTexts, profileTexts } from '../texts.ts';
import { ProfileSaveButton } from './profile-save-button.tsx';
import { ProfileSection } from './profile-section.tsx';
import { failureText, showFieldErrors } from './use-profile-save.ts';

type PasswordInput = z.input<typeof passwordChangeSchema>;
type PasswordOutput = z.output<typeof passwordChangeSchema>;

const FIELDS = [
  'current_password',
  'new_password1',
  'new_password2',
] as const satisfies Path<PasswordInput>[];
const EMPTY: PasswordInput = { current_password: '', new_password1: '', new_password2: '' };

/** The confirmation is checked as soon as it is typed, whatever the other fields say. */
const resolver = withConfirmation(zodResolver(passwordChangeSchema), {
  password: 'new_password1',
  confirmation: 'new_password2',
  message: accountMessages.passwordMismatch,
});

/**
 * « Mot de passe »: the current password, a new one with the registration rules, and its confirmation. The
 * server ends the sessions of other devices and answers new tokens for this one, which the session keeps.
 */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordInput, unknown, PasswordOutput>({
    resolver,
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const [success, flash] = useFlashMessage();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      flash(accountMessages.passwordChanged);
    } catch (error) {
      if (!showFieldErrors(error, FIELDS, form.setError)) setFailure(failureText(error));
    }
  });

  return (
    <ProfileSection
      id="profile-password"
      title={profileTexts.passwordTitle}
      intro={profileTexts.passwordIntro}
      success={success}
      failure={failure}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          id="profile-password-current"
          label={profileTexts.currentPasswordLabel}
          autoComplete="current-password"
          className="sm:col-span-2"
          error={fieldMessages(errors.current_password)}
          {...form.register('current_password')}
        />
        <PasswordField
          id="profile-password-new"
          label={profileTexts.newPasswordLabel}
          autoComplete="new-password"
          hint={authTexts.passwordHint}
          error={fieldMessages(errors.new_password1)}
          {...form.register('new_password1')}
        />
        <PasswordField
          id="profile-password-confirm"
          label={profileTexts.confirmPasswordLabel}
          autoComplete="new-password"
          error={fieldMessages(errors.new_password2)}
          {...form.register('new_password2')}
        />
        <ProfileSaveButton isBusy={isSubmitting}>{profileTexts.passwordSave}</ProfileSaveButton>
      </form>
    </ProfileSection>
  );
}
