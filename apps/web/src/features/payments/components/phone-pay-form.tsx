import type { PaymentRequest, RtpOperator } from '@sanza/contracts';
import { amountDue, operatorNumber, paymentMessages } from '@sanza/contracts/constants';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { FieldError, TextField } from '../../../components/ui/form-field.tsx';
import { formatPrice } from '../../../lib/format.ts';
import type { RtpOption } from '../api.ts';
import { fieldMessageOf, paymentErrorMessage } from '../errors.ts';
import { useRequestToPay } from '../mutations.ts';
import { checkoutTexts, phoneTexts } from '../texts.ts';
import { ProviderMark, StepActions, StepHeading } from './checkout-ui.tsx';
import { feeText } from './operator-step.tsx';

type Values = { operator: RtpOperator | ''; phone: string };

type Props = {
  serialId: string;
  total: number;
  operators: RtpOption[];
  /** The operator from the address, and the number typed before (kept for « Réessayer »). */
  initialOperator: RtpOperator | null;
  initialPhone: string;
  /** The request is sent: `clockOffsetMs` is the server's clock minus the phone's, read from its answer. */
  onStarted: (request: PaymentRequest, phone: string, clockOffsetMs: number) => void;
  onBack: () => void;
  isFocused: boolean;
};

/**
 * The number to prompt: the operator among those the server can reach (each with its fee and the amount due)
 * and the phone number, checked against the operator's numbering before anything is sent
 * (`operatorNumber`); the server's refusals show under the same fields.
 */
export function PhonePayForm({
  serialId,
  total,
  operators,
  initialOperator,
  initialPhone,
  onStarted,
  onBack,
  isFocused,
}: Props) {
  const id = useId();
  const request = useRequestToPay(serialId);
  const isKnown = (value: string | null) => operators.some((option) => option.id === value);
  const form = useForm<Values>({
    defaultValues: {
      operator: isKnown(initialOperator)
        ? (initialOperator as RtpOperator)
        : operators.length === 1
          ? (operators[0]?.id ?? '')
          : '',
      phone: initialPhone,
    },
  });
  const { errors } = form.formState;
  const chosen = operators.find((option) => option.id === form.watch('operator'));
  // A request refused for a reason of no field (already paid, one already pending) is said above the form.
  const failure =
    request.isError && !fieldMessageOf(request.error, 'phone') && !fieldMessageOf(request.error, 'operator')
      ? paymentErrorMessage(request.error)
      : null;

  const onSubmit = (values: Values) => {
    if (!values.operator) return;
    const operator = values.operator;
    request.mutate(
      { operator, phone: values.phone.trim() },
      {
        onSuccess: (answer) => onStarted(answer, values.phone, Date.parse(answer.created_at) - Date.now()),
        onError: (error) => {
          for (const field of ['phone', 'operator'] as const) {
            const message = fieldMessageOf(error, field);
            if (message) form.setError(field, { message });
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <StepHeading isFocused={isFocused}>{phoneTexts.title}</StepHeading>
      <p className="text-sm text-muted">{phoneTexts.intro}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <fieldset
        className="space-y-3"
        aria-invalid={errors.operator ? true : undefined}
        aria-describedby={errors.operator ? `${id}-operator-error` : undefined}
      >
        <legend className="mb-2 text-sm font-medium">{phoneTexts.operatorLegend}</legend>
        {operators.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-3.5 transition-colors hover:border-ink-600 has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:outline-2 has-focus-visible:outline-accent sm:p-4"
          >
            <input
              type="radio"
              value={option.id}
              aria-labelledby={`${id}-${option.id}-name`}
              aria-describedby={`${id}-${option.id}-fee ${id}-${option.id}-due`}
              className="size-5 shrink-0 accent-accent focus-visible:outline-none"
              {...form.register('operator', {
                required: phoneTexts.chooseOperator,
                // A number already typed is checked again against the newly chosen operator.
                deps: ['phone'],
              })}
            />
            <ProviderMark provider={option.id} />
            <span className="min-w-0 flex-1">
              <span id={`${id}-${option.id}-name`} className="block font-semibold">
                {option.label}
              </span>
              <span id={`${id}-${option.id}-fee`} className="block text-sm text-muted">
                {feeText(option.id, total)}
              </span>
            </span>
            <span id={`${id}-${option.id}-due`} className="shrink-0 text-right">
              <span className="block text-xs text-muted">{checkoutTexts.toPay} </span>
              <span className="block font-extrabold whitespace-nowrap tabular-nums">
                {formatPrice(amountDue(option.id, total))}
              </span>
            </span>
          </label>
        ))}
        <FieldError id={`${id}-operator`} messages={errors.operator?.message} />
      </fieldset>
      <TextField
        id={`${id}-phone`}
        label={phoneTexts.phoneLabel}
        hint={
          chosen
            ? phoneTexts.phoneHint(chosen.label, chosen.example, chosen.country_code)
            : phoneTexts.phoneHintAny
        }
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={chosen?.example}
        error={errors.phone?.message}
        {...form.register('phone', {
          validate: (phone, values) => {
            const option = operators.find((candidate) => candidate.id === values.operator);
            // Without an operator the number cannot be judged: the operator's own error says what to do.
            if (!option) return true;
            return (
              operatorNumber(option.country, option.id, phone) !== null ||
              paymentMessages.phoneForOperator(option.label, option.example)
            );
          },
        })}
      />
      <StepActions onBack={onBack}>
        <SubmitButton
          isBusy={request.isPending}
          busyLabel={phoneTexts.sending}
          className="min-h-12 sm:w-auto sm:px-6"
        >
          {paymentMessages.payOnPhone}
        </SubmitButton>
      </StepActions>
    </form>
  );
}
