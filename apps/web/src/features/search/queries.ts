import type { SearchKind } from '@sanza/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSearch, fetchSearchFilters, type SearchRequest } from './api.ts';

/** Query keys of the search area. */
export const searchKeys = {
  all: ['search'] as const,
  results: (request: SearchRequest) => [...searchKeys.all, 'results', request] as const,
  filters: (kind: SearchKind) => [...searchKeys.all, 'filters', kind] as const,
};

/** Query options, reusable by hooks and tests. */
export const searchQueries = {
  results: (request: SearchRequest) =>
    queryOptions({
      queryKey: searchKeys.results(request),
      queryFn: ({ signal }) => fetchSearch(request, signal),
      retry: false,
    }),
  filters: (kind: SearchKind) =>
    queryOptions({
      queryKey: searchKeys.filters(kind),
      queryFn: ({ signal }) => fetchSearchFilters(kind, signal),
      // Genres change rarely: kept for the session once read.
      staleTime: 10 * 60_000,
      retry: false,
    }),
};

/** One page of hits; nothing is asked while the query is blank (a blank query clears the results). */
export function useSearchResults(request: SearchRequest) {
  return useQuery({ ...searchQueries.results(request), enabled: request.q.trim() !== '' });
}

/** The genre names offered as chips; a failed load offers none. */
export function useSearchGenres(kind: SearchKind): string[] {
  const { data } = useQuery(searchQueries.filters(kind));
  return data?.filters.genres ?? [];
}
