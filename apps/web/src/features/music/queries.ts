import { QUERY_STALE_TIME_MS } from '@sanza/contracts/constants';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { keptOffline } from '../../lib/kept-query.ts';
import {
  type AlbumListKind,
  type ArtistListFilters,
  fetchAlbum,
  fetchAlbums,
  fetchAlbumTracks,
  fetchArtist,
  fetchArtistAlbums,
  fetchArtistEvents,
  fetchArtistSongs,
  fetchArtists,
  fetchGenres,
  fetchHomeSection,
  fetchLikeStatus,
  fetchSong,
  fetchSubscription,
  type HomeSection,
} from './api.ts';
import { TimeoutError } from './rules.ts';

/** Query keys of the music area. */
export const musicKeys = {
  all: ['music'] as const,
  home: (section: HomeSection) => [...musicKeys.all, 'home', section] as const,
  songs: () => [...musicKeys.all, 'song'] as const,
  song: (id: string) => [...musicKeys.songs(), id] as const,
  likeStatus: (id: string) => [...musicKeys.all, 'like-status', id] as const,
  albums: () => [...musicKeys.all, 'albums'] as const,
  albumList: (kind: AlbumListKind) => [...musicKeys.albums(), 'list', kind] as const,
  album: (id: string) => [...musicKeys.albums(), 'detail', id] as const,
  albumTracks: (id: string) => [...musicKeys.albums(), 'tracks', id] as const,
  genres: () => [...musicKeys.all, 'genres'] as const,
  artists: () => [...musicKeys.all, 'artists'] as const,
  artistList: (filters: ArtistListFilters) => [...musicKeys.artists(), 'list', filters] as const,
  artist: (id: string) => [...musicKeys.artists(), 'detail', id] as const,
  artistAlbums: (id: string) => [...musicKeys.artists(), 'albums', id] as const,
  artistSongs: (id: string) => [...musicKeys.artists(), 'songs', id] as const,
  artistEvents: (id: number) => [...musicKeys.artists(), 'events', id] as const,
  subscription: (id: string) => [...musicKeys.all, 'subscription', id] as const,
};

/** A 4xx or a time-out will not change on a second try at once; anything else is retried once. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof TimeoutError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

// Music queries stay fresh 60 s.
const staleTime = QUERY_STALE_TIME_MS;

/** An artist's upcoming concerts change rarely (the server caches them too): asked again after 5 minutes. */
export const ARTIST_EVENTS_STALE_TIME_MS = 5 * 60_000;

