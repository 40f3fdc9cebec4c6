import type {
  AddPlaylistSongResult,
  CreatePlaylistInput,
  Playlist,
  PlaylistFollowResult,
  PlaylistReportReason,
  Song,
} from '@sanza/contracts';
import { apiGet, apiRequest } from '../../lib/api-client.ts';

const base = '/streaming/playlists/';
const at = (id: string | number) => `${base}${encodeURIComponent(String(id))}/`;

/** `GET /streaming/playlists/user-playlists/`: the signed-in user's playlists, newest first, with their songs. */
export function fetchMyPlaylists(signal?: AbortSignal): Promise<Playlist[]> {
  return apiGet<Playlist[]>(`${base}user-playlists/`, signal);
}

/** `GET /streaming/playlists/{id}/`: one playlist (id or reference_id) with its songs in `contents`. */
export function fetchPlaylist(id: string, signal?: AbortSignal): Promise<Playlist> {
  return apiGet<Playlist>(at(id), signal);
}

/** `POST /streaming/playlists/`: name, style, is_public; 201 with the new playlist. */
export function createPlaylist(input: CreatePlaylistInput): Promise<Playlist> {
  return apiRequest<Playlist>(base, { method: 'POST', json: input });
}

/** Songs per page of the Add-tracks list. */
export const AVAILABLE_SONGS_PAGE_SIZE = 20;

/** One page of a DRF-paged list. */
export type SongPage = { count: number; next: string | null; previous: string | null; results: Song[] };

/**
 * `GET /streaming/playlists/{id}/available-songs/?page=`: one page of the songs not in the playlist yet, the newest
 * first, or matching `search` as the main search does (accents and a typo forgiven, artists' names too).
 */
export function fetchAvailableSongs(
  id: string,
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<SongPage> {
  const query = new URLSearchParams({ page: String(page), page_size: String(AVAILABLE_SONGS_PAGE_SIZE) });
  if (search) query.set('search', search);
  return apiGet<SongPage>(`${at(id)}available-songs/?${query}`, signal);
}

/** `POST /streaming/playlists/{id}/add-song/`: adds a song (`content_id`); a song already there is not doubled. */
export function addSongToPlaylist(id: string, songId: number): Promise<AddPlaylistSongResult> {
  return apiRequest<AddPlaylistSongResult>(`${at(id)}add-song/`, {
    method: 'POST',
    json: { content_id: songId },
  });
}

/** `DELETE /streaming/playlists/{id}/remove-song/{song_id}/`: takes a song out; answers the playlist. */
export function removeSongFromPlaylist(id: string, songId: number): Promise<Playlist> {
  return apiRequest<Playlist>(`${at(id)}remove-song/${songId}/`, { method: 'DELETE' });
}

/** `DELETE /streaming/playlists/{reference_id}/delete/`: deletes the user's playlist (204). */
export function deletePlaylist(referenceId: string): Promise<null> {
  return apiRequest<null>(`${at(referenceId)}delete/`, { method: 'DELETE' });
}

/** `GET /streaming/playlists/{id}/follow-status/`: whether the signed-in user follows the playlist. */
export function fetchFollowStatus(id: string, signal?: AbortSignal): Promise<{ is_following: boolean }> {
  return apiGet<{ is_following: boolean }>(`${at(id)}follow-status/`, signal);
}

/** `POST /streaming/playlists/{id}/follow/`: follows or unfollows; answers the new state and followers count. */
export function toggleFollow(id: string): Promise<PlaylistFollowResult> {
  return apiRequest<PlaylistFollowResult>(`${at(id)}follow/`, { method: 'POST' });
}

/** `POST /streaming/playlists/{id}/report/`: flags the playlist for staff, once, with a reason from the list (201). */
export function reportPlaylist(id: string, reason: PlaylistReportReason): Promise<{ detail: string }> {
  return apiRequest<{ detail: string }>(`${at(id)}report/`, { method: 'POST', json: { reason } });
}
