import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../lib/query-retry.ts';
import { fetchAlbumTracks, fetchAllSongs, fetchPlaylist } from './api.ts';
import { type PlayerTrack, toPlayerTrack } from './types.ts';

/** What the player page plays: an album, a playlist, or (any other type) every song. */
export type PlayerSourceKind = 'album' | 'playlist' | 'all';

/** The kind of list a `/player/{type}/{id}` address means. */
export function sourceKindOf(type: string | undefined): PlayerSourceKind {
  return type === 'album' || type === 'playlist' ? type : 'all';
}

/** A list for the player page: its title (album or playlist name, when known) and its tracks. */
export type PlayerSource = { title: string | null; tracks: PlayerTrack[] };

/** Query keys of the player. */
export const playerKeys = {
  all: ['player'] as const,
  source: (kind: PlayerSourceKind, id: string) =>
    [...playerKeys.all, 'source', kind, kind === 'all' ? '' : id] as const,
};

async function fetchSource(kind: PlayerSourceKind, id: string, signal: AbortSignal): Promise<PlayerSource> {
  if (kind === 'album') {
    const songs = await fetchAlbumTracks(id, signal);
    return { title: songs[0]?.album?.title ?? null, tracks: songs.map(toPlayerTrack) };
  }
  if (kind === 'playlist') {
    const playlist = await fetchPlaylist(id, signal);
    return { title: playlist.name, tracks: (playlist.contents ?? []).map(toPlayerTrack) };
  }
  return { title: null, tracks: (await fetchAllSongs(signal)).map(toPlayerTrack) };
}

/** Query options of the player's lists. */
export const playerQueries = {
  source: (kind: PlayerSourceKind, id: string) =>
    queryOptions({
      queryKey: playerKeys.source(kind, id),
      queryFn: ({ signal }) => fetchSource(kind, id, signal),
      retry: retryUnlessClientError,
    }),
};

/** The tracks of `/player/{type}/{id}`. */
export function usePlayerSource(type: string | undefined, id: string) {
  const kind = sourceKindOf(type);
  return { kind, ...useQuery(playerQueries.source(kind, id)) };
}
