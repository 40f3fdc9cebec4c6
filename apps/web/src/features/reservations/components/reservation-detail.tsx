import type { Reservation } from '@sanza/contracts';
import { reservationMessages } from '@sanza/contracts/constants';
import { ArrowLeft, CalendarDays, Clock, CreditCard, Info, MapPin, Share2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { IconItem, IconList } from '../../../components/ui/icon-list.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { formatDateTime, formatLongDate, formatTicketPrice, formatTime } from '../../../lib/format.ts';
import { ETicketList } from '../../payments/components/e-ticket-list.tsx';
import { PaymentState } from '../../payments/components/payment-state.tsx';
import { reservationErrorMessage } from '../errors.ts';
import { useCancelReservation } from '../mutations.ts';
import { canCancel, canPay, canShare } from '../rules.ts';
import { reservationTexts } from '../texts.ts';
import { KeptNotice } from './kept-notice.tsx';
import { CancelledEventNote, OwnershipBadge, StatusBadge } from './reservation-badges.tsx';
import { ShareDialog } from './share-dialog.tsx';

/** 'Retour aux réservations'. */
export function BackToReservations() {
  return (
    <Link
      to="/reservations"
      className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-muted hover:text-fg"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {reservationMessages.back}
    </Link>
  );
}

/** The tickets of a reservation: name, quantity, unit price and subtotal, then the total. */
function TicketTable({ reservation }: { reservation: Reservation }) {
  return (
    <section aria-labelledby="reservation-tickets" className="space-y-3">
      <h2 id="reservation-tickets" className="text-lg font-bold">
        {reservationTexts.tickets}
      </h2>
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="pb-2 font-medium">
              {reservationTexts.ticketColumn}
            </th>
            <th scope="col" className="pb-2 text-center font-medium">
              {reservationTexts.quantityColumn}
            </th>
            <th scope="col" className="hidden pb-2 text-right font-medium min-[420px]:table-cell">
              {reservationTexts.unitPriceColumn}
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              {reservationTexts.subtotalColumn}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700 border-y border-ink-700">
          {reservation.items.map((item) => (
            <tr key={item.id}>
              <td className="py-3 pr-2">
                <span className="font-semibold">{item.data.ticket.name}</span>
                <span className="block text-xs text-muted min-[420px]:hidden">
                  {formatTicketPrice(item.data.ticket.price)}
                </span>
              </td>
              <td className="py-3 text-center tabular-nums">{item.quantity}</td>
              <td className="hidden py-3 text-right tabular-nums min-[420px]:table-cell">
                {formatTicketPrice(item.data.ticket.price)}
              </td>
              <td className="py-3 text-right font-semibold tabular-nums">
                {formatTicketPrice(item.data.ticket.price * item.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-3 text-base font-bold min-[420px]:hidden">
              {reservationTexts.total}
            </th>
            <th scope="row" colSpan={3} className="hidden pt-3 text-base font-bold min-[420px]:table-cell">
              {reservationTexts.total}
            </th>
            <td className="pt-3 text-right text-xl font-extrabold tabular-nums">
              {formatTicketPrice(reservation.total_price)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** Where the reservation stands: hold expiry while pending, or who shared it (payments have their own panel). */
function StatusNotes({ reservation }: { reservation: Reservation }) {
  const notes: string[] = [];
  if (reservation.status === 'pending' && reservation.expires_at) {
    notes.push(reservationTexts.heldUntil(formatDateTime(reservation.expires_at)));
  }
  if (!reservation.is_owner) {
    notes.push(reservationTexts.sharedBy(reservation.owner.username), reservationTexts.readOnly);
  } else if (reservation.shared_with.length > 0) {
    notes.push(
      `${reservationTexts.sharedWith} : ${reservation.shared_with.map((user) => user.username).join(', ')}`,
    );
  }
  if (notes.length === 0) return null;
  return (
    <ul className="space-y-2 rounded-2xl border border-ink-700 bg-ink-900 p-4 text-sm">
      {notes.map((note) => (
        <li key={note} className="flex items-start gap-2">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>{note}</span>
        </li>
      ))}
    </ul>
  );
}

/** The owner's actions: pay, share, cancel (with a confirmation). Shared recipients get none. */
function OwnerActions({ reservation }: { reservation: Reservation }) {
  const navigate = useNavigate();
  const cancel = useCancelReservation();
  const [isConfirming, setConfirming] = useState(false);
  const [isSharing, setSharing] = useState(false);

  const onConfirmCancel = () =>
    cancel.mutate(reservation.serial_id, {
      onSuccess: () => {
        toast.success(reservationMessages.cancelled);
        void navigate('/reservations');
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(reservationErrorMessage(error));
      },
    });

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {canPay(reservation) && (
        <Link to={`/reservation/${reservation.serial_id}/checkout`} className={buttonClass('primary', 'lg')}>
          <CreditCard aria-hidden="true" className="size-5" />
          {reservationMessages.payNow}
        </Link>
      )}
      {canShare(reservation) && (
        <Button variant="secondary" onClick={() => setSharing(true)}>
          <Share2 aria-hidden="true" className="size-4" />
          {reservationTexts.share}
        </Button>
      )}
      {canCancel(reservation) && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <XCircle aria-hidden="true" className="size-4" />
          {reservationMessages.cancel}
        </Button>
      )}

      <Dialog
        isOpen={isConfirming}
        onClose={() => setConfirming(false)}
        title={reservationTexts.cancelConfirmTitle}
        description={reservationTexts.cancelConfirmText}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {reservationTexts.cancelKeep}
          </Button>
          <Button
            variant="danger-confirm"
            onClick={onConfirmCancel}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending || undefined}
          >
            {cancel.isPending ? reservationTexts.cancelling : reservationTexts.cancelConfirm}
          </Button>
        </div>
      </Dialog>
      <ShareDialog reservation={isSharing ? reservation : null} onClose={() => setSharing(false)} />
    </div>
  );
}

/**
 * One reservation: number, event, tickets, total, then its actions; read-only when shared. With
 * `keptAt`, it is the copy the phone kept: said so, and without the actions, which need the network.
 */
export function ReservationDetail({ reservation, keptAt }: { reservation: Reservation; keptAt?: string }) {
  const { event } = reservation.data;
  return (
    <article className="space-y-6">
      <BackToReservations />
      <header className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <StatusBadge reservation={reservation} />
          <OwnershipBadge reservation={reservation} />
        </div>
        <h1 className="text-2xl font-extrabold tracking-tight break-all sm:text-3xl">
          {reservationTexts.number(reservation.serial_id)}
        </h1>
        <CancelledEventNote reservation={reservation} />
        {keptAt && <KeptNotice savedAt={keptAt} />}
      </header>

      <section
        aria-labelledby="reservation-event"
        className="rounded-2xl border border-ink-700 bg-ink-900 p-4"
      >
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{reservationTexts.event}</p>
        <h2 id="reservation-event" className="mt-1 text-lg font-bold">
          <Link to={`/events/${event.serial_id}`} className="hover:text-accent">
            {event.name}
          </Link>
        </h2>
        <IconList className="mt-2">
          <IconItem icon={CalendarDays}>
            <time dateTime={event.date}>{formatLongDate(event.date)}</time>
          </IconItem>
          <IconItem icon={Clock}>{formatTime(event.time)}</IconItem>
          <IconItem icon={MapPin}>{event.location}</IconItem>
        </IconList>
      </section>

      <ETicketList reservation={reservation} isKeptNoticeShown={keptAt !== undefined} />
      <TicketTable reservation={reservation} />
      <PaymentState reservation={reservation} />
      <StatusNotes reservation={reservation} />
      {reservation.is_owner && !keptAt && <OwnerActions reservation={reservation} />}
    </article>
  );
}

/** The reservation page while it loads. */
export function ReservationDetailSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{reservationTexts.loadingOne}</span>
      <SkeletonBar className="h-8 w-2/3 rounded" />
      <SkeletonBar className="h-32 rounded-2xl" />
      <SkeletonBar className="h-40 rounded-2xl" />
    </div>
  );
}
