// What the player shows, kept outside React and read by components with `usePlayer`.
import type { PlaybackMode } from '@sanza/contracts/constants';
import { useSyncExternalStore } from 'react';
import { type QualitySetting, readQualitySetting } from './quality.ts';
import { DEFAULT_VOLUME, type VolumeState } from './queue.ts';
import type { TrackSource } from './source.ts';
import type { PlayerTrack } from './types.ts';

/** What the player shows. Replaced (never mutated) on every change, so `usePlayer` selectors compare by identity. */
export type PlayerState = {
  track: PlayerTrack | null;
  /** The current track's index in the list as given (the track table's row). */
  listIndex: number;
  /** The tracks in the order they play (shuffled, reordered, some removed): the queue panel's list. */
  queue: readonly PlayerTrack[];
  /** Where the current track sits in `queue`. */
  queuePosition: number;
  isPlaying: boolean;
  positionS: number;
  durationS: number;
  mode: PlaybackMode;
  isShuffled: boolean;
  volume: VolumeState;
  /** The network dropped: the player is reloading the track where it was ('Reconnexion…'). */
  isReconnecting: boolean;
  /** Every retry failed: the player paused and waits for the user or the network. */
  hasFailed: boolean;
  /** The listening quality picked (remembered on the device). */
  quality: QualitySetting;
  /** What the track plays from: its downloaded copy, a rendition, or the original file (null while choosing). */
  sourceKind: TrackSource['kind'] | null;
};

let state: PlayerState = {
  track: null,
  listIndex: -1,
  queue: [],
  queuePosition: 0,
  isPlaying: false,
  positionS: 0,
  durationS: 0,
  mode: 'normal',
  isShuffled: false,
  volume: DEFAULT_VOLUME,
  isReconnecting: false,
  hasFailed: false,
  quality: readQualitySetting(),
  sourceKind: null,
};
const listeners = new Set<() => void>();

/** Replaces the state with `patch` applied, and tells every listener. */
export function update(patch: Partial<PlayerState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change; returns the function that stops. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The player's state now (for event handlers; components use `usePlayer`). */
export function getPlayerState(): PlayerState {
  return state;
}

/** A slice of the player's state; the selector must return a primitive or an object the state already holds. */
export function usePlayer<T>(selector: (player: PlayerState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => selector(state),
    () => selector(state),
  );
}
