// What was heard of the track playing, and the play sent once it counts.
import { deliverPlay, newPlay } from './plays.ts';
import {
  breakContinuity,
  claimCount,
  type ListeningSession,
  newSessionCounts,
  noteHeard,
  recordPosition,
  startListening,
} from './stream-counter.ts';

let listening: ListeningSession = startListening();
/** The tracks counted in this listening session: a track counts once per session. */
let sessionCounts = newSessionCounts();

/** A new listening of the current track begins (a new track, a replay after its end, a stop). */
export function restartListening(): void {
  listening = startListening();
}

/** The position jumped (a seek, a reload): what follows is not heard continuously from what came before. */
export function breakListening(): void {
  listening = breakContinuity(listening);
}

/** Notes that track `trackId` is at `positionS` (`isAdvancing`: playing, not seeking); sends its play once it counts. */
export function hearPosition(
  trackId: number,
  positionS: number,
  isAdvancing: boolean,
  nowMs = Date.now(),
): void {
  const heard = recordPosition(listening, positionS, isAdvancing, nowMs);
  if (heard.session.listenedS > listening.listenedS) sessionCounts = noteHeard(sessionCounts, nowMs);
  listening = heard.session;
  if (!heard.shouldCount) return;
  // A replay of a track already counted in this session is not sent (the server would not count it).
  const claim = claimCount(sessionCounts, trackId);
  sessionCounts = claim.session;
  if (claim.shouldSend) countStream(trackId, listening);
}

/**
 * A stream counts after 30 s heard. Signed out, nothing is sent. Without network the play is kept on the device
 * and sent when the network comes back; failures are silent (the user is listening, not managing counters).
 */
function countStream(musicId: number, heard: ListeningSession): void {
  const startedAt = new Date(heard.startedAtMs ?? Date.now() - heard.listenedS * 1000);
  void deliverPlay(newPlay(musicId, heard.listenedS, startedAt));
}
