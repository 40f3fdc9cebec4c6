import type { SearchFilters, SearchKind, SearchResults } from '@sanza/contracts';
import { apiGet } from '../../lib/api-client.ts';

/** What one search asks: the words, the filters, the sort and the page. */
export type SearchRequest = {
  kind: SearchKind;
  q: string;
  genre: string;
  /** A start date (YYYY-MM-DD) or '' for all dates. */
  dateRange: string;
  ordering: string;
  page: number;
  pageSize: number;
};

/** `GET /search/{kind}/?q&genre&ordering&page&page_size&date_range`. */
export function fetchSearch<K extends SearchKind>(
  request: SearchRequest & { kind: K },
  signal?: AbortSignal,
): Promise<SearchResults[K]> {
  const params = new URLSearchParams({
    q: request.q,
    page: String(request.page),
    page_size: String(request.pageSize),
  });
  if (request.genre) params.set('genre', request.genre);
  if (request.ordering) params.set('ordering', request.ordering);
  if (request.dateRange) params.set('date_range', request.dateRange);
  return apiGet<SearchResults[K]>(`/search/${request.kind}/?${params}`, signal);
}

/** `GET /search/{kind}/filters/`: the genre chips of a kind. */
export function fetchSearchFilters(
  kind: SearchKind,
  signal?: AbortSignal,
): Promise<{ filters: SearchFilters }> {
  return apiGet<{ filters: SearchFilters }>(`/search/${kind}/filters/`, signal);
}
