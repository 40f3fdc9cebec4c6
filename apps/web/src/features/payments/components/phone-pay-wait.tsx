import type { PaymentRequest } from '@sanza/contracts';
import { paymentMessages } from '@sanza/contracts/constants';
import { LoaderCircle, RotateCcw, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cardClass } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { createTicker, useTicker } from '../../../lib/ticker.ts';
import { formatTimeLeft, requestTimeLeft } from '../rules.ts';
import { phoneTexts } from '../texts.ts';
import { StepHeading } from './checkout-ui.tsx';

/** One clock for the countdown, ticking each whole second while it shows. */
const countdownTicker = createTicker(1_000);

/** The number prompted, in international form: `+242 061234567`. */
function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits ? `+${digits}` : phone;
}

type RequestProps = { request: PaymentRequest; operatorLabel: string };

/** Operator, number and amount (fee included) of a request. */
export function RequestSummary({ request, operatorLabel }: RequestProps) {
  return (
    <dl className={`${cardClass} grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm`}>
      <dt className="text-muted">{phoneTexts.operatorLine}</dt>
      <dd className="text-right font-semibold">{operatorLabel}</dd>
      <dt className="text-muted">{phoneTexts.numberLine}</dt>
      <dd className="text-right font-semibold break-all tabular-nums">{formatPhone(request.phone)}</dd>
      <dt className="text-muted">{phoneTexts.amountLine}</dt>
      <dd className="text-right">
        <span className="font-extrabold whitespace-nowrap tabular-nums">{formatPrice(request.amount)}</span>
        {request.fee > 0 && (
          <span className="block text-xs text-muted">{phoneTexts.feeDetail(formatPrice(request.fee))}</span>
        )}
      </dd>
    </dl>
  );
}

/**
 * Time left before the operator stops waiting, and a bar that empties with it. The text is a timer, not a live
 * region: screen readers are not told every second.
 */
function Countdown({ request, clockOffsetMs }: { request: PaymentRequest; clockOffsetMs: number }) {
  const now = useTicker(countdownTicker);
  const left = requestTimeLeft(request, now, clockOffsetMs);
  const lifetime = Date.parse(request.expires_at) - Date.parse(request.created_at);
  const share = lifetime > 0 ? Math.min(100, (left / lifetime) * 100) : 0;
  return (
    <div className="space-y-1.5">
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-ink-700">
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-1000 ease-linear"
          style={{ width: `${share}%` }}
        />
      </div>
      <p role="timer" className="text-sm text-muted tabular-nums" data-testid="rtp-countdown">
        {left > 0 ? phoneTexts.timeLeft(formatTimeLeft(left)) : phoneTexts.checking}
      </p>
    </div>
  );
}

type WaitProps = RequestProps & {
  clockOffsetMs: number;
  onOtherMeans: () => void;
  isFocused: boolean;
};

/** While the buyer approves on the phone: what to do, what is asked for, a spinner and the time left. */
export function PhonePayWaiting({
  request,
  operatorLabel,
  clockOffsetMs,
  onOtherMeans,
  isFocused,
}: WaitProps) {
  return (
    <section className="space-y-4" data-testid="rtp-waiting">
      <StepHeading isFocused={isFocused}>{phoneTexts.waitingTitle}</StepHeading>
      <div className={`${cardClass} space-y-4`}>
        <div className="flex items-start gap-3">
          <span className="relative grid size-12 shrink-0 place-items-center">
            <LoaderCircle aria-hidden="true" className="absolute size-12 animate-spin text-accent" />
            <Smartphone aria-hidden="true" className="size-5" />
          </span>
          <p className="min-w-0 text-lg font-semibold">{phoneTexts.approve(formatPrice(request.amount))}</p>
        </div>
        <p className="text-sm text-muted">{phoneTexts.approveHint}</p>
        <p role="status" className="text-sm font-semibold">
          {phoneTexts.waiting}
        </p>
        <Countdown request={request} clockOffsetMs={clockOffsetMs} />
      </div>
      <RequestSummary request={request} operatorLabel={operatorLabel} />
      <Button variant="secondary" size="lg" onClick={onOtherMeans} className="w-full sm:w-auto">
        {phoneTexts.otherMeans}
      </Button>
    </section>
  );
}

type FailedProps = RequestProps & { onRetry: () => void; onOtherMeans: () => void; isFocused: boolean };

/** A refused or expired request: the server's reason, « Réessayer » (back to the number) or another means. */
export function PhonePayFailed({ request, operatorLabel, onRetry, onOtherMeans, isFocused }: FailedProps) {
  const reason =
    request.reason ??
    (request.status === 'expired' ? paymentMessages.rtpExpired : paymentMessages.rtpRefused);
  return (
    <section className="space-y-4" data-testid="rtp-failed">
      <StepHeading isFocused={isFocused}>{phoneTexts.failedTitle}</StepHeading>
      <FormAlert>{reason}</FormAlert>
      <RequestSummary request={request} operatorLabel={operatorLabel} />
      {/* « Réessayer » first, under the thumb on a phone; on its right from `sm`. */}
      <div className="flex flex-col gap-3 pt-1 sm:flex-row-reverse sm:justify-between">
        <Button size="lg" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {phoneTexts.retry}
        </Button>
        <Button variant="secondary" size="lg" onClick={onOtherMeans}>
          {phoneTexts.otherMeans}
        </Button>
      </div>
    </section>
  );
}
