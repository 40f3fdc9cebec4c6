import type {
  StudioAlbum,
  StudioAlbumInput,
  StudioAlbumPatch,
  StudioArtist,
  StudioArtistInput,
  StudioArtistStats,
  studioSongListSchema,
} from '@sanza/contracts';
import { ApiError, apiGet, apiRequest } from '../../../lib/api-client.ts';
import type { z } from '../../../lib/zod.ts';

/** One of my uploads as the studio song list gives it. */
export type StudioSong = z.infer<typeof studioSongListSchema>[number];

/** `GET /studio/artist/`: my artist profile, or null while I have none (the server answers 404). */
export async function fetchMyArtist(signal?: AbortSignal): Promise<StudioArtist | null> {
  try {
    return await apiGet<StudioArtist>('/studio/artist/', signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `POST /studio/artist/`: creates or updates my artist profile. */
export function saveMyArtist(input: StudioArtistInput): Promise<StudioArtist> {
  return apiRequest<StudioArtist>('/studio/artist/', { method: 'POST', json: input });
}

/** A multipart body holding one `file`. */
function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** `POST /studio/artist/photo/`: my artist photo. */
export function uploadArtistPhoto(file: File): Promise<StudioArtist> {
  return apiRequest<StudioArtist>('/studio/artist/photo/', { method: 'POST', form: fileForm(file) });
}

/** `GET /studio/artist/stats/`: my audience. */
export function fetchArtistStats(signal?: AbortSignal): Promise<StudioArtistStats> {
  return apiGet<StudioArtistStats>('/studio/artist/stats/', signal);
}

/** `GET /studio/songs/`: my uploads, newest first. */
export function fetchMySongs(signal?: AbortSignal): Promise<StudioSong[]> {
  return apiGet<StudioSong[]>('/studio/songs/', signal);
}

/** `GET /studio/albums/`: my albums. */
export function fetchMyAlbums(signal?: AbortSignal): Promise<StudioAlbum[]> {
  return apiGet<StudioAlbum[]>('/studio/albums/', signal);
}

/** `POST /studio/albums/`: a new album. */
export function createAlbum(input: StudioAlbumInput): Promise<StudioAlbum> {
  return apiRequest<StudioAlbum>('/studio/albums/', { method: 'POST', json: input });
}

/** `PATCH /studio/albums/{id}/`: changes fields, or with `tracks` the album's songs in that order. */
export function updateAlbum(id: number, patch: StudioAlbumPatch): Promise<StudioAlbum> {
  return apiRequest<StudioAlbum>(`/studio/albums/${id}/`, { method: 'PATCH', json: patch });
}

/** `POST /studio/albums/{id}/cover/`: the album's cover. */
export function uploadAlbumCover(id: number, file: File): Promise<StudioAlbum> {
  return apiRequest<StudioAlbum>(`/studio/albums/${id}/cover/`, { method: 'POST', form: fileForm(file) });
}
