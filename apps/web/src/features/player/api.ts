import type { Playlist, Song } from '@sanza/contracts';
import { apiGet, apiRequest, authHeaders } from '../../lib/api-client.ts';
import { checkAuthorization, hasSessionTokens } from '../auth/store.ts';

/** `GET /streaming/albums/{id}/tracks/`: an album's songs in order (id or reference_id). */
export function fetchAlbumTracks(id: string, signal?: AbortSignal): Promise<Song[]> {
  return apiGet<Song[]>(`/streaming/albums/${encodeURIComponent(id)}/tracks/`, signal);
}

/** `GET /streaming/playlists/{id}/`: a playlist with its songs in `contents`. */
export function fetchPlaylist(id: string, signal?: AbortSignal): Promise<Playlist> {
  return apiGet<Playlist>(`/streaming/playlists/${encodeURIComponent(id)}/`, signal);
}

/** `GET /streaming/musics/`: every song; the spec's client reads a DRF page or a plain list, so both are. */
export async function fetchAllSongs(signal?: AbortSignal): Promise<Song[]> {
  const answer = await apiGet<Song[] | { results: Song[] }>('/streaming/musics/', signal);
  return Array.isArray(answer) ? answer : answer.results;
}

/**
 * `POST /streaming/streams/` `{music_id}` with the bearer: counts one stream. Signed out it does nothing.
 * The session is renewed first when needed, but the call itself is sent as "anonymous" to the shared client
 * with the credentials set here, so a refusal (401) stays silent instead of sending a listener to the sign-in
 * page in the middle of a song.
 */
export async function postStream(musicId: number): Promise<void> {
  if (!hasSessionTokens()) return;
  await checkAuthorization();
  if (!hasSessionTokens()) return;
  await apiRequest('/streaming/streams/', {
    method: 'POST',
    json: { music_id: musicId },
    anonymous: true,
    headers: authHeaders(),
  });
}
