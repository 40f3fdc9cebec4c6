// Counting a stream (after 30 s of playback, once per track per listening session) from the
// audio element's `timeupdate` positions. Pure: the store feeds it positions and whether audio is playing.
import { STREAM_MIN_PLAYBACK_S, STREAM_SESSION_GAP_S } from '@sanza/contracts/constants';

/**
 * A gap between two positions larger than this is a jump (a seek, a resume after a reload), not listening.
 * `timeupdate` fires every ~0.25 s while playing; 2 s leaves room for a slow phone and a throttled tab.
 */
export const MAX_LISTENED_STEP_S = 2;

/**
 * The listening of one play of a track: seconds actually heard, the last position seen, whether counted,
 * and when sound was first heard (the play's `played_at`; null until then).
 */
export type ListeningSession = {
  readonly listenedS: number;
  readonly lastPositionS: number | null;
  readonly isCounted: boolean;
  readonly startedAtMs: number | null;
};

/**
 * A new listening session: a track starts (chosen, reached by next/previous, or replayed by repeat-one).
 * Seeks, pauses and "previous" restarts within the track stay in the same session.
 */
export function startListening(): ListeningSession {
  // A track starts at 0: its first report already counts.
  return { listenedS: 0, lastPositionS: 0, isCounted: false, startedAtMs: null };
}

/**
 * A position report. Only a small forward step while playing is heard time; paused time, seeks (backward or
 * forward jumps) and the first report after a break set the reference position and add nothing.
 * `shouldCount` is true once, on the report that reaches 30 s heard.
 */
export function recordPosition(
  session: ListeningSession,
  positionS: number,
  isPlaying: boolean,
  nowMs = Date.now(),
): { session: ListeningSession; shouldCount: boolean } {
  if (!Number.isFinite(positionS)) return { session, shouldCount: false };
  const step = session.lastPositionS === null ? 0 : positionS - session.lastPositionS;
  const heard = isPlaying && step > 0 && step <= MAX_LISTENED_STEP_S ? step : 0;
  const listenedS = session.listenedS + heard;
  const shouldCount = !session.isCounted && listenedS >= STREAM_MIN_PLAYBACK_S;
  return {
    session: {
      listenedS,
      lastPositionS: positionS,
      isCounted: session.isCounted || shouldCount,
      startedAtMs: session.startedAtMs ?? (heard > 0 ? nowMs - heard * 1000 : null),
    },
    shouldCount,
  };
}

/** A break in continuity (seek, reload): the next report only sets the reference position. */
export function breakContinuity(session: ListeningSession): ListeningSession {
  return { ...session, lastPositionS: null };
}

/**
 * The tracks already counted in this listening session (once per track per session) and when sound was
 * last heard. As on the server, a session ends after `STREAM_SESSION_GAP_S` without anything heard; the server
 * has the last word, this only spares a call it would answer "not counted".
 */
export type SessionCounts = { readonly counted: ReadonlySet<number>; readonly lastHeardMs: number | null };

/** A session with nothing counted yet. */
export function newSessionCounts(): SessionCounts {
  return { counted: new Set(), lastHeardMs: null };
}

/** Sound heard at `nowMs`: after a longer silence than the session gap, a new session starts. */
export function noteHeard(session: SessionCounts, nowMs: number): SessionCounts {
  const isNewSession =
    session.lastHeardMs !== null && nowMs - session.lastHeardMs > STREAM_SESSION_GAP_S * 1000;
  return { counted: isNewSession ? new Set() : session.counted, lastHeardMs: nowMs };
}

/** Whether a play of `trackId` that reached 30 s is sent: only the track's first in the session. */
export function claimCount(
  session: SessionCounts,
  trackId: number,
): { session: SessionCounts; shouldSend: boolean } {
  if (session.counted.has(trackId)) return { session, shouldSend: false };
  return { session: { ...session, counted: new Set([...session.counted, trackId]) }, shouldSend: true };
}
