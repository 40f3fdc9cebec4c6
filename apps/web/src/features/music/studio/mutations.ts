import type { StudioAlbum, StudioAlbumInput, StudioAlbumPatch, StudioArtistInput } from '@sanza/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAlbum, saveMyArtist, updateAlbum, uploadAlbumCover, uploadArtistPhoto } from './api.ts';
import { studioMusicKeys } from './queries.ts';

/** Creates or updates my artist profile; the answer becomes the cached profile. */
export function useSaveArtist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StudioArtistInput) => saveMyArtist(input),
    onSuccess: (artist) => {
      queryClient.setQueryData(studioMusicKeys.artist(), artist);
      // Pages asked before the profile existed (albums, stats) are asked again.
      void queryClient.invalidateQueries({
        queryKey: studioMusicKeys.all,
        predicate: (query) => query.queryKey[1] !== 'artist',
      });
    },
  });
}

/** Sends my artist photo; the answer becomes the cached profile. */
export function useUploadArtistPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadArtistPhoto(file),
    onSuccess: (artist) => queryClient.setQueryData(studioMusicKeys.artist(), artist),
  });
}

/** Puts an album's new state in the cached list of my albums. */
function useStoreAlbum() {
  const queryClient = useQueryClient();
  return (album: StudioAlbum) =>
    queryClient.setQueryData<StudioAlbum[]>(studioMusicKeys.albums(), (albums) =>
      albums ? albums.map((a) => (a.id === album.id ? album : a)) : albums,
    );
}

/** Creates an album; the list of my albums is asked again (the server orders it by release date). */
export function useCreateAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StudioAlbumInput) => createAlbum(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioMusicKeys.albums() }),
  });
}

/**
 * Changes an album's fields or tracks. The list is asked again: moving a song here takes it out of the
 * album that held it, and a new release date changes the order.
 */
export function useUpdateAlbum(id: number) {
  const queryClient = useQueryClient();
  const store = useStoreAlbum();
  return useMutation({
    mutationFn: (patch: StudioAlbumPatch) => updateAlbum(id, patch),
    onSuccess: (album) => {
      store(album);
      void queryClient.invalidateQueries({ queryKey: studioMusicKeys.albums() });
    },
  });
}

/** Sends an album's cover. */
export function useUploadAlbumCover(id: number) {
  const store = useStoreAlbum();
  return useMutation({
    mutationFn: (file: File) => uploadAlbumCover(id, file),
    onSuccess: store,
  });
}
