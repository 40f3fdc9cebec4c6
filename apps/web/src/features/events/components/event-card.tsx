import type { Event } from '@sanza/contracts';
import { eventMessages } from '@sanza/contracts/constants';
import { CalendarDays, Clock, Gavel, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { IconItem, IconList } from '../../../components/ui/icon-list.tsx';
import { StatusBadge, type Tone } from '../../../components/ui/status-badge.tsx';
import { formatLongDate, formatPrice, formatTime } from '../../../lib/format.ts';
import { eventPriceLabel, hasAuction, isReservable, totalPlaces } from '../rules.ts';
import { eventTexts } from '../texts.ts';
import { EventImage } from './event-image.tsx';

/** The price line of a card: `À partir de …`, `Gratuit`, `Complet` or `Prix non disponible`. */
export function PriceLabel({ event }: { event: Pick<Event, 'ticket_types'> }) {
  const label = eventPriceLabel(event);
  switch (label.kind) {
    case 'free':
      return <span className="font-semibold text-emerald-400">{eventMessages.free}</span>;
    case 'soldOut':
      return <span className="font-semibold text-red-300">{eventMessages.soldOut}</span>;
    case 'noPrice':
      return <span className="text-sm text-muted">{eventMessages.noPrice}</span>;
    case 'from':
      return (
        <span className="flex flex-col leading-tight">
          <span className="text-xs text-muted">{eventMessages.fromPrice}</span>
          <span className="font-semibold text-accent">{formatPrice(label.amount)}</span>
        </span>
      );
  }
}

/** 'À venir' while registration is open, else 'Terminé'; 'Annulé' once its organizer cancelled it. */
export function EventStatusBadge({ event, className = '' }: { event: Event; className?: string }) {
  const isOpen = event.is_registration_open;
  const [label, tone]: [string, Tone] = event.is_cancelled
    ? [eventTexts.cancelled, 'danger']
    : isOpen
      ? [eventMessages.upcoming, 'success']
      : [eventMessages.finished, 'muted'];
  return (
    <StatusBadge tone={tone} look="solid" className={className}>
      {label}
    </StatusBadge>
  );
}

/** The 'enchère en cours...' badge of an event selling a ticket by auction. */
export function AuctionBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-accent-ink ${className}`}
    >
      <Gavel aria-hidden="true" className="size-3.5" />
      {eventMessages.auctionBadge}
    </span>
  );
}

type EventCardProps = {
  event: Event;
  /** 3 under a section title (home page), 2 right under the page title (event list). */
  headingLevel?: 2 | 3;
  /** The first card of a list, on the first screen: its picture is the page's largest, fetched first. */
  isPriority?: boolean;
};

/**
 * An event card: picture, status, auction badge, name, date, time, place, places left, price label and a link
 * to the event page whose target covers the whole card: `Réserver` while the event can be reserved, else
 * `Voir l’événement` (past or sold out: the page shows why, nothing to reserve).
 */
export function EventCard({ event, headingLevel = 3, isPriority = false }: EventCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const places = totalPlaces(event);
  const canReserve = isReservable(event);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-ink-700 bg-ink-900 transition-colors focus-within:border-accent hover:border-ink-600">
      <div className="relative aspect-video overflow-hidden bg-ink-800">
        <EventImage
          event={event}
          isPriority={isPriority}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <span className="absolute top-3 left-3 max-w-[55%] truncate rounded-full bg-ink-950/90 px-2.5 py-1 text-xs font-medium text-fg">
          {event.category.name}
        </span>
        <EventStatusBadge event={event} className="absolute top-3 right-3" />
        {hasAuction(event) && <AuctionBadge className="absolute bottom-3 left-3" />}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading className="line-clamp-2 text-base font-semibold leading-snug">{event.name}</Heading>
        <IconList>
          <IconItem icon={CalendarDays}>
            <time dateTime={event.date}>{formatLongDate(event.date)}</time>
          </IconItem>
          <IconItem icon={Clock}>
            <time dateTime={`${event.date}T${formatTime(event.time)}`}>{formatTime(event.time)}</time>
          </IconItem>
          <IconItem icon={MapPin} shrinks>
            <span className="truncate">{event.location}</span>
          </IconItem>
          {places > 0 && !event.is_cancelled && (
            <IconItem icon={Users}>
              <span>{eventTexts.places(places)}</span>
            </IconItem>
          )}
        </IconList>
        <div className="mt-auto flex items-end justify-between gap-3 pt-1">
          {event.is_cancelled ? (
            <span className="text-sm font-semibold text-red-300">{eventTexts.cancelledNote}</span>
          ) : (
            <PriceLabel event={event} />
          )}
          {/* The link's ::after covers the whole card, so the card is one large tap target. */}
          <Link
            to={`/events/${event.serial_id}`}
            className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition-colors after:absolute after:inset-0 after:content-[''] ${
              canReserve
                ? 'bg-accent text-accent-ink hover:bg-accent-soft'
                : 'border border-ink-600 text-fg hover:border-fg'
            }`}
          >
            {canReserve ? eventTexts.cardCta : eventTexts.cardDetails}
            <span className="sr-only"> : {event.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
