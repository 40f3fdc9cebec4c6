// The player's rules as pure functions: no React, no DOM, no clock. The store applies them.
import { nextPlaybackMode, PLAYER, type PlaybackMode } from '@sanza/contracts/constants';

/**
 * A list being played. `tracks` is the list as given (album order); `order` holds indices into it in the
 * play order (the same order, or shuffled); `position` is where the current track sits in `order`.
 */
export type Queue<T> = {
  readonly tracks: readonly T[];
  readonly order: readonly number[];
  readonly position: number;
  readonly isShuffled: boolean;
};

/** What the player does after a "next" or "previous": play a track of the queue, restart this one, or stop. */
export type Step<T> =
  | { kind: 'play'; queue: Queue<T> }
  | { kind: 'restart' }
  | { kind: 'stop'; queue: Queue<T> };

/** A queue over `tracks` starting at `startIndex` (clamped into the list), in the list's order. */
export function createQueue<T>(tracks: readonly T[], startIndex = 0): Queue<T> {
  const position = Math.min(Math.max(0, Math.trunc(startIndex) || 0), Math.max(0, tracks.length - 1));
  return { tracks, order: tracks.map((_, i) => i), position, isShuffled: false };
}

/** The track playing, or null for an empty queue. */
export function currentTrack<T>(queue: Queue<T>): T | null {
  const index = queue.order[queue.position];
  return index === undefined ? null : (queue.tracks[index] ?? null);
}

/** The current track's index in the list as given (what a track table highlights), or -1. */
export function currentListIndex<T>(queue: Queue<T>): number {
  return queue.order[queue.position] ?? -1;
}

const at = <T>(queue: Queue<T>, position: number): Queue<T> => ({ ...queue, position });

/**
 * The track after this one.
 * - `reason: 'ended'` (the track played to its end): repeat-one restarts it; normal mode stops after the last
 *   track; repeat-all wraps to the first.
 * - `reason: 'skip'` (the user pressed "next"): repeat-one does not trap the user on the track, it moves on
 *   like repeat-all (wrapping at the end), as the big streaming apps do; normal mode still stops after the
 *   last track.
 * A stop leaves the queue on its last track (the store rewinds it and pauses).
 */
export function nextStep<T>(queue: Queue<T>, mode: PlaybackMode, reason: 'ended' | 'skip'): Step<T> {
  if (queue.order.length === 0) return { kind: 'stop', queue };
  if (reason === 'ended' && mode === 'repeat-one') return { kind: 'restart' };
  const isLast = queue.position >= queue.order.length - 1;
  if (!isLast) return { kind: 'play', queue: at(queue, queue.position + 1) };
  if (mode === 'normal') return { kind: 'stop', queue };
  return { kind: 'play', queue: at(queue, 0) };
}

/**
 * The track before this one: after more than 3 s of the current track it restarts; otherwise the previous
 * track plays. On the first track it restarts, except in repeat-all, which wraps to the last track.
 */
export function previousStep<T>(queue: Queue<T>, mode: PlaybackMode, elapsedS: number): Step<T> {
  if (queue.order.length === 0) return { kind: 'stop', queue };
  if (elapsedS > PLAYER.previousRestartThresholdS) return { kind: 'restart' };
  if (queue.position > 0) return { kind: 'play', queue: at(queue, queue.position - 1) };
  if (mode === 'repeat-all' && queue.order.length > 1) {
    return { kind: 'play', queue: at(queue, queue.order.length - 1) };
  }
  return { kind: 'restart' };
}

/** The queue moved to the track at `listIndex` of the list as given (a click in the track table). */
export function jumpTo<T>(queue: Queue<T>, listIndex: number): Queue<T> {
  const position = queue.order.indexOf(listIndex);
  return position < 0 ? queue : at(queue, position);
}

/** The tracks in the order they play (what the queue panel lists); the current one is at `queue.position`. */
export function playOrder<T>(queue: Queue<T>): T[] {
  return queue.order.map((index) => queue.tracks[index]!);
}

/**
 * The track at play position `from` moved to position `to` (both clamped into the queue), the current track
 * still playing: moving a track across it keeps `position` on it.
 */
