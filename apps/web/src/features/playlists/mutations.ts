import type { CreatePlaylistInput, Playlist, PlaylistReportReason } from '@sanza/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addSongToPlaylist,
  createPlaylist,
  deletePlaylist,
  removeSongFromPlaylist,
  reportPlaylist,
  toggleFollow,
} from './api.ts';
import { playlistKeys } from './queries.ts';

type List = Playlist[] | undefined;

/**
 * Puts a playlist's new state wherever it is cached: its detail (under both its id and reference id, the two
 * addresses the pages use) and its card in the user's list.
 */
function storePlaylist(queryClient: QueryClient, playlist: Playlist) {
  queryClient.setQueryData(playlistKeys.detail(String(playlist.id)), playlist);
  queryClient.setQueryData(playlistKeys.detail(playlist.reference_id), playlist);
  queryClient.setQueryData<Playlist[]>(playlistKeys.mine(), (list: List) =>
    list?.map((one) => (one.id === playlist.id ? playlist : one)),
  );
}

/** Creates a playlist; it goes on top of the user's list (newest first) without downloading the list again. */
export function useCreatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePlaylistInput) => createPlaylist(input),
    onSuccess: (playlist) => {
      queryClient.setQueryData<Playlist[]>(playlistKeys.mine(), (list: List) =>
        list ? [playlist, ...list.filter((one) => one.id !== playlist.id)] : list,
      );
      storePlaylist(queryClient, playlist);
    },
  });
}

/** Adds a song to a playlist: the answer's playlist replaces the cached one, and the song leaves the add list. */
export function useAddSong(playlistRef: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (songId: number) => addSongToPlaylist(playlistRef, songId),
    onSuccess: (answer) => {
      storePlaylist(queryClient, answer.playlist);
      void queryClient.invalidateQueries({ queryKey: playlistKeys.available(playlistRef) });
    },
  });
}

/** Takes a song out of a playlist; it comes back in the add list. */
export function useRemoveSong(playlistRef: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (songId: number) => removeSongFromPlaylist(playlistRef, songId),
    onSuccess: (playlist) => {
      storePlaylist(queryClient, playlist);
      void queryClient.invalidateQueries({ queryKey: playlistKeys.available(playlistRef) });
    },
  });
}

/** Deletes a playlist; its card leaves the list once the server confirms, and its cached detail is dropped. */
export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playlist: Playlist) => deletePlaylist(playlist.reference_id),
    onSuccess: (_answer, playlist) => {
      queryClient.setQueryData<Playlist[]>(playlistKeys.mine(), (list: List) =>
        list?.filter((one) => one.id !== playlist.id),
      );
      for (const ref of [String(playlist.id), playlist.reference_id]) {
        queryClient.removeQueries({ queryKey: playlistKeys.detail(ref) });
      }
    },
  });
}

/** Follows or unfollows a playlist; the answer sets the follow state and the followers count shown. */
export function useToggleFollow(playlistRef: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleFollow(playlistRef),
    onSuccess: (answer) => {
      queryClient.setQueryData(playlistKeys.follow(playlistRef), { is_following: answer.is_following });
      // The page may have been opened by id or by reference id: every cached copy of the playlist gets the count.
      queryClient.setQueriesData<Playlist>({ queryKey: playlistKeys.details() }, (playlist) =>
        playlist && (playlist.reference_id === playlistRef || String(playlist.id) === playlistRef)
          ? { ...playlist, subscribers: { count: answer.followers_count } }
          : playlist,
      );
    },
  });
}

/** Reports a playlist to staff; nothing cached changes (the report is not shown back, only acknowledged). */
export function useReportPlaylist(playlistRef: string) {
  return useMutation({ mutationFn: (reason: PlaylistReportReason) => reportPlaylist(playlistRef, reason) });
}
