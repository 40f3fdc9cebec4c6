import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { keptOffline } from '../../lib/kept-query.ts';
import { retryUnlessClientError } from '../../lib/query-retry.ts';
import { fetchAvailableSongs, fetchFollowStatus, fetchMyPlaylists, fetchPlaylist } from './api.ts';

/** Query keys of playlists. */
export const playlistKeys = {
  all: ['playlists'] as const,
  mine: () => [...playlistKeys.all, 'mine'] as const,
  details: () => [...playlistKeys.all, 'detail'] as const,
  detail: (id: string) => [...playlistKeys.details(), id] as const,
  available: (id: string) => [...playlistKeys.all, 'available', id] as const,
  availableMatching: (id: string, search: string) => [...playlistKeys.available(id), search] as const,
  follow: (id: string) => [...playlistKeys.all, 'follow', id] as const,
};

/** Query options, reusable by hooks and loaders. */
export const playlistQueries = {
  mine: () =>
    queryOptions({
      queryKey: playlistKeys.mine(),
      ...keptOffline('my-playlists', (signal) => fetchMyPlaylists(signal)),
      retry: retryUnlessClientError,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: playlistKeys.detail(id),
      ...keptOffline(`playlist:${id}`, (signal) => fetchPlaylist(id, signal)),
      retry: retryUnlessClientError,
    }),
  available: (id: string, search: string) =>
    infiniteQueryOptions({
      queryKey: playlistKeys.availableMatching(id, search),
      queryFn: ({ pageParam, signal }) => fetchAvailableSongs(id, search, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
      retry: retryUnlessClientError,
      // While a new search loads, the previous results stay (no flash of an empty list).
      placeholderData: keepPreviousData,
    }),
  follow: (id: string) =>
    queryOptions({
      queryKey: playlistKeys.follow(id),
      queryFn: ({ signal }) => fetchFollowStatus(id, signal),
      retry: retryUnlessClientError,
    }),
};

/** The signed-in user's playlists. */
export function useMyPlaylists() {
  return useQuery(playlistQueries.mine());
}

/** One playlist with its songs (asks nothing while `id` is empty). */
export function usePlaylist(id: string) {
  return useQuery({ ...playlistQueries.detail(id), enabled: id !== '' });
}

/** Songs that can be added to a playlist, matching `search` (title or artist), page after page. */
export function useAvailableSongs(id: string, search: string) {
  return useInfiniteQuery(playlistQueries.available(id, search));
}

/** Whether the signed-in user follows a playlist; asks nothing for a visitor. */
export function useFollowStatus(id: string, isSignedIn: boolean) {
  return useQuery({ ...playlistQueries.follow(id), enabled: isSignedIn });
}
