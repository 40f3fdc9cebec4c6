import type { PaymentProvider, Reservation } from '@sanza/contracts';
import { PAYMENT_PROVIDER_LABELS, paymentMessages } from '@sanza/contracts/constants';
import { CircleCheck, Info } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { cardClass } from '../../../components/ui/card.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { StatusBadge } from '../../reservations/components/reservation-badges.tsx';
import { usePaymentOptions } from '../queries.ts';
import { checkoutTexts } from '../texts.ts';
import { StepHeading } from './checkout-ui.tsx';
import { ProcessingTime } from './processing-time.tsx';

const reservationLink = (serialId: string) => `/reservations/${serialId}`;

type DoneProps = { serialId: string; provider: PaymentProvider; amount: number; isFocused: boolean };

/**
 * Step 4: the payment is recorded and awaits confirmation (mobile money, by staff or the operator), or the
 * reservation is to be paid at the desk (cash); the tickets follow on the reservation page.
 */
export function DoneStep({ serialId, provider, amount, isFocused }: DoneProps) {
  const options = usePaymentOptions();
  const isCash = provider === 'cash';
  return (
    <section className="space-y-4">
      <div className="flex items-center gap-3">
        <CircleCheck aria-hidden="true" className="size-9 shrink-0 text-emerald-400" />
        <StepHeading isFocused={isFocused}>{checkoutTexts.doneTitle}</StepHeading>
      </div>
      <p role="status" className="text-lg font-semibold">
        {isCash ? paymentMessages.cashRecorded : paymentMessages.submitted}
      </p>
      <dl className={`${cardClass} grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm`}>
        <dt className="text-muted">{checkoutTexts.operatorLine}</dt>
        <dd className="text-right font-semibold">{PAYMENT_PROVIDER_LABELS[provider]}</dd>
        <dt className="text-muted">{checkoutTexts.amountLine}</dt>
        <dd className="text-right font-extrabold tabular-nums">{formatPrice(amount)}</dd>
      </dl>
      {!isCash && options.data && <ProcessingTime time={options.data.processing_time} />}
      <p className="text-sm text-muted">{checkoutTexts.ticketsLater}</p>
      <Link to={reservationLink(serialId)} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
        {checkoutTexts.seeReservation}
      </Link>
    </section>
  );
}

/** Instead of the flow: why this reservation cannot be paid (already paid, under review, cancelled, …). */
export function NotPayable({ reservation, reason }: { reservation: Reservation; reason: string }) {
  return (
    <section className="space-y-4">
      <div className={`${cardClass} space-y-3`} role="status">
        <StatusBadge reservation={reservation} />
        <p className="flex items-start gap-2 font-semibold">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <span>{reason}</span>
        </p>
      </div>
      <Link
        to={reservationLink(reservation.serial_id)}
        className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
      >
        {checkoutTexts.seeReservation}
      </Link>
    </section>
  );
}
