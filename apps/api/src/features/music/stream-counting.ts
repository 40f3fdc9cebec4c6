import { randomUUID } from 'node:crypto';
import {
  musicMessages as msg,
  OFFLINE_PLAYS,
  STREAM_DEDUPE_WINDOW_S,
  STREAM_MAX_PER_USER_PER_MINUTE,
  STREAM_MIN_PLAYBACK_S,
  STREAM_SESSION_GAP_S,
  STREAM_SESSION_LOOK_S,
  type StreamBody,
  type StreamResult,
} from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockKey } from '../../db/locks.ts';
import { songs } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import * as plays from './song-plays.repository.ts';

const DAY_MS = 24 * 3600 * 1000;
/** How often the device ids of plays too old to be sent again are forgotten. */
export const CLIENT_PLAY_PURGE_INTERVAL_MS = 3600_000;

/** Stream counting: once per track per listening session, plays heard offline included. */
export function createStreamCounting(deps: {
  db: Db;
  clock: Clock;
  /** The song a path names; 404 when none. */
  resolve: (value: string) => Promise<{ id: number; duration: number }>;
}) {
  const { db, clock, resolve } = deps;
  return {
    /**
     * Counts a stream once per track per listening session: not counted when the user has this song
     * counted in the same session (a run of listening without 30 min of silence), nor beyond
     * `STREAM_MAX_PER_USER_PER_MINUTE` streams counted less than a minute before or after it (both sides: plays
     * heard offline arrive in any order). The spec's `{music_id}` is a play of min(30 s, the track) heard until
     * now; a play heard offline (`client_play_id`, `listened_seconds`, `played_at`) is judged and stored at
     * `played_at`, counted only when at least 30 s (or the whole of a shorter track) were heard, and once per
     * `client_play_id`: a replay answers `isReplay` without counting. A play that would count but claims listening
     * while another counted play of the user was playing is impossible: 400. Every play received is recorded
     * (the session is made of them), the spec's under an id made here. A user's stream calls are serialised by an
     * advisory lock, so a replayed or doubled request counts once; the play id's primary key guarantees it too.
     */
    async countStream(
      userId: number,
      body: StreamBody,
    ): Promise<{ result: StreamResult; isReplay: boolean }> {
      const song = await resolve(body.music_id);
      const now = clock.now();
      const play = offlinePlay(body, song.duration, now);
      // The spec's body claims the 30 s (or the whole of a shorter track) just heard.
      const listenedS = play?.listenedSeconds ?? Math.min(STREAM_MIN_PLAYBACK_S, song.duration);
      const start = play?.playedAt ?? new Date(now.getTime() - listenedS * 1000);
      const end = new Date(start.getTime() + listenedS * 1000);
      return db.transaction(async (tx) => {
        await lockKey(tx, `stream:user:${userId}`);
        const at = play?.playedAt ?? now;
        const notCounted = async (isReplay: boolean) => ({
          result: { counted: false, play_count: await playCount(tx, song.id) },
          isReplay,
        });
        if (play && (await plays.hasClientPlay(tx, userId, play.id))) return notCounted(true);
        const recent = await plays.streamsAround(tx, {
          userId,
          songId: song.id,
          at,
          songWindowS: STREAM_DEDUPE_WINDOW_S,
          userWindowS: 60,
        });
        const context = await plays.listeningContext(tx, {
          userId,
          songId: song.id,
          start,
          end,
          gapS: STREAM_SESSION_GAP_S,
          lookS: STREAM_SESSION_LOOK_S,
        });
        const isCounted =
          (play?.isHeardEnough ?? true) &&
          !context.isSongInSession &&
          recent.thisSong === 0 &&
          recent.all < STREAM_MAX_PER_USER_PER_MINUTE;
        // Only a play that would count is judged impossible: a replay in the session is answered, not refused.
        if (isCounted && context.overlapsCounted) {
          if (play) throw AppError.fields({ listened_seconds: [msg.listenedOverlaps] });
          throw AppError.badRequest(msg.listenedOverlaps);
        }
        const isNew = await plays.insertClientPlay(tx, {
          userId,
          clientPlayId: play?.id ?? randomUUID(),
          songId: song.id,
          playedAt: start,
          listenedSeconds: listenedS,
          counted: isCounted,
          receivedAt: now,
        });
        if (!isNew) return notCounted(true);
        if (!isCounted) return notCounted(false);
        const count = await plays.insertStream(tx, { userId, songId: song.id, createdAt: at });
        return { result: { counted: true, play_count: count }, isReplay: false };
      });
    },

    /** Forgets the device ids of plays too old to be accepted again (the age check refuses their replays). */
    purgeOldClientPlays(): Promise<number> {
      const before = new Date(clock.now().getTime() - (OFFLINE_PLAYS.maxAgeDays + 1) * DAY_MS);
      return plays.deleteClientPlaysBefore(db, before);
    },
  };
}

/** A song's current play count (any song, public or not: it was resolved in this call). */
async function playCount(db: Db, songId: number): Promise<number> {
  const [row] = await db.select({ n: songs.playCount }).from(songs).where(eq(songs.id, songId));
  return row?.n ?? 0;
}

/**
 * The offline-play part of a stream body, checked against the song and the clock: 400 when `played_at` is
 * further ahead than the allowed clock skew or older than `OFFLINE_PLAYS.maxAgeDays`, or when more was heard than
 * the track lasts (plus a tolerance). Undefined for the spec's plain `{music_id}`.
 */
export function offlinePlay(body: StreamBody, duration: number, now: Date) {
  if (
    body.client_play_id === undefined ||
    body.listened_seconds === undefined ||
    body.played_at === undefined
  )
    return undefined;
  const playedAt = new Date(body.played_at);
  if (playedAt.getTime() > now.getTime() + OFFLINE_PLAYS.clockSkewS * 1000)
    throw AppError.fields({ played_at: [msg.playedAtInFuture] });
  if (playedAt.getTime() < now.getTime() - OFFLINE_PLAYS.maxAgeDays * DAY_MS)
    throw AppError.fields({ played_at: [msg.playedAtTooOld] });
  if (body.listened_seconds > duration + OFFLINE_PLAYS.durationToleranceS)
    throw AppError.fields({ listened_seconds: [msg.listenedTooLong] });
  return {
    id: body.client_play_id,
    playedAt,
    listenedSeconds: body.listened_seconds,
    // The 30-seconds-heard rule; a track shorter than 30 s counts when heard to the end.
    isHeardEnough: body.listened_seconds >= Math.min(STREAM_MIN_PLAYBACK_S, duration),
  };
}
