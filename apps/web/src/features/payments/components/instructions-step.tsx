import type { PaymentProvider } from '@sanza/contracts';
import { PAYMENT_PROVIDER_LABELS, paymentMessages } from '@sanza/contracts/constants';
import { ArrowRight, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cardClass } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { LoadError } from '../../../components/ui/load-states.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { usePaymentOptions } from '../queries.ts';
import { checkoutTexts } from '../texts.ts';
import { StepActions, StepHeading } from './checkout-ui.tsx';
import { CopyButton } from './copy-button.tsx';
import { ProcessingTime } from './processing-time.tsx';

type MobileProps = {
  provider: Exclude<PaymentProvider, 'cash'>;
  amount: number;
  onBack: () => void;
  onNext: () => void;
  isFocused: boolean;
};

/** One numbered instruction. */
function Instruction({ n, children }: { n: number; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="grid size-7 shrink-0 place-items-center rounded-full bg-ink-800 text-sm font-bold text-accent"
      >
        {n}
      </span>
      <div className="min-w-0 flex-1 space-y-2 pt-0.5">{children}</div>
    </li>
  );
}

/** A value to type on the phone, large and copyable. */
function BigValue({ value, copyValue, what }: { value: string; copyValue: string; what: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <strong className="text-xl font-extrabold break-words tabular-nums sm:text-2xl">{value}</strong>
      <CopyButton value={copyValue} what={what} />
    </div>
  );
}

/**
 * Step 2 for mobile money: the USSD code to dial, the exact amount to send and the number to
 * send it to, and the processing time. Numbers, codes and the processing time are the server's configuration.
 */
export function MobileInstructions({ provider, amount, onBack, onNext, isFocused }: MobileProps) {
  const options = usePaymentOptions();
  const option = options.data?.providers.find((candidate) => candidate.id === provider);
  const label = option?.label ?? PAYMENT_PROVIDER_LABELS[provider];

  return (
    <section className="space-y-4">
      <StepHeading isFocused={isFocused}>{checkoutTexts.mobileTitle(label)}</StepHeading>
      {options.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{checkoutTexts.optionsLoading}</span>
          <SkeletonBar className="h-48 rounded-2xl" />
        </div>
      ) : options.isError ? (
        <LoadError message={paymentMessages.genericError} onRetry={() => void options.refetch()} />
      ) : (
        <>
          <ol className={`${cardClass} space-y-5`}>
            {option?.ussd_code && (
              <Instruction n={1}>
                <p>{checkoutTexts.dial(option.ussd_code)}</p>
                <a
                  href={`tel:${encodeURIComponent(option.ussd_code)}`}
                  className="inline-flex min-h-10 items-center gap-2 rounded-full bg-ink-800 px-4 text-sm font-semibold hover:bg-ink-700"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {checkoutTexts.dialAction(option.ussd_code)}
                </a>
              </Instruction>
            )}
            <Instruction n={option?.ussd_code ? 2 : 1}>
              <p>{checkoutTexts.sendExactly}</p>
              <BigValue
                value={formatPrice(amount)}
                copyValue={String(amount)}
                what={checkoutTexts.amountWord}
              />
              {option?.receiving_number && (
                <>
                  <p>{checkoutTexts.toNumber}</p>
                  <BigValue
                    value={option.receiving_number}
                    copyValue={option.receiving_number.replace(/[^\d+]/g, '')}
                    what={checkoutTexts.numberWord}
                  />
                </>
              )}
            </Instruction>
            <Instruction n={option?.ussd_code ? 3 : 2}>
              <p>{checkoutTexts.keepTransactionId}</p>
            </Instruction>
          </ol>
          {options.data && <ProcessingTime time={options.data.processing_time} />}
        </>
      )}
      <StepActions onBack={onBack}>
        <Button size="lg" onClick={onNext} disabled={!options.data}>
          {checkoutTexts.sent}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      </StepActions>
    </section>
  );
}

type CashProps = {
  serialId: string;
  amount: number;
  onBack: () => void;
  onConfirm: () => void;
  isBusy: boolean;
  failure: string | null;
  isFocused: boolean;
};

/** Step 2 for cash: where and what to pay; 'Confirmer le paiement en espèces' posts at once (no step 3). */
export function CashInstructions({
  serialId,
  amount,
  onBack,
  onConfirm,
  isBusy,
  failure,
  isFocused,
}: CashProps) {
  return (
    <section className="space-y-4">
      <StepHeading isFocused={isFocused}>{checkoutTexts.cashTitle}</StepHeading>
      <div className={`${cardClass} space-y-3`}>
        <p>{checkoutTexts.cashPay}</p>
        <strong className="block text-2xl font-extrabold tabular-nums">{formatPrice(amount)}</strong>
        <p className="text-sm break-all">{checkoutTexts.cashReference(serialId)}</p>
        <p className="text-sm text-muted">{checkoutTexts.cashTickets}</p>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <StepActions onBack={onBack}>
        <Button size="lg" onClick={onConfirm} disabled={isBusy} aria-busy={isBusy || undefined}>
          {isBusy ? checkoutTexts.cashConfirming : checkoutTexts.cashConfirm}
        </Button>
      </StepActions>
    </section>
  );
}
