import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, loginRequestSchema } from '@sanza/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { PasswordField, TextField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { z } from '../../../lib/zod.ts';
import { login } from '../store.ts';
import { authTexts } from '../texts.ts';
import { authLinkClass } from './auth-card.tsx';
import { CaptchaField } from './captcha-field.tsx';

/** Sign-in rules: password of at least 6 characters and a solved captcha. */
export const loginFormSchema = loginRequestSchema.pick({ username: true, password: true }).extend({
  captcha: z.string().min(1, { error: accountMessages.captchaRequired }),
});
type LoginFormInput = z.input<typeof loginFormSchema>;

/** The sign-in form; on success goes to the `next` path or the home page. */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Coming from the registration, the new username is handed over.
  const registeredUsername = (location.state as { username?: unknown } | null)?.username;
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const form = useForm<LoginFormInput, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: {
      username: typeof registeredUsername === 'string' ? registeredUsername : '',
      password: '',
      captcha: '',
    },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const isSignedIn = await login(values, (error) => {
      setFailure(error instanceof ApiError ? error.message : authTexts.loginFailedFallback);
    });
    if (isSignedIn) {
      await navigate(safeReturnPath(searchParams.get('next')), { replace: true });
      return;
    }
    // A solved challenge is accepted once: the next attempt needs a new one.
    setCaptchaResetKey((key) => key + 1);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        id="login-username"
        label={authTexts.usernameLabel}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <div>
        <PasswordField
          id="login-password"
          label={authTexts.passwordLabel}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <Link to="/reset-password" className={authLinkClass}>
            {authTexts.forgotPassword}
          </Link>
        </p>
      </div>
      <CaptchaField
        id="login-captcha"
        resetKey={captchaResetKey}
        error={errors.captcha?.message}
        onChange={(payload) => form.setValue('captcha', payload ?? '', { shouldValidate: isSubmitted })}
      />
      <SubmitButton isBusy={isSubmitting} busyLabel={authTexts.loginBusy}>
        {authTexts.loginSubmit}
      </SubmitButton>
    </form>
  );
}
