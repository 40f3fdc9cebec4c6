import { paymentMessages } from '@sanza/contracts/constants';
import { ArrowRight, Smartphone } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link, type To } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { PaymentOptions } from '../api.ts';
import { usePaymentOptions } from '../queries.ts';
import { phoneTexts } from '../texts.ts';

/** The operators that can prompt the buyer's phone (none from a server that cannot request a payment on the phone). */
export function rtpOptionsOf(options: PaymentOptions | undefined): PaymentOptions['request_to_pay'] {
  return options?.request_to_pay ?? [];
}

/** « Airtel Money ou MTN MoMo », « A, B ou C ». */
function joinLabels(labels: string[]): string {
  return labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} ou ${labels.at(-1)}`;
}

type Props = {
  to: To;
  state: unknown;
  /** Called once the offer shows: the phone steps' code can start downloading. */
  onShow?: () => void;
};

/**
 * « Payer sur mon téléphone » on step 1, above the spec's manual operators, when the server can prompt a phone
 * (`request_to_pay` not empty); nothing otherwise.
 */
export function PhoneOffer({ to, state, onShow }: Props) {
  const id = useId();
  const options = usePaymentOptions();
  const operators = rtpOptionsOf(options.data);
  const isShown = operators.length > 0;
  useEffect(() => {
    if (isShown) onShow?.();
  }, [isShown, onShow]);
  if (!isShown) return null;

  return (
    <div className="space-y-3">
      <div className="space-y-3 rounded-2xl border border-accent/60 bg-accent/10 p-3.5 sm:p-4">
        <p id={`${id}-offer`} className="flex items-start gap-3 text-sm">
          <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <span className="min-w-0">
            {phoneTexts.offer}{' '}
            <span className="text-muted">
              {phoneTexts.offerOperators(joinLabels(operators.map((operator) => operator.label)))}
            </span>
          </span>
        </p>
        <Link
          to={to}
          state={state}
          aria-describedby={`${id}-offer`}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          {paymentMessages.payOnPhone}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
      <p className="flex items-center gap-3 text-xs font-semibold tracking-wide text-muted uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-ink-700" />
        {phoneTexts.or}
        <span aria-hidden="true" className="h-px flex-1 bg-ink-700" />
      </p>
    </div>
  );
}
