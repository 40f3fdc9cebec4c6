// The site's one player, outside React, so playback goes on while the user moves between pages: the queue and
// the actions on it. The element it plays on is `audio-element.ts`; what it shows, `player-state.ts`.
import {
  bindAudioElement,
  clearSource,
  currentAudio,
  currentSource,
  element,
  isWantingToPlay,
  pauseElement,
  resetRecovery,
  retryAfterFailure,
  setSource,
  setWantsToPlay,
  startPlayback,
  switchSource,
} from './audio-element.ts';
import { getQueue, queueView, setQueue } from './current-queue.ts';
import { hearPosition, restartListening } from './listening.ts';
import {
  followPlayStateOnLockScreen,
  setUpMediaSession,
  updateMediaMetadata,
  updatePositionState,
} from './media-session.ts';
import { getPlayerState, update } from './player-state.ts';
import { prepareToKeepPlays, watchPendingPlays } from './plays.ts';
import { currentQuality, forgetPrefetch, prefetchNext, prefetchNextStart } from './prefetch.ts';
import { type QualitySetting, saveQualitySetting } from './quality.ts';
import {
  audibleVolume,
  clampSeek,
  createQueue,
  currentTrack,
  cycleMode as cycleModeRule,
  goToPosition,
  nextStep,
  previousStep,
  type Step,
  setShuffle,
  setVolume as setVolumeRule,
  toggleMute as toggleMuteRule,
  type VolumeState,
} from './queue.ts';
import { immediateSource, resolveSource, streamedSource, type TrackSource } from './source.ts';
import type { PlayerTrack } from './types.ts';

/** The next track's first seconds are fetched when this little of the current one is left. */
export const NEXT_START_PREFETCH_S = 20;

export type { PlayerState } from './player-state.ts';
export { getPlayerState, usePlayer } from './player-state.ts';
export type { Quality, QualitySetting } from './quality.ts';
export { browserCanPlayType, connectionHints, pickRendition, resolveQuality } from './quality.ts';
export { continueWithin, moveInQueueTo, removeFromQueueAt, toggleShuffle } from './queue-actions.ts';
export type { AudioRendition } from './renditions.ts';
export { loadRenditions, rememberRenditions } from './renditions.ts';
export type { PlayerTrack } from './types.ts';
export { toPlayerTrack } from './types.ts';

/** Bumped at each track load: a source found for an older load is not used. */
let loadToken = 0;

bindAudioElement({
  onCreated: () => setUpMediaSession({ play, pause, next, previous, seek }),
  onEnded: () => applyStep(nextStep(getQueue(), getPlayerState().mode, 'ended')),
  onTimeUpdate: (audio) => {
    const state = getPlayerState();
    if (!state.track) return;
    const position = audio.currentTime;
    hearPosition(state.track.id, position, !audio.paused && !audio.seeking);
    const duration = audio.duration;
    if (Number.isFinite(duration) && duration - position <= NEXT_START_PREFETCH_S) prefetchNextStart();
    // Half-second steps are enough for the seek bar and keep re-renders few on slow phones.
    if (Math.abs(position - state.positionS) >= 0.5 || position === 0) update({ positionS: position });
  },
});

// ——— Quality ———

/**
 * A new quality setting, remembered on the device. The track playing switches to the new quality where it
 * is (a downloaded copy stays: it costs nothing); the next tracks start in it.
 */
export function setQuality(setting: QualitySetting): void {
  saveQualitySetting(setting);
  update({ quality: setting });
  const track = getPlayerState().track;
  const source = currentSource();
  if (!track || !currentAudio() || !source || source.kind === 'download') return;
  const quality = currentQuality();
  if (source.quality === quality) return;
  const token = loadToken;
  void streamedSource(track, quality).then((next) => {
    const audio = currentAudio();
    if (token !== loadToken || !audio || next.url === currentSource()?.url) return;
    switchSource(audio, next);
  });
}

// ——— Loading a track ———

