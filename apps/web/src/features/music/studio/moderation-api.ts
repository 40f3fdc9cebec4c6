import type { EditorialList, HiddenList, ReportedPlaylist, SearchResults } from '@sanza/contracts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

export type { EditorialList, HiddenList, ReportedPlaylist };

/** An event as staff see it in the studio (`GET /studio/events/` answers every event to staff). */
export type StaffEvent = {
  serial_id: string;
  name: string;
  status: 'draft' | 'published' | 'cancelled';
  starts_at: string;
  city: string;
  venue: string;
  priority: number;
  hidden_reason: string | null;
};

export type ModerationState = { hidden: boolean; hidden_at: string | null; hidden_reason: string | null };
export type ModerationKind = 'events' | 'songs' | 'playlists';
export type EditorialKind = 'albums' | 'playlists';

/** `GET /studio/moderation/`: the events and songs hidden now. */
export function fetchHidden(signal?: AbortSignal): Promise<HiddenList> {
  return apiGet<HiddenList>('/studio/moderation/', signal);
}

/** `GET /studio/moderation/playlists/`: the playlists listeners reported or staff hid, most reported first. */
export function fetchReportedPlaylists(signal?: AbortSignal): Promise<ReportedPlaylist[]> {
  return apiGet<ReportedPlaylist[]>('/studio/moderation/playlists/', signal);
}

/** `POST /studio/moderation/{events|songs|playlists}/{ref}/`: hides with a reason, or shows again. */
export function postModeration(
  kind: ModerationKind,
  ref: string | number,
  body: { hidden: true; reason: string } | { hidden: false },
): Promise<ModerationState> {
  return apiRequest<ModerationState>(`/studio/moderation/${kind}/${encodeURIComponent(String(ref))}/`, {
    method: 'POST',
    json: body,
  });
}

/** `GET /search/{events|music|albums|playlists}/?q=`: the first public results of a search. */
export function fetchFirstResults<K extends 'events' | 'music' | 'albums' | 'playlists'>(
  kind: K,
  q: string,
  signal?: AbortSignal,
): Promise<SearchResults[K]> {
  const params = new URLSearchParams({ q, page: '1', page_size: '10' });
  return apiGet<SearchResults[K]>(`/search/${kind}/?${params}`, signal);
}

/** `GET /studio/events/`: to staff, every event with its priority. */
export function fetchStudioEvents(signal?: AbortSignal): Promise<StaffEvent[]> {
  return apiGet<StaffEvent[]>('/studio/events/', signal);
}

/** `PATCH /studio/events/{serial_id}/` with the editorial priority only (staff). */
export function patchPriority(serialId: string, priority: number): Promise<StaffEvent> {
  return apiRequest<StaffEvent>(`/studio/events/${encodeURIComponent(serialId)}/`, {
    method: 'PATCH',
    json: { priority },
  });
}

/** `GET /studio/editorial/`: the albums and playlists featured now. */
export function fetchFeatured(signal?: AbortSignal): Promise<EditorialList> {
  return apiGet<EditorialList>('/studio/editorial/', signal);
}

/** `POST /studio/editorial/{albums|playlists}/{id}/`. */
export function postFeatured(kind: EditorialKind, id: number, featured: boolean) {
  return apiRequest<{ id: number; featured: boolean }>(`/studio/editorial/${kind}/${id}/`, {
    method: 'POST',
    json: { featured },
  });
}
