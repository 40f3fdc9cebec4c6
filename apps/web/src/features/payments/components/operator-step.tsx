import type { AnyPaymentProvider, PaymentProvider } from '@sanza/contracts';
import {
  amountDue,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
  paymentFee,
} from '@sanza/contracts/constants';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { formatFeePercent } from '../rules.ts';
import { checkoutTexts } from '../texts.ts';
import { ProviderMark, StepActions, StepHeading } from './checkout-ui.tsx';

type Props = {
  total: number;
  selected: PaymentProvider | null;
  onSelect: (provider: PaymentProvider) => void;
  onContinue: (provider: PaymentProvider) => void;
  isFocused: boolean;
  /** Shown above the operators: the offer to pay on the phone, when the server can prompt one. */
  phoneOffer?: ReactNode;
};

/** The fee of one operator: 'Frais 2,5 % · 500 XAF', or 'Sans frais (0 %)'. */
export function feeText(provider: AnyPaymentProvider, total: number): string {
  const fee = paymentFee(provider, total);
  const percent = formatFeePercent(provider);
  return fee > 0 ? checkoutTexts.feeAmount(percent, formatPrice(fee)) : checkoutTexts.noFee(percent);
}

/**
 * Step 1: Airtel Money, Moov Money or cash, each with its fee and the amount due (the total plus the
 * fee, rounded up to the whole XAF, computed by the same rule as the server's).
 */
export function OperatorStep({
  total,
  selected: initial,
  onSelect,
  onContinue,
  isFocused,
  phoneOffer,
}: Props) {
  const id = useId();
  // Checked at once; the address follows (it waits for the route's loaders), so back keeps the choice.
  const [selected, setSelected] = useState(initial);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) onContinue(selected);
      }}
      className="space-y-4"
    >
      <fieldset className="space-y-3">
        <legend className="mb-3">
          <StepHeading isFocused={isFocused}>{checkoutTexts.chooseTitle}</StepHeading>
        </legend>
        {phoneOffer}
        {PAYMENT_PROVIDERS.map((provider) => (
          <label
            key={provider}
            className="flex cursor-pointer items-center gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-3.5 transition-colors hover:border-ink-600 has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:outline-2 has-focus-visible:outline-accent sm:p-4"
          >
            <input
              type="radio"
              name="provider"
              value={provider}
              checked={selected === provider}
              onChange={() => {
                setSelected(provider);
                onSelect(provider);
              }}
              aria-labelledby={`${id}-${provider}-name`}
              aria-describedby={`${id}-${provider}-fee ${id}-${provider}-due`}
              className="size-5 shrink-0 accent-accent focus-visible:outline-none"
            />
            <ProviderMark provider={provider} />
            <span className="min-w-0 flex-1">
              <span id={`${id}-${provider}-name`} className="block font-semibold">
                {PAYMENT_PROVIDER_LABELS[provider]}
              </span>
              <span id={`${id}-${provider}-fee`} className="block text-sm text-muted">
                {feeText(provider, total)}
              </span>
            </span>
            <span id={`${id}-${provider}-due`} className="shrink-0 text-right">
              <span className="block text-xs text-muted">{checkoutTexts.toPay} </span>
              <span className="block font-extrabold whitespace-nowrap tabular-nums">
                {formatPrice(amountDue(provider, total))}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <StepActions>
        <Button size="lg" type="submit" disabled={!selected}>
          {checkoutTexts.continue}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      </StepActions>
    </form>
  );
}
