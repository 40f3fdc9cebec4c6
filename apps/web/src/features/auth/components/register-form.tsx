import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, registerFormSchema } from '@sanza/contracts';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FormAlert, SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { CheckboxField, PasswordField, TextField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldMessages, withConfirmation } from '../../../lib/form-errors.ts';
import { loginPathFor, safeReturnPath } from '../../../lib/return-path.ts';
import type { z } from '../../../lib/zod.ts';
import { useRegister } from '../mutations.ts';
import { authTexts } from '../texts.ts';
import { authLinkClass } from './auth-card.tsx';
import { CaptchaField } from './captcha-field.tsx';

type RegisterFormInput = Omit<z.input<typeof registerFormSchema>, 'terms'> & { terms: boolean };
type RegisterFormOutput = z.output<typeof registerFormSchema>;

/** The registration rules of the contracts, plus the confirmation check shown at once. */
const resolver = withConfirmation(
  zodResolver(registerFormSchema) as unknown as Resolver<RegisterFormInput, unknown, RegisterFormOutput>,
  { password: 'password', confirmation: 'password2', message: accountMessages.passwordMismatch },
);

/** Where a refused registration's message is read, in order, before the generic text. */
const REGISTER_ERROR_FIELDS = ['detail', 'username', 'password1', 'non_field_errors', 'email', 'captcha'];

/** The message to show for a failed registration. */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const body = error.body as Record<string, unknown>;
    for (const field of REGISTER_ERROR_FIELDS) {
      const value = body[field];
      if (typeof value === 'string' && value) return value;
      if (Array.isArray(value) && typeof value[0] === 'string' && value[0]) return value[0];
    }
  }
  return accountMessages.registerFailed;
}

/** The registration form; its submit stays disabled until the captcha is solved and the terms are ticked. */
export function RegisterForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const register = useRegister();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver,
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: { username: '', email: '', password: '', password2: '', terms: false },
  });
  const { errors, isSubmitting } = form.formState;
  const hasAcceptedTerms = useWatch({ control: form.control, name: 'terms' });

  const canSubmit = captcha !== null && hasAcceptedTerms;
  // What still blocks the submit, said under it (the terms message only when not already under its box).
  const missing: string[] = [];
  if (!captcha) missing.push(accountMessages.captchaRequired);
  if (!hasAcceptedTerms && !errors.terms) missing.push(accountMessages.termsRequired);

  const onSubmit = form.handleSubmit(async ({ username, email, password }) => {
    if (!captcha) return;
    register.reset();
    try {
      await register.mutateAsync({ username, email, password, captcha });
    } catch {
      setCaptchaResetKey((key) => key + 1);
      return;
    }
    toast.success(authTexts.registerSuccess);
    // The sign-in form starts with the new username filled in: one thing less to type on a phone. A
    // return path given to the sign-up (`?next=`, e.g. from an auction) is handed on to the sign-in.
    await navigate(loginPathFor(safeReturnPath(searchParams.get('next'), '/')), { state: { username } });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {register.isError && <FormAlert>{registerErrorMessage(register.error)}</FormAlert>}
      <TextField
        id="register-username"
        label={authTexts.registerUsernameLabel}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldMessages(errors.username)}
        {...form.register('username')}
      />
      <TextField
        id="register-email"
        label={authTexts.emailLabel}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={fieldMessages(errors.email)}
        {...form.register('email')}
      />
      <PasswordField
        id="register-password"
        label={authTexts.newPasswordLabel}
        autoComplete="new-password"
        hint={authTexts.passwordHint}
        error={fieldMessages(errors.password)}
        {...form.register('password')}
      />
      <PasswordField
        id="register-password2"
        label={authTexts.confirmPasswordLabel}
        autoComplete="new-password"
        error={fieldMessages(errors.password2)}
        {...form.register('password2')}
      />
      <CheckboxField
        id="register-terms"
        label={
          <>
            {authTexts.termsBefore}
            <a href="/terms" target="_blank" rel="noopener" className={authLinkClass}>
              {authTexts.termsLink}
              <span className="sr-only"> {authTexts.termsNewTab}</span>
            </a>
          </>
        }
        error={errors.terms?.message}
        {...form.register('terms')}
      />
      <CaptchaField id="register-captcha" resetKey={captchaResetKey} onChange={setCaptcha} />
      <SubmitButton
        isBusy={isSubmitting}
        busyLabel={authTexts.registerBusy}
        disabled={!canSubmit}
        aria-describedby={missing.length ? 'register-missing' : undefined}
      >
        {authTexts.registerSubmit}
      </SubmitButton>
      {missing.length > 0 && (
        <div id="register-missing" className="text-sm text-muted">
          <p>{authTexts.registerBlocked}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {missing.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
