// The queue panel's actions: shuffle, reorder, remove, and a queue growing around the track playing.
import { getQueue, queueView, setQueue } from './current-queue.ts';
import { getPlayerState, update } from './player-state.ts';
import { prefetchNext } from './prefetch.ts';
import { createQueue, moveInQueue, removeFromQueue, setShuffle } from './queue.ts';
import type { PlayerTrack } from './types.ts';

/** Shuffle on (current track first, the rest random) or off (the list's order back). */
export function toggleShuffle(): void {
  setQueue(setShuffle(getQueue(), !getQueue().isShuffled));
  update(queueView());
  prefetchNext();
}

/** Moves the track at play position `from` to `to` in the queue; the current track plays on. */
export function moveInQueueTo(from: number, to: number): void {
  setQueue(moveInQueue(getQueue(), from, to));
  update(queueView());
  prefetchNext();
}

/** Takes the track at play position `at` out of the queue (never the one playing). */
export function removeFromQueueAt(at: number): void {
  setQueue(removeFromQueue(getQueue(), at));
  update(queueView());
  prefetchNext();
}

/**
 * The queue around the track playing becomes `tracks`, from `index`, and playback goes on (the song page's
 * album arriving after its song started alone). Nothing happens if that track is no longer the one playing.
 */
export function continueWithin(tracks: readonly PlayerTrack[], index: number): void {
  const track = tracks[index];
  const state = getPlayerState();
  if (!track || state.track?.id !== track.id) return;
  const queue = createQueue(tracks, index);
  setQueue(state.isShuffled ? setShuffle(queue, true) : queue);
  update(queueView());
  prefetchNext();
}
