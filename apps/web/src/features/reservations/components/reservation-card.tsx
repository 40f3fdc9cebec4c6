import type { Reservation } from '@sanza/contracts';
import { CalendarDays, MapPin, Share2, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { DayAndTime } from '../../../components/ui/day-and-time.tsx';
import { IconItem, IconList } from '../../../components/ui/icon-list.tsx';
import { formatTicketPrice } from '../../../lib/format.ts';
import { ticketCount } from '../rules.ts';
import { reservationTexts } from '../texts.ts';
import { CancelledEventNote, OwnershipBadge, StatusBadge } from './reservation-badges.tsx';

type Props = {
  reservation: Reservation;
  /** Opens the share dialog; only given for the owner's reservations. */
  onShare?: () => void;
};

/** A reservation in the list: event, date, place, tickets, total and badges; the whole card opens it. */
export function ReservationCard({ reservation, onShare }: Props) {
  const { event } = reservation.data;
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-4 transition-colors focus-within:border-accent hover:border-ink-600">
      <div className="flex flex-wrap gap-2">
        <StatusBadge reservation={reservation} />
        <OwnershipBadge reservation={reservation} />
      </div>
      <h2 className="line-clamp-2 text-base leading-snug font-semibold">
        {/* The link's ::after covers the card, so the whole card opens the reservation. */}
        <Link
          to={`/reservations/${reservation.serial_id}`}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
        >
          {event.name}
        </Link>
      </h2>
      <IconList>
        <IconItem icon={CalendarDays}>
          <DayAndTime date={event.date} time={event.time} />
        </IconItem>
        <IconItem icon={MapPin} shrinks>
          <span className="truncate">{event.location}</span>
        </IconItem>
        <IconItem icon={Ticket}>
          <span>{reservationTexts.ticketCount(ticketCount(reservation))}</span>
        </IconItem>
      </IconList>
      <CancelledEventNote reservation={reservation} />
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-ink-700 pt-3">
        <span className="text-lg font-extrabold">{formatTicketPrice(reservation.total_price)}</span>
        {onShare && (
          <button
            type="button"
            onClick={onShare}
            aria-label={reservationTexts.shareLabel(event.name)}
            // Above the card's link overlay, so it stays its own button.
            className="relative z-10 inline-flex min-h-10 items-center gap-1.5 rounded-full border border-ink-600 px-3.5 text-sm font-semibold hover:border-fg"
          >
            <Share2 aria-hidden="true" className="size-4" />
            {reservationTexts.share}
          </button>
        )}
      </div>
    </article>
  );
}
