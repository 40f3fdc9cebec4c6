import { type Event, eventMessages, lowestPrice } from '@sanza/contracts';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import fallbackImage from '../../../assets/event-fallback.svg';
import { formatLongDate, formatPrice, formatTime } from '../../../lib/format.ts';

/** The price line of a card: `Gratuit` when the cheapest ticket is free, else `À partir de …`. */
function PriceLabel({ event }: { event: Event }) {
  const lowest = lowestPrice(event.ticket_types);
  if (lowest === null) return <span className="text-sm text-muted">{eventMessages.noPrice}</span>;
  if (lowest === 0) return <span className="font-semibold text-emerald-400">{eventMessages.free}</span>;
  return (
    <span className="flex flex-col leading-tight">
      <span className="text-xs text-muted">{eventMessages.fromPrice}</span>
      <span className="font-semibold text-accent">{formatPrice(lowest)}</span>
    </span>
  );
}

type EventImageProps = {
  event: Event;
  className?: string;
  /** True where the event's name is written right next to the picture, so the picture adds nothing. */
  isDecorative?: boolean;
};

/** An event's picture; a missing or broken image shows the generic cover instead. */
export function EventImage({ event, className, isDecorative = false }: EventImageProps) {
  const [failed, setFailed] = useState(false);
  const useFallback = failed || !event.image;
  return (
    <img
      src={useFallback ? fallbackImage : (event.image ?? undefined)}
      // The generic cover says nothing about the event: it is decorative.
      alt={useFallback || isDecorative ? '' : `Affiche de ${event.name}`}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}

/** A home-page event card: picture, name, date, time, category, lowest price and a `Réserver` link. */
export function EventCard({ event }: { event: Event }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-ink-700 bg-ink-900 transition-colors focus-within:border-accent hover:border-ink-600">
      <div className="relative aspect-video overflow-hidden bg-ink-800">
        <EventImage
          event={event}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <span className="absolute top-3 left-3 rounded-full bg-ink-950/80 px-2.5 py-1 text-xs font-medium text-fg backdrop-blur">
          {event.category.name}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="line-clamp-2 text-base font-semibold leading-snug">{event.name}</h3>
        <ul className="space-y-1.5 text-sm text-muted">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <time dateTime={event.date}>{formatLongDate(event.date)}</time>
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            <time dateTime={`${event.date}T${formatTime(event.time)}`}>{formatTime(event.time)}</time>
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{event.location}</span>
          </li>
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 pt-1">
          <PriceLabel event={event} />
          {/* The link's ::after covers the whole card, so the card is one large tap target. */}
          <Link
            to={`/events/${event.serial_id}`}
            className="rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-ink transition-colors after:absolute after:inset-0 after:content-[''] hover:bg-accent-soft"
          >
            Réserver<span className="sr-only"> : {event.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