/** Query options, reusable by hooks and route loaders. */
export const musicQueries = {
  home: <S extends HomeSection>(section: S) =>
    queryOptions({
      queryKey: musicKeys.home(section),
      queryFn: ({ signal }) => fetchHomeSection(section, signal),
      staleTime,
      retry: retryOnce,
    }),
  song: (id: string) =>
    queryOptions({
      queryKey: musicKeys.song(id),
      ...keptOffline(`song:${id}`, (signal) => fetchSong(id, signal)),
      staleTime,
      retry: retryOnce,
    }),
  // Per user: always asked again when a page shows it (a shared phone may have changed hands).
  likeStatus: (id: string) =>
    queryOptions({
      queryKey: musicKeys.likeStatus(id),
      queryFn: ({ signal }) => fetchLikeStatus(id, signal),
      staleTime: 0,
      retry: false,
    }),
  albumList: (kind: AlbumListKind) =>
    queryOptions({
      queryKey: musicKeys.albumList(kind),
      queryFn: ({ signal }) => fetchAlbums(kind, signal),
      staleTime,
    }),
  album: (id: string) =>
    queryOptions({
      queryKey: musicKeys.album(id),
      ...keptOffline(`album:${id}`, (signal) => fetchAlbum(id, signal)),
      staleTime,
      retry: retryOnce,
    }),
  albumTracks: (id: string) =>
    queryOptions({
      queryKey: musicKeys.albumTracks(id),
      ...keptOffline(`album-tracks:${id}`, (signal) => fetchAlbumTracks(id, signal)),
      staleTime,
      retry: retryOnce,
    }),
  genres: () =>
    queryOptions({ queryKey: musicKeys.genres(), queryFn: ({ signal }) => fetchGenres(signal), staleTime }),
  artists: (filters: ArtistListFilters) =>
    infiniteQueryOptions({
      queryKey: musicKeys.artistList(filters),
      queryFn: ({ pageParam, signal }) => fetchArtists(filters, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
      staleTime,
    }),
  artist: (id: string) =>
    queryOptions({
      queryKey: musicKeys.artist(id),
      ...keptOffline(`artist:${id}`, (signal) => fetchArtist(id, signal)),
      staleTime,
      retry: retryOnce,
    }),
  artistAlbums: (id: string) =>
    queryOptions({
      queryKey: musicKeys.artistAlbums(id),
      ...keptOffline(`artist-albums:${id}`, (signal) => fetchArtistAlbums(id, signal)),
      staleTime,
      retry: retryOnce,
    }),
  artistSongs: (id: string) =>
    queryOptions({
      queryKey: musicKeys.artistSongs(id),
      ...keptOffline(`artist-songs:${id}`, (signal) => fetchArtistSongs(id, signal)),
      staleTime,
      retry: retryOnce,
    }),
  artistEvents: (id: number) =>
    queryOptions({
      queryKey: musicKeys.artistEvents(id),
      ...keptOffline(`artist-events:${id}`, (signal) => fetchArtistEvents(id, signal)),
      staleTime: ARTIST_EVENTS_STALE_TIME_MS,
      retry: retryOnce,
    }),
  subscription: (id: string) =>
    queryOptions({
      queryKey: musicKeys.subscription(id),
      queryFn: ({ signal }) => fetchSubscription(id, signal),
      staleTime: 0,
      retry: false,
    }),
};

/** One home section's list. */
export function useHomeSection<S extends HomeSection>(section: S) {
  return useQuery(musicQueries.home(section));
}

/** One song. */
export function useSong(id: string) {
  return useQuery(musicQueries.song(id));
}

/** Whether the signed-in user likes the song; not asked when signed out. */
export function useLikeStatus(id: string, isSignedIn: boolean) {
  return useQuery({ ...musicQueries.likeStatus(id), enabled: isSignedIn });
}

/** One of the album lists of /albums. */
export function useAlbumList(kind: AlbumListKind) {
  return useQuery(musicQueries.albumList(kind));
}

/** One album with its songs. */
export function useAlbum(id: string) {
  return useQuery(musicQueries.album(id));
}

/** An album's songs; not asked while `id` is null (a single without album). */
export function useAlbumTracks(id: string | null) {
  return useQuery({ ...musicQueries.albumTracks(id ?? ''), enabled: id !== null });
}

/** Every genre, for the chips of /albums. */
export function useGenres() {
  return useQuery(musicQueries.genres());
}

/** The artist directory, a page at a time; the previous list stays while a new search loads. */
export function useArtistDirectory(filters: ArtistListFilters) {
  return useInfiniteQuery({ ...musicQueries.artists(filters), placeholderData: keepPreviousData });
}

/** One artist's profile. */
export function useArtist(id: string) {
  return useQuery(musicQueries.artist(id));
}

/** One artist's albums. */
export function useArtistAlbums(id: string) {
  return useQuery(musicQueries.artistAlbums(id));
}

/** One artist's songs. */
export function useArtistSongs(id: string) {
  return useQuery(musicQueries.artistSongs(id));
}

/** The upcoming events an artist plays (numeric id), soonest first; not asked while `id` is null. */
export function useArtistEvents(id: number | null) {
  return useQuery({ ...musicQueries.artistEvents(id ?? 0), enabled: id !== null });
}

/** Whether the signed-in user follows the artist; not asked when signed out. */
export function useSubscription(id: string, isSignedIn: boolean) {
  return useQuery({ ...musicQueries.subscription(id), enabled: isSignedIn });
}
