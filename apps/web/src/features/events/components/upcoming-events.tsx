import { eventMessages } from '@sanza/contracts/constants';
import { useUpcomingEvents } from '../queries.ts';
import { EventCard } from './event-card.tsx';
import { EventGridSkeleton } from './event-grid-skeleton.tsx';

/** Most cards the home page shows (two rows of three on a wide screen); « Voir tout » leads to the full list. */
const HOME_EVENT_LIMIT = 6;

/** The home page's grid of upcoming events of one category (or all), with its loading and error states. */
export function UpcomingEvents({ categoryId }: { categoryId: string | null }) {
  const { data: events, isPending, isError, refetch, isFetching } = useUpcomingEvents(categoryId);

  if (isPending) return <EventGridSkeleton />;
  if (isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-900 bg-red-950/60 p-4 text-sm text-red-200 sm:flex-row sm:items-center sm:justify-between"
      >
        <p>{eventMessages.listLoadError}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="rounded-full border border-red-800 px-3 py-1.5 font-semibold hover:bg-red-900/50 disabled:opacity-60"
        >
          Réessayer
        </button>
      </div>
    );
  }
  if (events.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-ink-700 p-6 text-center text-sm text-muted">
        {categoryId
          ? 'Aucun événement à venir dans cette catégorie.'
          : 'Aucun événement à venir pour le moment.'}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
      {events.slice(0, HOME_EVENT_LIMIT).map((event) => (
        <li key={event.serial_id} className="lazy-card flex">
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
