import type { ArtistDetail, LikeResult, Song, SubscribeResult } from '@sanza/contracts';
import { isSubscribedStatus, musicMessages } from '@sanza/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { postLike, postSubscribe } from './api.ts';
import { musicKeys } from './queries.ts';
import { musicTexts } from './texts.ts';

/** The server's `detail`, or 'Une erreur est survenue'. */
export function subscriptionErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const detail = (error.body as Record<string, unknown>).detail;
    if (typeof detail === 'string' && detail.trim()) return detail;
  }
  return musicMessages.genericError;
}

/** A song with the like answer applied (toggles is_liked, the count comes from the answer). */
export function applyLike(song: Song, answer: LikeResult): Song {
  return {
    ...song,
    is_liked: answer.is_liked,
    likes: answer.new_like_count,
    stats: { ...song.stats, likes: answer.new_like_count },
  };
}

/** An artist with the subscribe answer's count applied. */
export function applySubscribers(artist: ArtistDetail, answer: SubscribeResult): ArtistDetail {
  return { ...artist, total_subscribers: answer.subscribers_count, follower_count: answer.subscribers_count };
}

/**
 * Likes or unlikes the song of page id `id` (its `id` or `reference_id`). Owns the cache: the song and its like
 * status take the answer; every other music list is marked stale, to be fetched again when next shown.
 */
export function useToggleLike(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postLike(id),
    onSuccess: (answer) => {
      queryClient.setQueryData<Song>(musicKeys.song(id), (song) => (song ? applyLike(song, answer) : song));
      queryClient.setQueryData(musicKeys.likeStatus(id), { is_liked: answer.is_liked });
      void queryClient.invalidateQueries({
        queryKey: musicKeys.all,
        refetchType: 'none',
        predicate: (query) => query.queryKey[1] !== 'song' && query.queryKey[1] !== 'like-status',
      });
    },
    onError: (error) => {
      // A 401 already sends the user to sign in; anything else is said.
      if (!(error instanceof ApiError && error.status === 401)) showToast(musicTexts.likeError, 'error');
    },
  });
}

/** Subscribes to or unsubscribes from artist `id`, with the spec's toasts. Owns the cache. */
export function useToggleSubscription(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postSubscribe(id),
    onSuccess: (answer) => {
      const isSubscribed = isSubscribedStatus(answer.status);
      queryClient.setQueryData(musicKeys.subscription(id), { is_subscribed: isSubscribed });
      queryClient.setQueryData<ArtistDetail>(musicKeys.artist(id), (artist) =>
        artist ? applySubscribers(artist, answer) : artist,
      );
      void queryClient.invalidateQueries({ queryKey: musicKeys.artists(), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: musicKeys.home('popularArtists'), refetchType: 'none' });
      showToast(isSubscribed ? musicMessages.subscribed : musicMessages.unsubscribed, 'success');
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 401)) {
        showToast(subscriptionErrorMessage(error), 'error');
      }
    },
  });
}
