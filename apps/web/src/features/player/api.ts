import type { Playlist, Song } from '@sanza/contracts';
import { MUSIC_PAGING } from '@sanza/contracts/constants';
import { ApiError, apiGet, apiRequest, authHeaders } from '../../lib/api-client.ts';
import { checkAuthorization, hasSessionTokens } from '../auth/store.ts';

/** `GET /streaming/albums/{id}/tracks/`: an album's songs in order (id or reference_id). */
export function fetchAlbumTracks(id: string, signal?: AbortSignal): Promise<Song[]> {
  return apiGet<Song[]>(`/streaming/albums/${encodeURIComponent(id)}/tracks/`, signal);
}

/** `GET /streaming/playlists/{id}/`: a playlist with its songs in `contents`. */
export function fetchPlaylist(id: string, signal?: AbortSignal): Promise<Playlist> {
  return apiGet<Playlist>(`/streaming/playlists/${encodeURIComponent(id)}/`, signal);
}

/** Songs asked per page when the whole catalogue is listed (the server's largest page). */
export const ALL_SONGS_PAGE_SIZE = MUSIC_PAGING.maxPageSize;
/** The most pages "all songs" reads (10 000 songs): past that a queue is not something anyone plays through. */
export const ALL_SONGS_MAX_PAGES = 100;

type SongPage = { count: number; next: string | null; results: Song[] };

/**
 * `GET /streaming/musics/?page=…`: every song, newest first, through all the pages (the plain list
 * stops at 100, so a queue of "all songs" missed the rest). The first page tells how many there are; the others
 * are asked together.
 */
export async function fetchAllSongs(signal?: AbortSignal): Promise<Song[]> {
  const page = (n: number) =>
    apiGet<SongPage>(`/streaming/musics/?page=${n}&page_size=${ALL_SONGS_PAGE_SIZE}`, signal);
  const first = await page(1);
  const pages = Math.min(Math.ceil(first.count / ALL_SONGS_PAGE_SIZE), ALL_SONGS_MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => page(i + 2)));
  // A song published between two pages may shift one onto the next: keep each song once.
  const seen = new Set<number>();
  return [first, ...rest]
    .flatMap((p) => p.results)
    .filter((song) => !seen.has(song.id) && Boolean(seen.add(song.id)));
}

/** One play as the server counts it: once per `client_play_id`, when 30 s or more were heard. */
export type StreamPlay = {
  music_id: number;
  client_play_id: string;
  listened_seconds: number;
  /** When the listening started, ISO 8601 with the device's offset (`2026-05-02T14:03:22+01:00`). */
  played_at: string;
};

/** What became of a play sent: counted (now or before), refused for good, or to be sent again later. */
export type PlayDelivery = 'done' | 'drop' | 'keep';

/**
 * After a failed send: no network (0), a signed-out or expired session (401, kept until signed in again), a
 * busy or failing server (408, 429, 5xx) keep the play; any other refusal (400: a play the server will never
 * take) drops it.
 */
export function deliveryAfterFailure(status: number): PlayDelivery {
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return 'keep';
  return 'drop';
}

/**
 * `POST /streaming/streams/` `{music_id, client_play_id, listened_seconds, played_at}` with the bearer: counts
 * one play; the server answers 201 when counted, 200 when that `client_play_id` was already counted. Signed
 * out, nothing is sent and the play is kept. The session is renewed first when needed, but the call itself
 * is sent as "anonymous" to the shared client with the credentials set here, so a refusal (401) stays silent
 * instead of sending a listener to the sign-in page in the middle of a song.
 */
export async function postStream(play: StreamPlay): Promise<PlayDelivery> {
  if (!hasSessionTokens()) return 'keep';
  await checkAuthorization();
  if (!hasSessionTokens()) return 'keep';
  try {
    await apiRequest('/streaming/streams/', {
      method: 'POST',
      json: play,
      anonymous: true,
      headers: authHeaders(),
    });
    return 'done';
  } catch (error) {
    return deliveryAfterFailure(error instanceof ApiError ? error.status : 0);
  }
}