export function moveInQueue<T>(queue: Queue<T>, from: number, to: number): Queue<T> {
  const last = queue.order.length - 1;
  if (from < 0 || from > last) return queue;
  const target = Math.min(Math.max(0, Math.trunc(to)), last);
  if (target === from) return queue;
  const current = queue.order[queue.position];
  const order = [...queue.order];
  const [moved] = order.splice(from, 1);
  order.splice(target, 0, moved!);
  return { ...queue, order, position: Math.max(0, order.indexOf(current!)) };
}

/**
 * The track at play position `target` taken out of the queue. The current track is never removed (it is playing:
 * the listener skips it instead), so that position, or one outside the queue, leaves the queue as it is.
 */
export function removeFromQueue<T>(queue: Queue<T>, target: number): Queue<T> {
  if (target === queue.position || target < 0 || target >= queue.order.length) return queue;
  const order = queue.order.filter((_, i) => i !== target);
  return { ...queue, order, position: target < queue.position ? queue.position - 1 : queue.position };
}

/** The queue moved to play position `target` (a tap on a track of the queue panel), clamped into the queue. */
export function goToPosition<T>(queue: Queue<T>, target: number): Queue<T> {
  if (queue.order.length === 0) return queue;
  return at(queue, Math.min(Math.max(0, Math.trunc(target) || 0), queue.order.length - 1));
}

/** Where the track with `id` sits in `tracks` (to start a list at it), or 0 when it is not there. */
export function startIndexOf<T extends { id: number }>(tracks: readonly T[], id: number): number {
  return Math.max(
    0,
    tracks.findIndex((track) => track.id === id),
  );
}

/** The next playback mode: normal → repeat-all → repeat-one → normal. */
export const cycleMode: (mode: PlaybackMode) => PlaybackMode = nextPlaybackMode;

/** A source of random numbers in [0, 1), injected so tests can fix the order. */
export type Random = () => number;

/**
 * Shuffle on: the current track stays first and the rest follow in random order (Fisher–Yates).
 * Shuffle off: the list's own order comes back, still on the current track.
 */
export function setShuffle<T>(queue: Queue<T>, isOn: boolean, random: Random = Math.random): Queue<T> {
  const current = currentListIndex(queue);
  // Only the tracks still in the queue: one the listener removed stays out.
  if (!isOn) {
    const order = [...queue.order].sort((a, b) => a - b);
    return { ...queue, order, position: Math.max(0, order.indexOf(current)), isShuffled: false };
  }
  if (current < 0) return { ...queue, isShuffled: true };
  const rest = queue.order.filter((i) => i !== current);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return { ...queue, order: [current, ...rest], position: 0, isShuffled: true };
}

/**
 * Volume and mute. `volume` is the level chosen (kept while muted, so un-muting restores it); what the
 * audio plays at is `audibleVolume`.
 */
export type VolumeState = { readonly volume: number; readonly isMuted: boolean };

/** The initial volume: 0.7, not muted. */
export const DEFAULT_VOLUME: VolumeState = { volume: PLAYER.defaultVolume, isMuted: false };

/**
 * A new volume from the slider, clamped to [0, 1]. Setting 0 mutes and keeps the previous level
 * for un-muting; any other level un-mutes.
 */
export function setVolume(state: VolumeState, level: number): VolumeState {
  const clamped = Number.isFinite(level) ? Math.min(1, Math.max(0, level)) : state.volume;
  if (clamped === 0) return { volume: state.volume, isMuted: true };
  return { volume: clamped, isMuted: false };
}

/** Mute on or off; un-muting restores the level from before. */
export function toggleMute(state: VolumeState): VolumeState {
  return { ...state, isMuted: !state.isMuted };
}

/** The level the audio plays at: 0 when muted. */
export function audibleVolume(state: VolumeState): number {
  return state.isMuted ? 0 : state.volume;
}

/** A seek target clamped into the track: [0, duration]; an unknown duration only bounds it below. */
export function clampSeek(targetS: number, durationS: number): number {
  if (!Number.isFinite(targetS)) return 0;
  const upper = Number.isFinite(durationS) && durationS > 0 ? durationS : Number.POSITIVE_INFINITY;
  return Math.min(upper, Math.max(0, targetS));
}
