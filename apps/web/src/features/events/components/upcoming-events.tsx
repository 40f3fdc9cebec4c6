import { eventMessages } from '@sanza/contracts/constants';
import { EmptyState, LoadError } from '../../../components/ui/load-states.tsx';
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
      <LoadError
        message={eventMessages.listLoadError}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  }
  if (events.length === 0) {
    return (
      <EmptyState compact>
        {categoryId
          ? 'Aucun événement à venir dans cette catégorie.'
          : 'Aucun événement à venir pour le moment.'}
      </EmptyState>
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
