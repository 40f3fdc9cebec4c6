// The site's one player: a single HTMLAudioElement, created on first use and kept for the page's life, outside
// React, so playback goes on while the user moves between pages. Components read it with `usePlayer`.
import type { PlaybackMode } from '@sanza/contracts/constants';
import { useSyncExternalStore } from 'react';
import { deliverPlay, newPlay, prepareToKeepPlays, watchPendingPlays } from './plays.ts';
import {
  connectionHints,
  type QualitySetting,
  readQualitySetting,
  resolveQuality,
  saveQualitySetting,
} from './quality.ts';
import {
  audibleVolume,
  clampSeek,
  createQueue,
  currentListIndex,
  currentTrack,
  cycleMode as cycleModeRule,
  DEFAULT_VOLUME,
  goToPosition,
  moveInQueue,
  nextStep,
  playOrder,
  previousStep,
  type Queue,
  removeFromQueue,
  type Step,
  setShuffle,
  setVolume as setVolumeRule,
  toggleMute as toggleMuteRule,
  type VolumeState,
} from './queue.ts';
import { isRetriableMediaError, isStuck, RECOVERY, retryDelayMs, shouldRetry } from './recovery.ts';
import { loadRenditions } from './renditions.ts';
import { immediateSource, prefetchStart, resolveSource, streamedSource, type TrackSource } from './source.ts';
import {
  breakContinuity,
  claimCount,
  type ListeningSession,
  newSessionCounts,
  noteHeard,
  recordPosition,
  startListening,
} from './stream-counter.ts';
import type { PlayerTrack } from './types.ts';
import { attachWindowedStream } from './windowed-stream.ts';

/** The next track's first seconds are fetched when this little of the current one is left. */
export const NEXT_START_PREFETCH_S = 20;

export type { Quality, QualitySetting } from './quality.ts';
export { browserCanPlayType, connectionHints, pickRendition, resolveQuality } from './quality.ts';
export type { AudioRendition } from './renditions.ts';
export { loadRenditions, rememberRenditions } from './renditions.ts';
export type { PlayerTrack } from './types.ts';
export { toPlayerTrack } from './types.ts';

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
let queue: Queue<PlayerTrack> = createQueue([]);
const listeners = new Set<() => void>();

/** What the state shows of the queue, after it changed. */
function queueView(): Pick<PlayerState, 'listIndex' | 'queue' | 'queuePosition' | 'isShuffled'> {
  return {
    listIndex: currentListIndex(queue),
    queue: playOrder(queue),
    queuePosition: queue.position,
    isShuffled: queue.isShuffled,
  };
}

