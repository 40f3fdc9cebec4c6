import type { Genre, SongUpload, StudioAlbum } from '@sanza/contracts';
import { apiGet } from '../../../lib/api-client.ts';

/** `GET /streaming/genres/`: the genres a song may have. */
export function fetchGenres(signal?: AbortSignal): Promise<Genre[]> {
  return apiGet<Genre[]>('/streaming/genres/', signal);
}

/** `GET /studio/albums/`: my albums, to put the song in one. */
export function fetchMyAlbums(signal?: AbortSignal): Promise<StudioAlbum[]> {
  return apiGet<StudioAlbum[]>('/studio/albums/', signal);
}

/** `GET /studio/songs/{id}/`: where the processing of a received song stands. */
export function fetchUploadStatus(id: number, signal?: AbortSignal): Promise<SongUpload> {
  return apiGet<SongUpload>(`/studio/songs/${id}/`, signal);
}
