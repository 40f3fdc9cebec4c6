import type { Event, Reservation, TicketType } from '@sanza/contracts';
import { RESERVATION_QUANTITY, reservationMessages } from '@sanza/contracts/constants';
import { reservationTexts } from './texts.ts';

/** `value` brought within `min`…`max` (a whole number; `max` below `min` gives `min`). */
export function clampQuantity(value: number, max: number, min: number = RESERVATION_QUANTITY.min): number {
  const whole = Number.isFinite(value) ? Math.trunc(value) : min;
  return Math.max(min, Math.min(whole, Math.max(min, max)));
}

/** Most tickets of one type a reservation may take: 4, and never more than what is left. */
export function maxQuantityFor(ticket: Pick<TicketType, 'quantity_available'>): number {
  return Math.max(0, Math.min(RESERVATION_QUANTITY.max, ticket.quantity_available));
}

/** The reserve button, from what is chosen and the event's state. */
export type ReserveButtonState = { label: string; isDisabled: boolean; closedNote: string | null };

/**
 * Disabled with no selection, when registration is closed, or while loading; when closed it reads
 * 'Inscriptions fermées' with the note 'Les inscriptions ont fermé le {date}'.
 */
export function reserveButtonState(input: {
  hasSelection: boolean;
  isRegistrationOpen: boolean;
  /** Cancelled by its organizer: nothing can be reserved, whatever the dates. */
  isCancelled?: boolean;
  isLoading: boolean;
  /** The closing date already written out (long French format). */
  closedOn: string;
  label: string;
}): ReserveButtonState {
  if (input.isCancelled) {
    return {
      label: reservationTexts.eventCancelledButton,
      isDisabled: true,
      closedNote: reservationMessages.eventCancelled,
    };
  }
  if (!input.isRegistrationOpen) {
    return {
      label: reservationMessages.registrationClosedButton,
      isDisabled: true,
      closedNote: reservationMessages.registrationClosed(input.closedOn),
    };
  }
  return { label: input.label, isDisabled: !input.hasSelection || input.isLoading, closedNote: null };
}

/** The event with the stock of the reserved types lowered by the reserved quantities (after a 201). */
export function withStockTaken(event: Event, items: { ticket_type: number; quantity: number }[]): Event {
  return {
    ...event,
    ticket_types: event.ticket_types.map((ticket) => {
      const taken = items.find((item) => item.ticket_type === ticket.id)?.quantity ?? 0;
      return taken
        ? { ...ticket, quantity_available: Math.max(0, ticket.quantity_available - taken) }
        : ticket;
    }),
  };
}

/** Statuses an owner may still cancel (the server's rule: unpaid, no mobile-money payment under review). */
const CANCELLABLE = ['pending', 'cash_pending'];

type ForActions = Pick<Reservation, 'is_owner' | 'status' | 'total_price'> & {
  data: { event: Pick<Reservation['data']['event'], 'is_cancelled'> };
};

/**
 * Whether the viewer may cancel this reservation: its owner, while it is unpaid, or free (confirmed at once, no
 * money moved); never once its event is cancelled (the organizer already did).
 */
export function canCancel(reservation: ForActions): boolean {
  if (!reservation.is_owner || reservation.data.event.is_cancelled) return false;
  const isFree = reservation.status === 'paid' && reservation.total_price === 0;
  return isFree || CANCELLABLE.includes(reservation.status);
}

/** Whether 'Payer maintenant' applies: the owner's unpaid reservation with no payment sent yet, its event standing. */
export function canPay(reservation: ForActions & Pick<Reservation, 'is_paid'>): boolean {
  return (
    reservation.is_owner &&
    !reservation.is_paid &&
    reservation.status === 'pending' &&
    !reservation.data.event.is_cancelled
  );
}

/** Statuses of a reservation that is over (the server refuses to share it or assign its tickets). */
const CLOSED = ['cancelled', 'expired'];

/** Whether the viewer may share this reservation: its owner, while neither it nor its event is cancelled or over. */
export function canShare(reservation: ForActions): boolean {
  return reservation.is_owner && !CLOSED.includes(reservation.status) && !reservation.data.event.is_cancelled;
}

/** Tickets in a reservation, all types together. */
export function ticketCount(reservation: Pick<Reservation, 'items'>): number {
  return reservation.items.reduce((sum, item) => sum + item.quantity, 0);
}
