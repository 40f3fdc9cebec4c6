import type { Event } from '@sanza/contracts';
import { eventMessages } from '@sanza/contracts/constants';
import { ArrowRight, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-states.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { formatShortDate, formatTime } from '../../../lib/format.ts';
import { useIsSignedIn } from '../../auth/store.ts';
import { useFollowedEvents, usePriorityEvents } from '../queries.ts';
import { eventTexts } from '../texts.ts';
import { EventImage } from './event-image.tsx';

const SKELETON_COUNT = 3;

/** The list's layout: a column in the right panel, a row scrolling sideways as a strip. */
const listClass = (isStrip: boolean) =>
  isStrip
    ? '-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:scroll-px-6 sm:px-6'
    : 'space-y-1';

function SkeletonItem({ isStrip }: { isStrip: boolean }) {
  return (
    <li
      className={`flex items-center gap-3 rounded-xl p-2 ${isStrip ? 'w-64 shrink-0 border border-transparent' : ''}`}
    >
      <SkeletonBar className="size-14 shrink-0 rounded-lg" />
      <div className="flex-1 space-y-2">
        <SkeletonBar className="h-4 w-4/5 rounded" />
        <SkeletonBar className="h-3 w-1/2 rounded" />
      </div>
    </li>
  );
}

function PanelItem({ event, isStrip }: { event: Event; isStrip: boolean }) {
  return (
    <li className={isStrip ? 'w-64 shrink-0 snap-start' : undefined}>
      <Link
        to={`/events/${event.serial_id}`}
        className={`flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-ink-800 ${isStrip ? 'h-full border border-ink-800 bg-ink-900' : ''}`}
      >
        <EventImage
          event={event}
          isDecorative
          className="size-14 shrink-0 rounded-lg bg-ink-800 object-cover"
        />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 text-sm font-semibold leading-snug">{event.name}</span>
          <span className="mt-0.5 block truncate text-xs text-muted">
            {formatShortDate(event.date)} · {formatTime(event.time)} · {event.category.name}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** « Vos artistes en concert »: for a signed-in listener whose followed artists play soon. */
function FollowedConcerts({ isStrip }: { isStrip: boolean }) {
  const { data: events } = useFollowedEvents(useIsSignedIn());
  if (!events?.length) return null;
  return (
    <section aria-labelledby="followed-concerts-title" className="flex flex-col gap-3">
      <h2 id="followed-concerts-title" className={isStrip ? 'text-xl font-bold' : 'text-base font-bold'}>
        {eventTexts.followedConcerts}
      </h2>
      <ul className={listClass(isStrip)}>
        {events.map((event) => (
          <PanelItem key={event.serial_id} event={event} isStrip={isStrip} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The right panel: priority events, a refresh button and a 'Voir tout' link to the event list. As a `strip`
 * (phones and tablets, where the right column does not show) the events scroll sideways under the
 * home page's hero.
 */
export function PriorityPanel({ isStrip = false }: { isStrip?: boolean }) {
  const { data: events, isPending, isError, isFetching, refetch } = usePriorityEvents();

  return (
    <div className="flex flex-col gap-6">
      <FollowedConcerts isStrip={isStrip} />
      <section aria-labelledby="priority-panel-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="priority-panel-title" className={isStrip ? 'text-xl font-bold' : 'text-base font-bold'}>
            À la une
          </h2>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            aria-label="Actualiser les événements à la une"
            className="grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-ink-800 hover:text-fg disabled:cursor-wait"
          >
            <RefreshCw aria-hidden="true" className={`size-4 ${isFetching ? 'animate-spin' : ''}`} />
          </button>
        </div>

        {isPending ? (
          <div role="status">
            <span className="sr-only">Chargement des événements à la une…</span>
            <ul aria-hidden="true" className={listClass(isStrip)}>
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons have no identity
                <SkeletonItem key={i} isStrip={isStrip} />
              ))}
            </ul>
          </div>
        ) : isError ? (
          <LoadError message={eventMessages.panelLoadError} />
        ) : events.length === 0 ? (
          <p className="text-sm text-muted">Aucun événement à la une pour le moment.</p>
        ) : (
          <ul className={listClass(isStrip)}>
            {events.map((event) => (
              <PanelItem key={event.serial_id} event={event} isStrip={isStrip} />
            ))}
          </ul>
        )}

        <Link
          to="/events"
          className="inline-flex items-center gap-1.5 self-start rounded-full px-2 py-1 text-sm font-semibold text-accent hover:text-accent-soft"
        >
          Voir tout
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </div>
  );
}
