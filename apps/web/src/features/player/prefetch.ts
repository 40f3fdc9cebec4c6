// What comes next, asked ahead so it starts without waiting.
import { isWantingToPlay } from './audio-element.ts';
import { getQueue } from './current-queue.ts';
import { getPlayerState } from './player-state.ts';
import { connectionHints, resolveQuality } from './quality.ts';
import { currentTrack, nextStep } from './queue.ts';
import { loadRenditions } from './renditions.ts';
import { prefetchStart } from './source.ts';
import type { PlayerTrack } from './types.ts';

/** The track whose successor's first seconds were fetched ahead (once per track). */
let prefetchedAfter: number | null = null;

/** The quality the setting means on this connection now. */
export function currentQuality() {
  return resolveQuality(getPlayerState().quality, connectionHints());
}

/** The track that plays when this one ends, if another. */
function upcomingTrack(): PlayerTrack | null {
  const step = nextStep(getQueue(), getPlayerState().mode, 'ended');
  if (step.kind !== 'play') return null;
  const upcoming = currentTrack(step.queue);
  return upcoming && upcoming.id !== getPlayerState().track?.id ? upcoming : null;
}

/** Asks early for the detail of the track that comes next (a few hundred bytes), so it starts without waiting. */
export function prefetchNext(): void {
  const upcoming = upcomingTrack();
  if (upcoming) void loadRenditions(upcoming.id);
}

/** Near the end of a track, fetches the next one's first seconds (only those): it then starts without a gap. */
export function prefetchNextStart(): void {
  const current = getPlayerState().track;
  if (!current || prefetchedAfter === current.id || !isWantingToPlay()) return;
  prefetchedAfter = current.id;
  const upcoming = upcomingTrack();
  if (upcoming) void prefetchStart(upcoming, currentQuality());
}

/** A new track loads: its successor's start is fetched again near its own end. */
export function forgetPrefetch(): void {
  prefetchedAfter = null;
}
