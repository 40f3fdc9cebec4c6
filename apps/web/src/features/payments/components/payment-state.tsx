import type { Payment, Reservation } from '@sanza/contracts';
import { PAYMENT_PROVIDER_LABELS } from '@sanza/contracts/constants';
import { Banknote, Hourglass, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { TONES, type Tone } from '../../../components/ui/status-badge.tsx';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';
import { useReservationPayments } from '../queries.ts';
import { ticketTexts } from '../texts.ts';

/** Statuses in which the latest payment tells the user something: under review, at the desk, or refused. */
const WITH_PAYMENT = ['pending', 'awaiting_confirmation', 'cash_pending'];

/** What was sent: operator, amount, date and the transaction id. */
function PaymentLine({ payment }: { payment: Payment }) {
  return (
    <p className="text-sm text-muted">
      {ticketTexts.paymentSummary(
        PAYMENT_PROVIDER_LABELS[payment.provider],
        formatPrice(payment.amount),
        formatDateTime(payment.created_at),
      )}
      {payment.transaction_id && (
        <span className="block break-all">{ticketTexts.transaction(payment.transaction_id)}</span>
      )}
    </p>
  );
}

/** A framed note in `tone`, its icon in the tone's colour. */
function Note({ icon: Icon, tone, children }: { icon: LucideIcon; tone: Tone; children: ReactNode }) {
  return (
    <div className={`flex items-start gap-3 rounded-2xl border p-4 ${TONES[tone].panel}`}>
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${TONES[tone].text}`} />
      <div className="min-w-0 space-y-1">{children}</div>
    </div>
  );
}

/**
 * Where the payment of an unpaid reservation stands, for its owner: a payment under review, cash to pay at the
 * desk, or a refused payment (the reservation is then 'En attente' again and can be paid anew). Others see the
 * state only.
 */
export function PaymentState({
  reservation,
}: {
  reservation: Pick<Reservation, 'serial_id' | 'status' | 'is_owner' | 'expires_at'>;
}) {
  const isAsked = reservation.is_owner && WITH_PAYMENT.includes(reservation.status);
  const { data: payments } = useReservationPayments(reservation.serial_id, isAsked);
  const latest = isAsked ? payments?.[0] : undefined;

  if (reservation.status === 'awaiting_confirmation') {
    return (
      <Note icon={Hourglass} tone="info">
        <p className="font-semibold">{ticketTexts.underReview}</p>
        {latest && <PaymentLine payment={latest} />}
      </Note>
    );
  }
  if (reservation.status === 'cash_pending') {
    return (
      <Note icon={Banknote} tone="pending">
        <p className="font-semibold">{ticketTexts.cashAtDesk}</p>
        {latest && <p className="text-sm text-muted">{formatPrice(latest.amount)}</p>}
        {reservation.expires_at && (
          <p className="text-sm">{ticketTexts.cashDeadline(formatDateTime(reservation.expires_at))}</p>
        )}
      </Note>
    );
  }
  if (reservation.status === 'pending' && latest?.status === 'rejected') {
    return (
      <Note icon={TriangleAlert} tone="danger">
        <p className="font-semibold">{ticketTexts.rejected}</p>
        <PaymentLine payment={latest} />
      </Note>
    );
  }
  return null;
}