function loadCurrent(autoplay: boolean): void {
  const track = currentTrack(getQueue());
  const target = element();
  resetRecovery();
  restartListening();
  forgetPrefetch();
  const token = ++loadToken;
  update({
    track,
    ...queueView(),
    positionS: 0,
    durationS: track?.duration ?? 0,
    isReconnecting: false,
    hasFailed: false,
  });
  if (!track) {
    setWantsToPlay(false);
    target.pause();
    target.removeAttribute('src');
    clearSource();
    return;
  }
  updateMediaMetadata(track);
  prepareToKeepPlays();
  const quality = currentQuality();
  const ready = immediateSource(track, quality);
  if (ready) {
    startSource(target, ready, autoplay);
    return;
  }
  // The downloads or the song's detail are asked first (a few hundred ms, at most 3 s before the original
  // file plays); a play pressed meanwhile is remembered.
  if (autoplay) setWantsToPlay(true);
  void resolveSource(track, quality).then((found) => {
    if (token !== loadToken) {
      found.revoke?.();
      return;
    }
    startSource(target, found, isWantingToPlay());
  });
}

function startSource(target: HTMLAudioElement, found: TrackSource, autoplay: boolean): void {
  setSource(target, found);
  if (autoplay) startPlayback(target);
  prefetchNext();
}

function applyStep(step: Step<PlayerTrack>): void {
  if (step.kind === 'restart') {
    const target = element();
    // A track replayed after its end (repeat-one) is a new listening; "previous" within it is not.
    if (target.ended) restartListening();
    target.currentTime = 0;
    update({ positionS: 0 });
    if (isWantingToPlay() || target.ended) startPlayback(target);
    return;
  }
  setQueue(step.queue);
  if (step.kind === 'play') {
    loadCurrent(isWantingToPlay() || Boolean(currentAudio()?.ended));
    return;
  }
  // Stop (normal mode, end of the list): the last track stays, rewound and paused; play replays it.
  const target = element();
  setWantsToPlay(false);
  target.pause();
  target.currentTime = 0;
  restartListening();
  update({ positionS: 0, isPlaying: false });
}

// ——— Actions ———

/** Plays `tracks` from `startIndex`; shuffle stays as it was (the chosen track then comes first). */
export function playTracks(tracks: readonly PlayerTrack[], startIndex = 0): void {
  const queue = createQueue(tracks, startIndex);
  setQueue(getPlayerState().isShuffled ? setShuffle(queue, true) : queue);
  loadCurrent(true);
}

/** Plays. After a failure it reloads the track where it was. */
export function play(): void {
  const state = getPlayerState();
  if (!state.track) return;
  const target = element();
  if (state.hasFailed) {
    retryAfterFailure();
    return;
  }
  startPlayback(target);
}

/** Pauses. */
export function pause(): void {
  pauseElement();
}

/** Play or pause. */
export function toggle(): void {
  if (getPlayerState().isPlaying) pause();
  else play();
}

/** The next track by the player's rules (repeat-one moves on when the user asks; see `nextStep`). */
export function next(): void {
  const state = getPlayerState();
  if (state.track) applyStep(nextStep(getQueue(), state.mode, 'skip'));
}

/** Restarts the track after 3 s, else the previous track. */
export function previous(): void {
  const state = getPlayerState();
  if (state.track)
    applyStep(previousStep(getQueue(), state.mode, currentAudio()?.currentTime ?? state.positionS));
}

/** Moves within the track (clamped to it). */
export function seek(positionS: number): void {
  const audio = currentAudio();
  const state = getPlayerState();
  if (!audio || !state.track) return;
  const target = clampSeek(positionS, Number.isFinite(audio.duration) ? audio.duration : state.durationS);
  audio.currentTime = target;
  update({ positionS: target });
  updatePositionState(audio);
}

function applyVolume(volume: VolumeState): void {
  update({ volume });
  const audio = currentAudio();
  if (!audio) return;
  audio.volume = audibleVolume(volume);
  audio.muted = volume.isMuted;
}

/** A new volume level; 0 mutes. */
export function setVolume(level: number): void {
  applyVolume(setVolumeRule(getPlayerState().volume, level));
}

/** Mute on or off; un-muting restores the previous level. */
export function toggleMute(): void {
  applyVolume(toggleMuteRule(getPlayerState().volume));
}

/** normal → repeat-all → repeat-one → normal. */
export function cycleMode(): void {
  update({ mode: cycleModeRule(getPlayerState().mode) });
}

// ——— The queue ———

/** Plays the track at play position `at` of the queue (a tap in the queue panel). */
export function playQueueAt(at: number): void {
  if (!getPlayerState().track) return;
  setQueue(goToPosition(getQueue(), at));
  loadCurrent(true);
}

// Plays heard offline go out when the network comes back (and at start, if any wait on the device).
if (typeof window !== 'undefined') watchPendingPlays();

followPlayStateOnLockScreen(currentAudio);
