import { eventMessages } from '@sanza/contracts/constants';
import { Search, X } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, LoadError } from '../../../components/ui/load-states.tsx';
import { useSteppedCount } from '../../../lib/use-stepped-count.ts';
import { useEvents } from '../queries.ts';
import {
  EVENT_FILTERS,
  EVENT_SORTS,
  type EventCriteria,
  type EventFilter,
  type EventSort,
  selectEvents,
} from '../rules.ts';
import { eventTexts } from '../texts.ts';
import { EventCard } from './event-card.tsx';
import { EventFilters } from './event-filters.tsx';
import { EventGridSkeleton } from './event-grid-skeleton.tsx';

/** Names of the list's parameters in the address, so a shared link or the back button keeps the choice. */
const PARAM = { search: 'q', filter: 'filtre', sort: 'tri' } as const;

/** Cards drawn per step: a phone's first screen and more (a wide screen's two rows of three). */
const LIST_STEP = 6;

/**
 * Cards whose picture is fetched at once, first: on a phone the first card's picture is the page's largest
 * paint (lazy, it waited for layout and Lighthouse flagged it); the others wait to be scrolled to.
 */
const PRIORITY_CARDS = 1;

const pick = <T extends string>(options: readonly T[], raw: string | null, fallback: T): T =>
  options.includes(raw as T) ? (raw as T) : fallback;

/** The list's search, filter and sort, read from and written to the address (replacing the entry). */
function useCriteria(): [EventCriteria, (change: Partial<EventCriteria>) => void] {
  const [params, setParams] = useSearchParams();
  const criteria: EventCriteria = {
    search: params.get(PARAM.search) ?? '',
    filter: pick<EventFilter>(EVENT_FILTERS, params.get(PARAM.filter), 'all'),
    sort: pick<EventSort>(EVENT_SORTS, params.get(PARAM.sort), 'date'),
  };
  const update = (change: Partial<EventCriteria>) => {
    const next = { ...criteria, ...change };
    const out = new URLSearchParams();
    if (next.search) out.set(PARAM.search, next.search);
    if (next.filter !== 'all') out.set(PARAM.filter, next.filter);
    if (next.sort !== 'date') out.set(PARAM.sort, next.sort);
    setParams(out, { replace: true, preventScrollReset: true });
  };
  return [criteria, update];
}

/** The event list: title, search by name, the 'Filtres' panel and the grid of cards. */
export function EventCatalog() {
  const { data: events, isPending, isError, isFetching, refetch } = useEvents();
  const [criteria, setCriteria] = useCriteria();
  const shown = useMemo(() => (events ? selectEvents(events, criteria) : []), [events, criteria]);
  // A screen's worth first, the rest in the next tasks (lib/use-stepped-count.ts).
  const drawn = useSteppedCount(shown.length, LIST_STEP);

  return (
    <div className="@container space-y-5">
      <h1 className="text-3xl font-extrabold tracking-tight">{eventTexts.listTitle}</h1>

      <search className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="relative min-w-0 flex-1">
          <label htmlFor="event-search" className="sr-only">
            {eventTexts.searchLabel}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id="event-search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            value={criteria.search}
            onChange={(event) => setCriteria({ search: event.target.value })}
            placeholder={eventTexts.searchPlaceholder}
            className="block min-h-11 w-full rounded-full border border-ink-600 bg-ink-900 py-2 pr-11 pl-11 text-base text-fg placeholder:text-muted/70 focus:border-accent focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          {criteria.search && (
            <button
              type="button"
              onClick={() => setCriteria({ search: '' })}
              aria-label={eventTexts.clearSearch}
              className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-full text-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        <EventFilters
          filter={criteria.filter}
          sort={criteria.sort}
          onFilterChange={(filter) => setCriteria({ filter })}
          onSortChange={(sort) => setCriteria({ sort })}
        />
      </search>

      {isPending ? (
        <EventGridSkeleton count={6} />
      ) : isError ? (
        <LoadError
          message={eventMessages.listLoadError}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {eventTexts.resultCount(shown.length)}
          </p>
          {shown.length === 0 ? (
            <EmptyState compact>{eventMessages.emptySearch}</EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
              {shown.slice(0, drawn).map((event, index) => (
                <li key={event.serial_id} className="lazy-card flex">
                  <EventCard event={event} headingLevel={2} isPriority={index < PRIORITY_CARDS} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
