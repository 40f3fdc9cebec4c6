import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, passwordResetConfirmSchema } from '@sanza/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormAlert, SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { PasswordField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { withConfirmation } from '../../../lib/form-errors.ts';
import type { z } from '../../../lib/zod.ts';
import { useConfirmPasswordReset } from '../mutations.ts';
import { authTexts } from '../texts.ts';
import { authLinkClass } from './auth-card.tsx';
import { SuccessPanel } from './success-panel.tsx';

/** Seconds the success screen stays before going to the sign-in page. */
export const RESET_REDIRECT_SECONDS = 10;
/** Where the success screen leads (/auth2/login). */
const AFTER_RESET_PATH = '/auth2/login';

type NewPasswordInput = z.input<typeof passwordResetConfirmSchema>;
type NewPasswordOutput = z.output<typeof passwordResetConfirmSchema>;

/** Both fields required; we also check that they match before asking the server. */
const resolver = withConfirmation(zodResolver(passwordResetConfirmSchema), {
  password: 'new_password1',
  confirmation: 'new_password2',
  message: accountMessages.passwordMismatch,
});

/** The server's reasons for refusing the new password (its rules), shown under the spec's red-box text. */
function refusalDetails(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const body = error.body as Record<string, unknown>;
  return ['new_password1', 'new_password2']
    .flatMap((field) => (Array.isArray(body[field]) ? (body[field] as unknown[]) : []))
    .filter((message): message is string => typeof message === 'string');
}

/** The success screen: counts down, then goes to the sign-in page. */
function ResetDone() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(RESET_REDIRECT_SECONDS);

  useEffect(() => {
    const tick = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    const redirect = setTimeout(() => void navigate(AFTER_RESET_PATH), RESET_REDIRECT_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(redirect);
    };
  }, [navigate]);

  return (
    <div className="space-y-4">
      <SuccessPanel>
        <p>{accountMessages.resetDone}</p>
      </SuccessPanel>
      <p className="text-sm text-muted" aria-live="off">
        {authTexts.resetRedirect(secondsLeft)}
      </p>
      <Link to={AFTER_RESET_PATH} className={authLinkClass}>
        {authTexts.loginNow}
      </Link>
    </div>
  );
}

/** The new-password form of a reset link: form, then success screen, then the sign-in page. */
export function NewPasswordForm({ uid, token }: { uid: string; token: string }) {
  const confirm = useConfirmPasswordReset();
  const form = useForm<NewPasswordInput, unknown, NewPasswordOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { new_password1: '', new_password2: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await confirm.mutateAsync({ uid, token, ...values }).catch(() => undefined);
  });

  if (confirm.isSuccess) return <ResetDone />;

  const details = confirm.isError ? refusalDetails(confirm.error) : [];
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {confirm.isError && (
        <FormAlert>
          <p>{accountMessages.resetInvalid}</p>
          {details.length > 0 && (
            <ul className="mt-1 list-disc space-y-0.5 pl-4 text-red-200/90">
              {details.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </FormAlert>
      )}
      <PasswordField
        id="new-password1"
        label={authTexts.newPassword1Label}
        autoComplete="new-password"
        hint={authTexts.passwordHint}
        error={errors.new_password1?.message}
        {...form.register('new_password1')}
      />
      <PasswordField
        id="new-password2"
        label={authTexts.newPassword2Label}
        autoComplete="new-password"
        error={errors.new_password2?.message}
        {...form.register('new_password2')}
      />
      <SubmitButton isBusy={isSubmitting} busyLabel={authTexts.newPasswordBusy}>
        {authTexts.newPasswordSubmit}
      </SubmitButton>
    </form>
  );
}
