// The player on the lock screen and the headset buttons (Media Session).
import { getPlayerState, subscribe } from './player-state.ts';
import type { PlayerTrack } from './types.ts';

/** What the lock screen's and the headset's buttons do. */
export type MediaSessionActions = {
  play: () => void;
  pause: () => void;
  next: () => void;
  previous: () => void;
  seek: (positionS: number) => void;
};

/** Gives the lock screen and the headset buttons their actions. */
export function setUpMediaSession(actions: MediaSessionActions): void {
  const session = typeof navigator === 'undefined' ? undefined : navigator.mediaSession;
  if (!session) return;
  const positionS = () => getPlayerState().positionS;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => actions.play()],
    ['pause', () => actions.pause()],
    ['nexttrack', () => actions.next()],
    ['previoustrack', () => actions.previous()],
    ['seekto', (details) => actions.seek(details.seekTime ?? positionS())],
    ['seekbackward', (details) => actions.seek(positionS() - (details.seekOffset ?? 10))],
    ['seekforward', (details) => actions.seek(positionS() + (details.seekOffset ?? 10))],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know: the others still work.
    }
  }
}

/** Shows `track`'s title, artist and cover on the lock screen. */
export function updateMediaMetadata(track: PlayerTrack): void {
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

/** Shows where `audio` is in its track on the lock screen. */
export function updatePositionState(audio: HTMLAudioElement | null): void {
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

/** Keeps the lock screen's play state on the player's; `audio` gives the position shown with it. */
export function followPlayStateOnLockScreen(audio: () => HTMLAudioElement | null): void {
  let shownPlaying: boolean | null = null;
  subscribe(() => {
    const state = getPlayerState();
    if (typeof navigator === 'undefined' || !navigator.mediaSession || !state.track) return;
    if (shownPlaying === state.isPlaying) return;
    shownPlaying = state.isPlaying;
    navigator.mediaSession.playbackState = state.isPlaying ? 'playing' : 'paused';
    updatePositionState(audio());
  });
}
