import type { Event } from '@sanza/contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { retryUnlessClientError } from '../../lib/query-retry.ts';
import {
  type EventListFilters,
  fetchAuctionForTicketType,
  fetchCategories,
  fetchEvent,
  fetchEvents,
  fetchFollowedEvents,
  fetchPriorityEvents,
} from './api.ts';

/** What the home panel shows: how many events, of which lowest priority (the staff's editorial page says it too). */
export { PRIORITY_PANEL_QUERY } from './api.ts';

/** Query keys of the events area. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (filters: EventListFilters) => [...eventKeys.lists(), filters] as const,
  categories: () => [...eventKeys.all, 'categories'] as const,
  priority: () => [...eventKeys.all, 'priority'] as const,
  followed: () => [...eventKeys.all, 'followed'] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (serialId: string) => [...eventKeys.details(), serialId] as const,
  auctionOf: (ticketTypeId: number) => [...eventKeys.all, 'auction-of', ticketTypeId] as const,
};

/** Query options, reusable by hooks and route loaders. */
export const eventQueries = {
  list: (filters: EventListFilters) =>
    queryOptions({
      queryKey: eventKeys.list(filters),
      queryFn: ({ signal }) => fetchEvents(filters, signal),
    }),
  categories: () =>
    queryOptions({ queryKey: eventKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal) }),
  priority: () =>
    queryOptions({ queryKey: eventKeys.priority(), queryFn: ({ signal }) => fetchPriorityEvents(signal) }),
  detail: (serialId: string) =>
    queryOptions({
      queryKey: eventKeys.detail(serialId),
      queryFn: ({ signal }) => fetchEvent(serialId, signal),
      retry: retryUnlessClientError,
    }),
  /** The auction of an auction-type ticket; looked up when the ticket is chosen, never kept stale for long. */
  auctionOf: (ticketTypeId: number) =>
    queryOptions({
      queryKey: eventKeys.auctionOf(ticketTypeId),
      queryFn: ({ signal }) => fetchAuctionForTicketType(ticketTypeId, signal),
      retry: false,
      staleTime: 0,
    }),
};

/** The events of one category, or all of them when `categoryId` is null. */
export function filterByCategory(events: readonly Event[], categoryId: string | null): Event[] {
  return categoryId ? events.filter((event) => event.category.serial_id === categoryId) : [...events];
}

/**
 * Upcoming events, filtered on the client by category: the whole upcoming list is fetched once and
 * switching categories costs no request (data is precious on mobile).
 */
export function useUpcomingEvents(categoryId: string | null) {
  const select = useCallback((events: Event[]) => filterByCategory(events, categoryId), [categoryId]);
  return useQuery({ ...eventQueries.list({ upcoming: true }), select });
}

/** Every event category. */
export function useCategories() {
  return useQuery(eventQueries.categories());
}

/** The right panel's priority events. */
/** « Vos artistes en concert »: only asked for a signed-in listener. */
export function useFollowedEvents(isSignedIn: boolean) {
  return useQuery({
    queryKey: eventKeys.followed(),
    queryFn: ({ signal }) => fetchFollowedEvents(signal),
    enabled: isSignedIn,
  });
}

export function usePriorityEvents() {
  return useQuery(eventQueries.priority());
}

/** Every event (`GET /events/`), for the event list, which filters and sorts on the client. */
export function useEvents() {
  return useQuery(eventQueries.list({}));
}

/** The event of `serialId` as found in any list already downloaded, to show at once while it loads. */
function findInLists(queryClient: QueryClient, serialId: string): Event | undefined {
  const lists = [
    ...queryClient.getQueriesData<Event[]>({ queryKey: eventKeys.lists() }),
    ...queryClient.getQueriesData<Event[]>({ queryKey: eventKeys.priority() }),
  ];
  for (const [, events] of lists) {
    const found = events?.find((event) => event.serial_id === serialId);
    if (found) return found;
  }
  return undefined;
}

/**
 * One event. Coming from a list, the card's data shows at once (`isPlaceholderData`) while the page's own
 * request, which counts the view and brings fresh stock, completes: one round trip less to wait on a slow line.
 */
export function useEvent(serialId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...eventQueries.detail(serialId),
    placeholderData: () => findInLists(queryClient, serialId),
  });
}
