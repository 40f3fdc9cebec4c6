import type { Event } from '@sanza/contracts';
import { eventMessages } from '@sanza/contracts/constants';
import { ArrowLeft, CalendarDays, Clock, MapPin, Mic2, Tag, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { formatLongDate, formatTime } from '../../../lib/format.ts';
import { hasAuction, totalPlaces } from '../rules.ts';
import { eventTexts } from '../texts.ts';
import { AuctionBadge, EventStatusBadge } from './event-card.tsx';
import { EventImage } from './event-image.tsx';

/** The back link of the event page, to the event list. */
export function BackToEvents() {
  return (
    <Link
      to="/events"
      className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-muted hover:text-fg"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {eventTexts.back}
    </Link>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2.5">
      <span className="mt-0.5 shrink-0 text-accent">{icon}</span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/** The top of the event page: banner, name, status and badges. */
export function EventHeader({ event }: { event: Event }) {
  return (
    <header className="space-y-4">
      <div className="relative aspect-video max-h-80 w-full overflow-hidden rounded-3xl bg-ink-800 sm:aspect-[21/9]">
        <EventImage event={event} isPriority className="h-full w-full object-cover" />
        <div className="absolute top-3 right-3 left-3 flex flex-wrap justify-end gap-2">
          {hasAuction(event) && <AuctionBadge />}
          <EventStatusBadge event={event} />
        </div>
      </div>
      <h1 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-4xl">{event.name}</h1>
    </header>
  );
}

/** The event's key facts: organiser, long French date, time, place and places left. */
export function EventFacts({ event }: { event: Event }) {
  const places = totalPlaces(event);
  const icon = 'size-5';
  return (
    <ul className="grid gap-3 text-sm sm:grid-cols-2">
      <Fact icon={<UserRound aria-hidden="true" className={icon} />}>
        {eventTexts.organizedBy} <span className="font-semibold">{event.organizer.username}</span>
      </Fact>
      <Fact icon={<CalendarDays aria-hidden="true" className={icon} />}>
        <time dateTime={event.date}>{formatLongDate(event.date)}</time>
      </Fact>
      <Fact icon={<Clock aria-hidden="true" className={icon} />}>
        <time dateTime={`${event.date}T${formatTime(event.time)}`}>{formatTime(event.time)}</time>
      </Fact>
      <Fact icon={<MapPin aria-hidden="true" className={icon} />}>{event.location}</Fact>
      <Fact icon={<Users aria-hidden="true" className={icon} />}>
        {event.is_cancelled
          ? eventTexts.cancelledNote
          : places > 0
            ? eventTexts.remainingPlaces(places)
            : eventMessages.soldOut}
      </Fact>
    </ul>
  );
}

/** The confirmed artists of the event, each linking to their page; nothing without any. */
export function EventLineup({ event }: { event: Event }) {
  const artists = event.artists ?? [];
  if (artists.length === 0) return null;
  return (
    <section aria-labelledby="event-lineup" className="space-y-2">
      <h2 id="event-lineup" className="text-lg font-bold">
        {eventTexts.lineupTitle}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {artists.map((a) => (
          <li key={a.id}>
            <Link
              to={`/artists/${a.id}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-700 bg-ink-900 py-1 pr-4 pl-1 text-sm font-semibold hover:border-ink-600 hover:bg-ink-800"
            >
              {a.image ? (
                <img
                  src={a.image}
                  alt=""
                  width={36}
                  height={36}
                  loading="lazy"
                  className="size-9 rounded-full object-cover"
                />
              ) : (
                <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-ink-700">
                  <Mic2 className="size-4 text-accent" />
                </span>
              )}
              {a.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The event's description, then its category's name and description. */
export function EventAbout({ event }: { event: Event }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="event-about" className="space-y-2">
        <h2 id="event-about" className="text-lg font-bold">
          {eventTexts.aboutTitle}
        </h2>
        <p className="text-sm leading-relaxed whitespace-pre-line text-fg/90">{event.description}</p>
      </section>

      <section aria-labelledby="event-category" className="rounded-2xl border border-ink-700 bg-ink-900 p-4">
        <h2 id="event-category" className="text-xs font-semibold tracking-wide text-muted uppercase">
          {eventTexts.categoryTitle}
        </h2>
        <p className="mt-1 flex items-center gap-2 font-semibold">
          <Tag aria-hidden="true" className="size-4 text-accent" />
          {event.category.name}
        </p>
        {event.category.description && (
          <p className="mt-1 text-sm text-muted">{event.category.description}</p>
        )}
      </section>
    </div>
  );
}

/** The event page while the event loads: banner and text shapes, announced once. */
export function EventDetailSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{eventTexts.loadingEvent}</span>
      <SkeletonBar className="aspect-video max-h-80 w-full rounded-3xl" />
      <SkeletonBar className="h-8 w-2/3 rounded" />
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
        {[1, 2, 3, 4].map((i) => (
          <SkeletonBar key={i} className="h-5 rounded" />
        ))}
      </div>
    </div>
  );
}
