import { STREAM_SESSION_GAP_S } from '@sanza/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  breakContinuity,
  claimCount,
  type ListeningSession,
  newSessionCounts,
  noteHeard,
  recordPosition,
  startListening,
} from './stream-counter.ts';

/** Feeds positions from `from` to `to` every 0.25 s, as `timeupdate` does; returns the session and how many counts fired. */
function play(session: ListeningSession, from: number, to: number, isPlaying = true) {
  let fired = 0;
  for (let t = from; t <= to + 1e-9; t += 0.25) {
    const result = recordPosition(session, t, isPlaying);
    session = result.session;
    if (result.shouldCount) fired++;
  }
  return { session, fired };
}

describe('stream counter', () => {
  it('counts once after 30 s of continuous playback', () => {
    const under = play(startListening(), 0, 29.75);
    expect(under.fired).toBe(0);
    expect(under.session.listenedS).toBeCloseTo(29.75);
    const over = play(under.session, 30, 30);
    expect(over.fired).toBe(1);
    expect(over.session.isCounted).toBe(true);
  });

  it('counts only once per listening session however long the track plays', () => {
    const { fired } = play(startListening(), 0, 200);
    expect(fired).toBe(1);
  });

  it('does not count time spent paused', () => {
    let { session } = play(startListening(), 0, 20);
    // Paused: timeupdate may still report (the same or a nudged position); nothing is heard.
    const paused = play(session, 20, 40, false);
    expect(paused.fired).toBe(0);
    expect(paused.session.listenedS).toBeCloseTo(20);
    session = breakContinuity(paused.session);
    const resumed = play(session, 40, 49.75);
    expect(resumed.fired).toBe(0);
    expect(play(resumed.session, 50, 50).fired).toBe(1);
  });

  it('does not count a forward seek as listening', () => {
    let { session } = play(startListening(), 0, 10);
    // A jump from 10 s to 120 s without a break in between is ignored too.
    session = recordPosition(session, 120, true).session;
    expect(session.listenedS).toBeCloseTo(10);
    const after = play(session, 120.25, 139.75);
    expect(after.fired).toBe(0);
    expect(play(after.session, 140, 140).fired).toBe(1);
  });

  it('does not count a backward seek, and keeps the time heard before it', () => {
    let { session } = play(startListening(), 0, 25);
    session = recordPosition(session, 5, true).session;
    expect(session.listenedS).toBeCloseTo(25);
    const { fired } = play(session, 5.25, 10);
    expect(fired).toBe(1);
  });

  it('starts over with a new listening session', () => {
    const first = play(startListening(), 0, 40);
    expect(first.fired).toBe(1);
    expect(play(first.session, 0, 60).fired).toBe(0);
    expect(play(startListening(), 0, 40).fired).toBe(1);
  });

  it('ignores positions that are not numbers', () => {
    const session = startListening();
    expect(recordPosition(session, Number.NaN, true)).toEqual({ session, shouldCount: false });
  });
});

describe('once per track per listening session', () => {
  it('sends a track once in a session; another track is sent; after 30 min of silence a new session starts', () => {
    let session = noteHeard(newSessionCounts(), 0);
    const first = claimCount(session, 7);
    expect(first.shouldSend).toBe(true);
    session = first.session;
    session = noteHeard(session, 4 * 60_000);
    expect(claimCount(session, 7).shouldSend).toBe(false);
    expect(claimCount(session, 8).shouldSend).toBe(true);
    // Exactly the gap keeps the session; one more millisecond ends it.
    const gap = STREAM_SESSION_GAP_S * 1000;
    expect(claimCount(noteHeard(session, 4 * 60_000 + gap), 7).shouldSend).toBe(false);
    expect(claimCount(noteHeard(session, 4 * 60_000 + gap + 1), 7).shouldSend).toBe(true);
  });
});
