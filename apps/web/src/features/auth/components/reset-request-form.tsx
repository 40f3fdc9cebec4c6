import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, passwordResetRequestSchema } from '@sanza/contracts';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { z } from '../../../lib/zod.ts';
import { useRequestPasswordReset } from '../mutations.ts';
import { authTexts } from '../texts.ts';
import { CaptchaField } from './captcha-field.tsx';
import { SuccessPanel } from './success-panel.tsx';

/** Reset request rules: a valid e-mail ('Email invalide') and a solved captcha. */
export const resetRequestFormSchema = passwordResetRequestSchema.pick({ email: true }).extend({
  captcha: z.string().min(1, { error: accountMessages.captchaRequired }),
});
type ResetRequestInput = z.input<typeof resetRequestFormSchema>;

/** Asks for a reset link; then says a link is on its way whether or not the account exists. */
export function ResetRequestForm() {
  const request = useRequestPasswordReset();
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const form = useForm<ResetRequestInput, unknown, z.output<typeof resetRequestFormSchema>>({
    resolver: zodResolver(resetRequestFormSchema),
    defaultValues: { email: '', captcha: '' },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch {
      setCaptchaResetKey((key) => key + 1);
    }
  });

  if (request.isSuccess) {
    return (
      <SuccessPanel icon={MailCheck}>
        <p>{accountMessages.resetRequested}</p>
      </SuccessPanel>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {request.isError && <FormAlert>{accountMessages.resetRequestFailed}</FormAlert>}
      <TextField
        id="reset-email"
        label={authTexts.emailLabel}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <CaptchaField
        id="reset-captcha"
        resetKey={captchaResetKey}
        error={errors.captcha?.message}
        onChange={(payload) => form.setValue('captcha', payload ?? '', { shouldValidate: isSubmitted })}
      />
      <SubmitButton isBusy={isSubmitting} busyLabel={authTexts.resetBusy}>
        {authTexts.resetSubmit}
      </SubmitButton>
    </form>
  );
}