function update(patch: Partial<PlayerState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
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

// ——— The audio element and what it reports ———

let audio: HTMLAudioElement | null = null;
/** Whether the user wants sound (the element pauses by itself on errors; this remembers the intent). */
let wantsToPlay = false;
let listening: ListeningSession = startListening();
/** The tracks counted in this listening session (spec 3 §9: once per track per session). */
let sessionCounts = newSessionCounts();
/** Where to go once the loading track knows its length (a reload after a network drop, a restart). */
let pendingSeekS: number | null = null;
let recoveryAttempts = 0;
/** What the element plays now; its blob URL (a download) is freed when another source replaces it. */
let source: TrackSource | null = null;
/** Stops the MediaSource stream of the source playing, when it is streamed a window at a time. */
let detachStream: (() => void) | null = null;
/** The track whose successor's first seconds were fetched ahead (once per track). */
let prefetchedAfter: number | null = null;
/** Bumped at each track load: a source found for an older load is not used. */
let loadToken = 0;
let recoveryTimer: ReturnType<typeof setTimeout> | undefined;
let stallTimer: ReturnType<typeof setTimeout> | undefined;

function element(): HTMLAudioElement {
  if (audio) return audio;
  const created = new Audio();
  created.preload = 'auto';
  created.volume = audibleVolume(state.volume);
  // iPhones ignore `volume` (the hardware buttons own it) but obey `muted`: mute sets both.
  created.muted = state.volume.isMuted;
  created.addEventListener('play', () => update({ isPlaying: true }));
  // A pause needs no break: reports while paused move the reference without counting.
  created.addEventListener('pause', () => update({ isPlaying: false }));
  // The file answers again (playing, or ready to while paused): the reconnection is over.
  const onRecovered = () => {
    clearTimeout(stallTimer);
    recoveryAttempts = 0;
    if (state.isReconnecting || state.hasFailed) update({ isReconnecting: false, hasFailed: false });
  };
  created.addEventListener('playing', onRecovered);
  created.addEventListener('canplay', onRecovered);
  created.addEventListener('loadedmetadata', () => {
    if (pendingSeekS !== null) created.currentTime = clampSeek(pendingSeekS, created.duration);
    pendingSeekS = null;
    onDurationChange();
  });
  created.addEventListener('durationchange', onDurationChange);
  created.addEventListener('seeking', () => {
    listening = breakContinuity(listening);
  });
  created.addEventListener('seeked', updatePositionState);
  created.addEventListener('timeupdate', onTimeUpdate);
  created.addEventListener('ended', () => applyStep(nextStep(queue, state.mode, 'ended')));
  created.addEventListener('error', () => {
    if (isRetriableMediaError(created.error?.code)) scheduleRecovery();
  });
  created.addEventListener('waiting', watchForStall);
  created.addEventListener('stalled', watchForStall);
  window.addEventListener('online', () => {
    if (!state.isReconnecting && !state.hasFailed) return;
    recoveryAttempts = 0;
    reloadTrack();
  });
  setUpMediaSession();
  audio = created;
  return created;
}

function onDurationChange(): void {
  const duration = audio?.duration;
  if (duration !== undefined && Number.isFinite(duration) && duration > 0) update({ durationS: duration });
  updatePositionState();
}

function onTimeUpdate(): void {
  if (!audio || !state.track) return;
  // A reloaded track reports 0 until it is back where it was: the bar keeps showing the old position.
  if (pendingSeekS !== null) return;
  const position = audio.currentTime;
  const nowMs = Date.now();
  const heard = recordPosition(listening, position, !audio.paused && !audio.seeking, nowMs);
  if (heard.session.listenedS > listening.listenedS) sessionCounts = noteHeard(sessionCounts, nowMs);
  listening = heard.session;
  if (heard.shouldCount) {
    // A replay of a track already counted in this session is not sent (the server would not count it).
    const claim = claimCount(sessionCounts, state.track.id);
    sessionCounts = claim.session;
    if (claim.shouldSend) countStream(state.track.id, listening);
  }
  const duration = audio.duration;
  if (Number.isFinite(duration) && duration - position <= NEXT_START_PREFETCH_S) prefetchNextStart();
  // Half-second steps are enough for the seek bar and keep re-renders few on slow phones.
  if (Math.abs(position - state.positionS) >= 0.5 || position === 0) update({ positionS: position });
}

/**
 * Spec 3 §9: a stream counts after 30 s heard. Signed out, nothing is sent. Without network the play is kept
 * on the device and sent when the network comes back (issue 17); failures are silent (the user is listening,
 * not managing counters).
 */
function countStream(musicId: number, heard: ListeningSession): void {
  const startedAt = new Date(heard.startedAtMs ?? Date.now() - heard.listenedS * 1000);
  void deliverPlay(newPlay(musicId, heard.listenedS, startedAt));
}

// ——— Sources and quality ———

/**
 * Points `target` at `next`: streamed a window at a time when it can be, else fetched by the element
 * (`reload`: asked again even when it is the same file, after a network error).
 */
function attach(target: HTMLAudioElement, next: TrackSource, reload = false): void {
  detachStream?.();
  detachStream = null;
  if (next.stream) {
    // A request that fails is a media error: the recovery starts at once, not after a stall.
    detachStream = attachWindowedStream(target, next.stream, scheduleRecovery);
    return;
  }
  target.src = next.url;
  if (reload) target.load();
}

/** Plays `next` on `target`, freeing the previous source's blob URL. */
function setSource(target: HTMLAudioElement, next: TrackSource): void {
  const previous = source;
  source = next;
  attach(target, next);
  if (previous && previous.url !== next.url) previous.revoke?.();
  if (state.sourceKind !== next.kind) update({ sourceKind: next.kind });
}

function clearSource(): void {
  detachStream?.();
  detachStream = null;
  source?.revoke?.();
  source = null;
  if (state.sourceKind !== null) update({ sourceKind: null });
}

/** The quality the setting means on this connection now. */
function currentQuality() {
  return resolveQuality(state.quality, connectionHints());
}

/** The track that plays when this one ends, if another. */
function upcomingTrack(): PlayerTrack | null {
  const step = nextStep(queue, state.mode, 'ended');
  if (step.kind !== 'play') return null;
  const upcoming = currentTrack(step.queue);
  return upcoming && upcoming.id !== state.track?.id ? upcoming : null;
}

/** Asks early for the detail of the track that comes next (a few hundred bytes), so it starts without waiting. */
function prefetchNext(): void {
  const upcoming = upcomingTrack();
  if (upcoming) void loadRenditions(upcoming.id);
}

/** Near the end of a track, fetches the next one's first seconds (only those): it then starts without a gap. */
function prefetchNextStart(): void {
  const current = state.track;
  if (!current || prefetchedAfter === current.id || !wantsToPlay) return;
  prefetchedAfter = current.id;
  const upcoming = upcomingTrack();
  if (upcoming) void prefetchStart(upcoming, currentQuality());
}

/**
 * A new quality setting, remembered on the device. The track playing switches to the new quality where it
 * is (a downloaded copy stays: it costs nothing); the next tracks start in it.
 */
export function setQuality(setting: QualitySetting): void {
  saveQualitySetting(setting);
  update({ quality: setting });
  const track = state.track;
  if (!track || !audio || !source || source.kind === 'download') return;
  const quality = currentQuality();
  if (source.quality === quality) return;
  const token = loadToken;
  void streamedSource(track, quality).then((next) => {
    if (token !== loadToken || !audio || next.url === source?.url) return;
    pendingSeekS ??= Math.max(audio.currentTime || 0, state.positionS);
    listening = breakContinuity(listening);
    setSource(audio, next);
    if (wantsToPlay) requestPlay(audio).catch(() => undefined);
  });
}

// ——— Network recovery ———

function reloadTrack(): void {
  clearTimeout(recoveryTimer);
  recoveryTimer = undefined;
  if (!audio || !state.track) return;
  // A reload that fails before it got back keeps aiming at the first position.
  pendingSeekS ??= Math.max(audio.currentTime || 0, state.positionS);
  listening = breakContinuity(listening);
  attach(audio, source ?? { url: state.track.audioUrl, kind: 'file', quality: null }, true);
  if (wantsToPlay) requestPlay(audio).catch(() => undefined);
}

/** The track failed mid-way: reload it where it was, after 1 s, 2 s, 4 s… (spec: recover by itself). */
function scheduleRecovery(): void {
  if (!state.track || recoveryTimer !== undefined) return;
  if (!shouldRetry(recoveryAttempts)) {
    wantsToPlay = false;
    update({ isReconnecting: false, hasFailed: true, isPlaying: false });
    return;
  }
  recoveryAttempts += 1;
  update({ isReconnecting: true, hasFailed: false });
  recoveryTimer = setTimeout(reloadTrack, retryDelayMs(recoveryAttempts));
}

/** Buffering: if the position has not moved 8 s later, the connection is treated as lost. */
function watchForStall(): void {
  if (!audio || !wantsToPlay) return;
  clearTimeout(stallTimer);
  const positionAtStall = audio.currentTime;
  stallTimer = setTimeout(() => {
    if (audio && wantsToPlay && isStuck(positionAtStall, audio.currentTime)) scheduleRecovery();
  }, RECOVERY.stallTimeoutMs);
}

// ——— Media Session (lock screen, headset buttons) ———

function setUpMediaSession(): void {
  const session = typeof navigator === 'undefined' ? undefined : navigator.mediaSession;
  if (!session) return;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => play()],
    ['pause', () => pause()],
    ['nexttrack', () => next()],
    ['previoustrack', () => previous()],
    ['seekto', (details) => seek(details.seekTime ?? state.positionS)],
    ['seekbackward', (details) => seek(state.positionS - (details.seekOffset ?? 10))],
    ['seekforward', (details) => seek(state.positionS + (details.seekOffset ?? 10))],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know: the others still work.
    }
  }
}

