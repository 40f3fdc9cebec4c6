import type { Event } from '@sanza/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type EventListFilters, fetchCategories, fetchEvents, fetchPriorityEvents } from './api.ts';

/** Query keys of the events area. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (filters: EventListFilters) => [...eventKeys.lists(), filters] as const,
  categories: () => [...eventKeys.all, 'categories'] as const,
  priority: () => [...eventKeys.all, 'priority'] as const,
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
export function usePriorityEvents() {
  return useQuery(eventQueries.priority());
}
