import type { StudioEvent } from '@sanza/contracts';
import { CalendarPlus, ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { LoadError, LoadingBlocks } from '../../../../components/ui/load-states.tsx';
import { studioCardClass } from '../../../studio/components/studio-card.tsx';
import { useMyStudioEvents } from '../queries.ts';
import { studioEventsTexts } from '../texts.ts';
import { formatInZone } from '../time-zones.ts';
import { StatusBadge } from './status-badge.tsx';

const t = studioEventsTexts.list;

/** /studio/events: my events, newest first, with their status and ticket counts. */
export function StudioEventsList() {
  const events = useMyStudioEvents();
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t.title}</h1>
          <p className="text-sm text-muted">{t.intro}</p>
        </div>
        <Link to="/studio/events/new" className={buttonClass('primary')}>
          <CalendarPlus aria-hidden="true" className="size-5" />
          {t.create}
        </Link>
      </header>
      {events.isPending ? (
        <div role="status">
          <span className="sr-only">{t.loading}</span>
          <LoadingBlocks count={2} className="h-36" />
        </div>
      ) : events.isError ? (
        <LoadError message={t.loadFailed} onRetry={() => void events.refetch()} />
      ) : events.data.length === 0 ? (
        <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-3xl border border-ink-800 bg-ink-900 p-6 text-center">
          <CalendarPlus aria-hidden="true" className="size-10 text-accent" />
          <h2 className="text-lg font-bold">{t.emptyTitle}</h2>
          <p className="text-sm text-muted">{t.emptyHint}</p>
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {events.data.map((event) => (
            <li key={event.serial_id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EventCard({ event }: { event: StudioEvent }) {
  return (
    <article className={`${studioCardClass} h-full`}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-bold break-words">
          <Link
            to={`/studio/events/${event.serial_id}`}
            aria-label={t.manage(event.name)}
            className="hover:text-accent"
          >
            {event.name}
          </Link>
        </h2>
        <StatusBadge event={event} />
      </div>
      {event.hidden_reason && event.status !== 'cancelled' && (
        <p className="text-sm text-amber-200">{t.hiddenReason(event.hidden_reason)}</p>
      )}
      <div className="space-y-1 text-sm text-muted">
        <p className="first-letter:uppercase">{formatInZone(event.starts_at, event.time_zone)}</p>
        <p className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 break-words">{event.location || event.city}</span>
        </p>
      </div>
      <div>
        <h3 className="sr-only">{t.ticketsLabel}</h3>
        <ul className="divide-y divide-ink-800 rounded-2xl border border-ink-800">
          {event.ticket_types.map((type) => (
            <li
              key={type.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-sm"
            >
              <span className="font-semibold">{type.name}</span>
              <span className="text-muted">{t.soldHeldLeft(type.sold, type.held, type.left)}</span>
            </li>
          ))}
        </ul>
      </div>
      <Link
        to={`/studio/events/${event.serial_id}`}
        className="flex min-h-11 items-center justify-end gap-1 text-sm font-semibold text-accent"
        aria-hidden="true"
        tabIndex={-1}
      >
        {studioEventsTexts.event.editTitle}
        <ChevronRight className="size-4" />
      </Link>
    </article>
  );
}
