import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../lib/query-retry.ts';
import {
  fetchFeatured,
  fetchFirstResults,
  fetchHidden,
  fetchReportedPlaylists,
  fetchStudioEvents,
} from './moderation-api.ts';

/** Query keys of the staff tools. */
export const staffKeys = {
  all: ['staff-tools'] as const,
  hidden: () => [...staffKeys.all, 'hidden'] as const,
  // Under `hidden`: hiding or showing anything asks the reported playlists again too.
  reportedPlaylists: () => [...staffKeys.hidden(), 'reported-playlists'] as const,
  searches: () => [...staffKeys.all, 'search'] as const,
  search: (kind: string, q: string) => [...staffKeys.searches(), kind, q] as const,
  events: () => [...staffKeys.all, 'events'] as const,
  featured: () => [...staffKeys.all, 'featured'] as const,
};

/** Searches start at this many characters (one letter matches half the catalogue). */
export const SEARCH_MIN_LENGTH = 2;

export const staffQueries = {
  hidden: () =>
    queryOptions({
      queryKey: staffKeys.hidden(),
      queryFn: ({ signal }) => fetchHidden(signal),
      retry: retryUnlessClientError,
    }),
  reportedPlaylists: () =>
    queryOptions({
      queryKey: staffKeys.reportedPlaylists(),
      queryFn: ({ signal }) => fetchReportedPlaylists(signal),
      retry: retryUnlessClientError,
    }),
  search: <K extends 'events' | 'music' | 'albums' | 'playlists'>(kind: K, q: string) =>
    queryOptions({
      queryKey: staffKeys.search(kind, q),
      queryFn: ({ signal }) => fetchFirstResults(kind, q, signal),
      retry: retryUnlessClientError,
      enabled: q.length >= SEARCH_MIN_LENGTH,
    }),
  events: () =>
    queryOptions({
      queryKey: staffKeys.events(),
      queryFn: ({ signal }) => fetchStudioEvents(signal),
      retry: retryUnlessClientError,
    }),
  featured: () =>
    queryOptions({
      queryKey: staffKeys.featured(),
      queryFn: ({ signal }) => fetchFeatured(signal),
      retry: retryUnlessClientError,
    }),
};

export const useHidden = () => useQuery(staffQueries.hidden());
export const useReportedPlaylists = () => useQuery(staffQueries.reportedPlaylists());
export const useStaffSearch = <K extends 'events' | 'music' | 'albums' | 'playlists'>(kind: K, q: string) =>
  useQuery(staffQueries.search(kind, q));
export const useStaffEvents = () => useQuery(staffQueries.events());
export const useFeatured = () => useQuery(staffQueries.featured());
