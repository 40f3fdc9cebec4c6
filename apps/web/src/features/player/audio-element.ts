// The player's one HTMLAudioElement, created on first use and kept for the page's life: what it plays (its
// source), whether the user wants sound, and its recovery when the network drops mid-track.
import { breakListening } from './listening.ts';
import { updatePositionState } from './media-session.ts';
import { getPlayerState, update } from './player-state.ts';
import { audibleVolume, clampSeek } from './queue.ts';
import { isRetriableMediaError, isStuck, RECOVERY, retryDelayMs, shouldRetry } from './recovery.ts';
import type { TrackSource } from './source.ts';
import { attachWindowedStream } from './windowed-stream.ts';

/** What the element's events ask of the player around it. */
export type AudioElementHooks = {
  /** Once, when the element is created. */
  onCreated: (audio: HTMLAudioElement) => void;
  /** The track played to its end. */
  onEnded: () => void;
  /** The position moved (not while a reloaded track is on its way back to where it was). */
  onTimeUpdate: (audio: HTMLAudioElement) => void;
};

let hooks: AudioElementHooks | null = null;
let audio: HTMLAudioElement | null = null;
/** Whether the user wants sound (the element pauses by itself on errors; this remembers the intent). */
let wantsToPlay = false;
/** Where to go once the loading track knows its length (a reload after a network drop, a restart). */
let pendingSeekS: number | null = null;
let recoveryAttempts = 0;
/** What the element plays now; its blob URL (a download) is freed when another source replaces it. */
let source: TrackSource | null = null;
/** Stops the MediaSource stream of the source playing, when it is streamed a window at a time. */
let detachStream: (() => void) | null = null;
let recoveryTimer: ReturnType<typeof setTimeout> | undefined;
let stallTimer: ReturnType<typeof setTimeout> | undefined;

/** Says what the element's events call in the player; set once, before the element is first used. */
export function bindAudioElement(next: AudioElementHooks): void {
  hooks = next;
}

/** The element if it was created (nothing was ever played otherwise). */
export function currentAudio(): HTMLAudioElement | null {
  return audio;
}

/** What the element plays now, if anything. */
export function currentSource(): TrackSource | null {
  return source;
}

/** Whether the user wants sound. */
export function isWantingToPlay(): boolean {
  return wantsToPlay;
}

/** Remembers whether the user wants sound. */
export function setWantsToPlay(wants: boolean): void {
  wantsToPlay = wants;
}

/** The element, created with the player's volume and its listeners on first use. */
export function element(): HTMLAudioElement {
  if (audio) return audio;
  const created = new Audio();
  created.preload = 'auto';
  const { volume } = getPlayerState();
  created.volume = audibleVolume(volume);
  // iPhones ignore `volume` (the hardware buttons own it) but obey `muted`: mute sets both.
  created.muted = volume.isMuted;
  created.addEventListener('play', () => update({ isPlaying: true }));
  // A pause needs no break: reports while paused move the reference without counting.
  created.addEventListener('pause', () => update({ isPlaying: false }));
  // The file answers again (playing, or ready to while paused): the reconnection is over.
  const onRecovered = () => {
    clearTimeout(stallTimer);
    recoveryAttempts = 0;
    const state = getPlayerState();
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
  created.addEventListener('seeking', breakListening);
  created.addEventListener('seeked', () => updatePositionState(audio));
  created.addEventListener('timeupdate', () => {
    // A reloaded track reports 0 until it is back where it was: the bar keeps showing the old position.
    if (pendingSeekS === null) hooks?.onTimeUpdate(created);
  });
  created.addEventListener('ended', () => hooks?.onEnded());
  created.addEventListener('error', () => {
    if (isRetriableMediaError(created.error?.code)) scheduleRecovery();
  });
  created.addEventListener('waiting', watchForStall);
  created.addEventListener('stalled', watchForStall);
  window.addEventListener('online', () => {
    const state = getPlayerState();
    if (!state.isReconnecting && !state.hasFailed) return;
    recoveryAttempts = 0;
    reloadTrack();
  });
  hooks?.onCreated(created);
  audio = created;
  return created;
}

function onDurationChange(): void {
  const duration = audio?.duration;
  if (duration !== undefined && Number.isFinite(duration) && duration > 0) update({ durationS: duration });
  updatePositionState(audio);
}

// ——— Sources ———

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
export function setSource(target: HTMLAudioElement, next: TrackSource): void {
  const previous = source;
  source = next;
  attach(target, next);
  if (previous && previous.url !== next.url) previous.revoke?.();
  if (getPlayerState().sourceKind !== next.kind) update({ sourceKind: next.kind });
}

/** Nothing plays any more: the stream stops and a downloaded copy's blob URL is freed. */
export function clearSource(): void {
  detachStream?.();
  detachStream = null;
  source?.revoke?.();
  source = null;
  if (getPlayerState().sourceKind !== null) update({ sourceKind: null });
}

/** The track goes on from where it is in `next` (another quality of the same track). */
export function switchSource(target: HTMLAudioElement, next: TrackSource): void {
  pendingSeekS ??= Math.max(target.currentTime || 0, getPlayerState().positionS);
  breakListening();
  setSource(target, next);
  if (wantsToPlay) requestPlay(target).catch(() => undefined);
}

// ——— Playing ———

/** `play()`, whose promise some engines do not return (or which throws where media is not implemented). */
function requestPlay(target: HTMLAudioElement): Promise<void> {
  try {
    return Promise.resolve(target.play());
  } catch (error) {
    return Promise.reject(error);
  }
}

/** The user wants sound: plays `target`; a refusal by the browser (no user gesture) ends the wish. */
export function startPlayback(target: HTMLAudioElement): void {
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

/** Pauses, and stops watching for a stall. */
export function pauseElement(): void {
  wantsToPlay = false;
  clearTimeout(stallTimer);
  audio?.pause();
}

// ——— Network recovery ———

/** A new track loads: no recovery under way, no position to go back to. */
export function resetRecovery(): void {
  clearTimeout(recoveryTimer);
  clearTimeout(stallTimer);
  recoveryTimer = undefined;
  recoveryAttempts = 0;
  pendingSeekS = null;
}

/** After every retry failed, the user asks to play: the track reloads where it was, the retries afresh. */
export function retryAfterFailure(): void {
  wantsToPlay = true;
  recoveryAttempts = 0;
  reloadTrack();
}

function reloadTrack(): void {
  clearTimeout(recoveryTimer);
  recoveryTimer = undefined;
  const track = getPlayerState().track;
  if (!audio || !track) return;
  // A reload that fails before it got back keeps aiming at the first position.
  pendingSeekS ??= Math.max(audio.currentTime || 0, getPlayerState().positionS);
  breakListening();
  attach(audio, source ?? { url: track.audioUrl, kind: 'file', quality: null }, true);
  if (wantsToPlay) requestPlay(audio).catch(() => undefined);
}

/** The track failed mid-way: it reloads where it was by itself, after 1 s, 2 s, 4 s…, then gives up. */
function scheduleRecovery(): void {
  if (!getPlayerState().track || recoveryTimer !== undefined) return;
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
