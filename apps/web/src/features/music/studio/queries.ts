import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchArtistStats, fetchMyAlbums, fetchMyArtist, fetchMySongs } from './api.ts';
import { songsRefetchInterval } from './rules.ts';

/** Query keys of the artist's studio. */
export const studioMusicKeys = {
  all: ['studio-music'] as const,
  artist: () => [...studioMusicKeys.all, 'artist'] as const,
  stats: () => [...studioMusicKeys.all, 'stats'] as const,
  songs: () => [...studioMusicKeys.all, 'songs'] as const,
  albums: () => [...studioMusicKeys.all, 'albums'] as const,
};

/** Query options, reusable by hooks and tests. */
export const studioMusicQueries = {
  artist: () =>
    queryOptions({ queryKey: studioMusicKeys.artist(), queryFn: ({ signal }) => fetchMyArtist(signal) }),
  stats: () =>
    queryOptions({ queryKey: studioMusicKeys.stats(), queryFn: ({ signal }) => fetchArtistStats(signal) }),
  songs: () =>
    queryOptions({
      queryKey: studioMusicKeys.songs(),
      queryFn: ({ signal }) => fetchMySongs(signal),
      // Asked again every few seconds while a song is processing, and no more once none is.
      refetchInterval: (query) => songsRefetchInterval(query.state.data),
    }),
  albums: () =>
    queryOptions({ queryKey: studioMusicKeys.albums(), queryFn: ({ signal }) => fetchMyAlbums(signal) }),
};

/** My artist profile; `data` is null while I have none. */
export function useMyArtist() {
  return useQuery(studioMusicQueries.artist());
}

/** My audience (only asked once I have a profile: the server answers 404 before). */
export function useArtistStats(enabled = true) {
  return useQuery({ ...studioMusicQueries.stats(), enabled });
}

/** My uploads, kept fresh while one is processing. */
export function useMySongs(enabled = true) {
  return useQuery({ ...studioMusicQueries.songs(), enabled });
}

/** My albums (only asked once I have a profile). */
export function useMyAlbums(enabled = true) {
  return useQuery({ ...studioMusicQueries.albums(), enabled });
}
