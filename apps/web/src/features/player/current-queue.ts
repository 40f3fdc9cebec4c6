import { createQueue, currentListIndex, playOrder, type Queue } from './queue.ts';
import type { PlayerTrack } from './types.ts';

let queue: Queue<PlayerTrack> = createQueue([]);

/** The player's queue now. */
export function getQueue(): Queue<PlayerTrack> {
  return queue;
}

/** Replaces the queue, without showing it yet (a new track's load shows it with the track). */
export function setQueue(next: Queue<PlayerTrack>): void {
  queue = next;
}

/** What the state shows of the queue, after it changed. */
export function queueView() {
  return {
    listIndex: currentListIndex(queue),
    queue: playOrder(queue),
    queuePosition: queue.position,
    isShuffled: queue.isShuffled,
  };
}
