import { zodResolver } from '@hookform/resolvers/zod';
import { checkoutSchema, paymentMessages } from '@sanza/contracts';
import { useForm } from 'react-hook-form';
import { cardClass } from '../../../components/ui/card.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { z } from '../../../lib/zod.ts';
import { compactDigits } from '../rules.ts';
import { checkoutTexts } from '../texts.ts';
import { StepActions, StepHeading } from './checkout-ui.tsx';

const FIELDS = ['phone_number', 'transaction_id', 'amount'] as const;
const serverRules = checkoutSchema.pick({ phone_number: true, transaction_id: true, amount: true });

/**
 * The confirmation form's rules: all three fields required, else 'Please fill all fields'; then the
 * server's own rules from the contract (transaction id of at least 5 characters: 'Transaction ID must be at
 * least 5 characters'; an international phone number; a whole amount). Spaces, dots and dashes typed to group
 * digits are dropped from the phone number and the amount.
 */
export const checkoutFormSchema = z
  .object({ phone_number: z.string(), transaction_id: z.string(), amount: z.string() })
  .transform((values, ctx) => {
    const empty = FIELDS.filter((field) => !values[field].trim());
    if (empty.length > 0) {
      for (const field of empty) {
        ctx.addIssue({ code: 'custom', path: [field], message: paymentMessages.fillAllFields });
      }
      return z.NEVER;
    }
    const parsed = serverRules.safeParse({
      phone_number: compactDigits(values.phone_number),
      transaction_id: values.transaction_id.trim(),
      amount: compactDigits(values.amount),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      return z.NEVER;
    }
    return parsed.data;
  });
type FormInput = z.input<typeof checkoutFormSchema>;

/** What the form sends: the fields checked and cleaned, without the reservation and the operator. */
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

type Props = {
  amount: number;
  onBack: () => void;
  onSubmit: (values: CheckoutFormValues) => void;
  isBusy: boolean;
  /** The alert of a refused or failed submission. */
  failure: string | null;
  isFocused: boolean;
};

/** Step 3 for mobile money: phone number, transaction id and amount (prefilled with the amount due). */
export function CheckoutForm({ amount, onBack, onSubmit, isBusy, failure, isFocused }: Props) {
  const form = useForm<FormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { phone_number: '', transaction_id: '', amount: String(amount) },
  });
  const { errors } = form.formState;
  // 'Please fill all fields' is said once, for the form; the empty fields are only marked invalid.
  const isIncomplete = FIELDS.some((field) => errors[field]?.message === paymentMessages.fillAllFields);
  const fieldError = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message && message !== paymentMessages.fillAllFields ? message : undefined;
  };
  const invalid = (field: (typeof FIELDS)[number]) => (errors[field] ? true : undefined);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <StepHeading isFocused={isFocused}>{checkoutTexts.formTitle}</StepHeading>
      <p className="text-sm text-muted">{checkoutTexts.formIntro}</p>
      {isIncomplete ? (
        <FormAlert>{paymentMessages.fillAllFields}</FormAlert>
      ) : (
        failure && <FormAlert>{failure}</FormAlert>
      )}
      <div className={`${cardClass} space-y-4`}>
        <TextField
          id="checkout-phone"
          label={checkoutTexts.phoneLabel}
          hint={checkoutTexts.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={checkoutTexts.phonePlaceholder}
          error={fieldError('phone_number')}
          aria-invalid={invalid('phone_number')}
          {...form.register('phone_number')}
        />
        <TextField
          id="checkout-transaction"
          label={checkoutTexts.transactionLabel}
          hint={checkoutTexts.transactionHint}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={fieldError('transaction_id')}
          aria-invalid={invalid('transaction_id')}
          {...form.register('transaction_id')}
        />
        <TextField
          id="checkout-amount"
          label={checkoutTexts.amountLabel}
          hint={checkoutTexts.amountHint(formatPrice(amount))}
          inputMode="numeric"
          autoComplete="off"
          error={fieldError('amount')}
          aria-invalid={invalid('amount')}
          {...form.register('amount')}
        />
      </div>
      <StepActions onBack={onBack}>
        <SubmitButton
          isBusy={isBusy}
          busyLabel={checkoutTexts.submitting}
          className="min-h-12 sm:w-auto sm:px-6"
        >
          {checkoutTexts.submit}
        </SubmitButton>
      </StepActions>
    </form>
  );
}
