import { useQuery } from '@tanstack/react-query';
import { fetchGenres, fetchMyAlbums, fetchUploadStatus } from './upload-api.ts';
import { STATUS_POLL_MS } from './upload-rules.ts';

/** Query keys of the upload page. */
export const songUploadKeys = {
  genres: ['song-upload', 'genres'] as const,
  albums: ['song-upload', 'albums'] as const,
  status: (id: number) => ['song-upload', 'status', id] as const,
};

export function useGenres() {
  return useQuery({ queryKey: songUploadKeys.genres, queryFn: ({ signal }) => fetchGenres(signal) });
}

export function useMyAlbums() {
  return useQuery({ queryKey: songUploadKeys.albums, queryFn: ({ signal }) => fetchMyAlbums(signal) });
}

/** The processing state of a received song, asked again every 2 s until it is ready or failed. */
export function useUploadStatus(id: number | null) {
  return useQuery({
    queryKey: songUploadKeys.status(id ?? 0),
    queryFn: ({ signal }) => fetchUploadStatus(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' || !query.state.data ? STATUS_POLL_MS : false,
  });
}