function updateMediaMetadata(track: PlayerTrack): void {
  if (typeof navigator === 'undefined' || !navigator.mediaSession || typeof MediaMetadata === 'undefined')
    return;
  // The demo covers are SVG: any size, and said so, so lock screens that can draw them do.
  const isSvg = track.coverUrl !== null && /\.svg(\?|#|$)/i.test(track.coverUrl);
  const artwork = track.coverUrl
    ? [
        {
          src: new URL(track.coverUrl, window.location.href).href,
          ...(isSvg ? { sizes: 'any', type: 'image/svg+xml' } : { sizes: '512x512' }),
        },
      ]
    : [];
  navigator.mediaSession.metadata = new MediaMetadata({ title: track.title, artist: track.artist, artwork });
}

function updatePositionState(): void {
  const session = typeof navigator === 'undefined' ? undefined : navigator.mediaSession;
  if (!session?.setPositionState || !audio) return;
  const duration = audio.duration;
  if (!Number.isFinite(duration) || duration <= 0) return;
  try {
    session.setPositionState({
      duration,
      position: Math.min(duration, Math.max(0, audio.currentTime)),
      playbackRate: audio.playbackRate || 1,
    });
  } catch {
    // A position the browser refuses (a race with a new track): the next update fixes it.
  }
}

// ——— Actions ———

/** `play()`, whose promise some engines do not return (or which throws where media is not implemented). */
function requestPlay(target: HTMLAudioElement): Promise<void> {
  try {
    return Promise.resolve(target.play());
  } catch (error) {
    return Promise.reject(error);
  }
}

function startPlayback(target: HTMLAudioElement): void {
  wantsToPlay = true;
  requestPlay(target).catch((error: unknown) => {
    // Only a refusal (no user gesture) ends the wish to play. An AbortError is a newer track replacing
    // this one; a source that failed to load (NotSupportedError) is the recovery's business, which plays
    // once the file comes back.
    if ((error as { name?: string }).name === 'NotAllowedError') {
      wantsToPlay = false;
      update({ isPlaying: false });
    }
  });
}

function loadCurrent(autoplay: boolean): void {
  const track = currentTrack(queue);
  const target = element();
  clearTimeout(recoveryTimer);
  clearTimeout(stallTimer);
  recoveryTimer = undefined;
  recoveryAttempts = 0;
  pendingSeekS = null;
  listening = startListening();
  prefetchedAfter = null;
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
    wantsToPlay = false;
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
  if (autoplay) wantsToPlay = true;
  void resolveSource(track, quality).then((found) => {
    if (token !== loadToken) {
      found.revoke?.();
      return;
    }
    startSource(target, found, wantsToPlay);
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
    if (target.ended) listening = startListening();
    target.currentTime = 0;
    update({ positionS: 0 });
    if (wantsToPlay || target.ended) startPlayback(target);
    return;
  }
  queue = step.queue;
  if (step.kind === 'play') {
    loadCurrent(wantsToPlay || Boolean(audio?.ended));
    return;
  }
  // Stop (normal mode, end of the list): the last track stays, rewound and paused; play replays it.
  const target = element();
  wantsToPlay = false;
  target.pause();
  target.currentTime = 0;
  listening = startListening();
  update({ positionS: 0, isPlaying: false });
}

/** Plays `tracks` from `startIndex`; shuffle stays as it was (the chosen track then comes first). */
export function playTracks(tracks: readonly PlayerTrack[], startIndex = 0): void {
  queue = createQueue(tracks, startIndex);
  if (state.isShuffled) queue = setShuffle(queue, true);
  loadCurrent(true);
}

/** Plays. After a failure it reloads the track where it was. */
export function play(): void {
  if (!state.track) return;
  const target = element();
  if (state.hasFailed) {
    wantsToPlay = true;
    recoveryAttempts = 0;
    reloadTrack();
    return;
  }
  startPlayback(target);
}

/** Pauses. */
export function pause(): void {
  wantsToPlay = false;
  clearTimeout(stallTimer);
  audio?.pause();
}

/** Play or pause. */
export function toggle(): void {
  if (state.isPlaying) pause();
  else play();
}

/** The next track by the spec's rules (repeat-one moves on when the user asks; see `nextStep`). */
export function next(): void {
  if (state.track) applyStep(nextStep(queue, state.mode, 'skip'));
}

/** Restarts the track after 3 s, else the previous track. */
export function previous(): void {
  if (state.track) applyStep(previousStep(queue, state.mode, audio?.currentTime ?? state.positionS));
}

/** Moves within the track (clamped to it). */
export function seek(positionS: number): void {
  if (!audio || !state.track) return;
  const target = clampSeek(positionS, Number.isFinite(audio.duration) ? audio.duration : state.durationS);
  audio.currentTime = target;
  update({ positionS: target });
  updatePositionState();
}

function applyVolume(volume: VolumeState): void {
  update({ volume });
  if (!audio) return;
  audio.volume = audibleVolume(volume);
  audio.muted = volume.isMuted;
}

/** A new volume level; 0 mutes (spec 3 §4). */
export function setVolume(level: number): void {
  applyVolume(setVolumeRule(state.volume, level));
}

/** Mute on or off; un-muting restores the previous level. */
export function toggleMute(): void {
  applyVolume(toggleMuteRule(state.volume));
}

/** normal → repeat-all → repeat-one → normal. */
export function cycleMode(): void {
  update({ mode: cycleModeRule(state.mode) });
}

/** Shuffle on (current track first, the rest random) or off (the list's order back). */
export function toggleShuffle(): void {
  queue = setShuffle(queue, !queue.isShuffled);
  update(queueView());
  prefetchNext();
}

/** Moves the track at play position `from` to `to` in the queue; the current track plays on. */
export function moveInQueueTo(from: number, to: number): void {
  queue = moveInQueue(queue, from, to);
  update(queueView());
  prefetchNext();
}

/** Takes the track at play position `at` out of the queue (never the one playing). */
export function removeFromQueueAt(at: number): void {
  queue = removeFromQueue(queue, at);
  update(queueView());
  prefetchNext();
}

/**
 * The queue around the track playing becomes `tracks`, from `index`, and playback goes on (the song page's
 * album arriving after its song started alone). Nothing happens if that track is no longer the one playing.
 */
export function continueWithin(tracks: readonly PlayerTrack[], index: number): void {
  const track = tracks[index];
  if (!track || state.track?.id !== track.id) return;
  queue = createQueue(tracks, index);
  if (state.isShuffled) queue = setShuffle(queue, true);
  update(queueView());
  prefetchNext();
}

/** Plays the track at play position `at` of the queue (a tap in the queue panel). */
export function playQueueAt(at: number): void {
  if (!state.track) return;
  queue = goToPosition(queue, at);
  loadCurrent(true);
}

// Plays heard offline go out when the network comes back (and at start, if any wait on the device).
if (typeof window !== 'undefined') watchPendingPlays();

// Lock-screen play state follows the player's.
let shownPlaying: boolean | null = null;
subscribe(() => {
  if (typeof navigator === 'undefined' || !navigator.mediaSession || !state.track) return;
  if (shownPlaying === state.isPlaying) return;
  shownPlaying = state.isPlaying;
  navigator.mediaSession.playbackState = state.isPlaying ? 'playing' : 'paused';
  updatePositionState();
});
