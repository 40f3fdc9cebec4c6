import type { Reservation } from '@sanza/contracts';
import { Check } from 'lucide-react';
import { formatDateTime, formatPrice, formatShortDate, formatTime } from '../../../lib/format.ts';
import type { IndicatorStep } from '../rules.ts';
import { checkoutTexts } from '../texts.ts';

/**
 * What is being paid, kept short so each step's own content shows without scrolling on a phone: the event, the
 * reservation number, the total, and until when the places are held.
 */
export function CheckoutSummary({ reservation }: { reservation: Reservation }) {
  const { event } = reservation.data;
  return (
    <header className="space-y-1">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{checkoutTexts.title}</h1>
      <p className="text-sm text-muted">
        <span className="font-semibold text-fg">{event.name}</span> ·{' '}
        <time dateTime={event.date}>{formatShortDate(event.date)}</time> · {formatTime(event.time)}
      </p>
      <p className="text-sm text-muted">
        <span className="break-all">{checkoutTexts.reservation(reservation.serial_id)}</span> ·{' '}
        {checkoutTexts.totalLabel} :{' '}
        <strong className="whitespace-nowrap text-fg tabular-nums">
          {formatPrice(reservation.total_price)}
        </strong>
      </p>
      {reservation.status === 'pending' && reservation.expires_at && (
        <p className="text-sm text-amber-300">
          {checkoutTexts.heldUntil(formatDateTime(reservation.expires_at))}
        </p>
      )}
    </header>
  );
}

/** 'Étape n sur N' and one bar per step; names show under the bars from `sm`, and to screen readers. */
export function StepIndicator({
  steps,
  current,
}: {
  steps: readonly IndicatorStep[];
  current: IndicatorStep;
}) {
  const index = steps.indexOf(current);
  return (
    <nav aria-label={checkoutTexts.stepsLabel} className="space-y-2">
      <p className="text-sm font-semibold">
        {checkoutTexts.stepOf(index + 1, steps.length)}
        <span className="text-muted sm:hidden"> · {checkoutTexts.stepNames[current]}</span>
      </p>
      <ol className="grid grid-flow-col gap-1.5" style={{ gridAutoColumns: '1fr' }}>
        {steps.map((step, i) => (
          <li key={step} aria-current={step === current ? 'step' : undefined} className="min-w-0">
            <div
              aria-hidden="true"
              className={`h-1.5 rounded-full ${i <= index ? 'bg-accent' : 'bg-ink-700'}`}
            />
            <span
              className={`sr-only sm:not-sr-only sm:mt-1.5 sm:flex sm:items-center sm:gap-1 sm:text-xs ${
                step === current ? 'sm:font-semibold sm:text-fg' : 'sm:text-muted'
              }`}
            >
              {i < index && <Check aria-hidden="true" className="size-3.5 shrink-0 text-accent" />}
              {checkoutTexts.stepNames[step]}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
