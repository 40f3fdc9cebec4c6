import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { studioMusicMessages as M, songTooLongMessage } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { type Clock, localDay } from '../../lib/clock.ts';
import { publicId } from '../../lib/ids.ts';
import { type MadeRenditions, RenditionsError, type SongRenditions } from './song-pipeline.renditions.ts';
import {
  claimDueUpload,
  completeUpload,
  renewLease,
  type SongUploadRow,
  updateProcessing,
} from './song-pipeline.repository.ts';

/** How many times the job tries a file that fails for a passing reason (ffmpeg could not run). */
export const SONG_PROCESS_MAX_ATTEMPTS = 3;
/**
 * How long a claimed upload stays with its worker unless renewed: renewed every third of it while the worker is
 * at it, so a job cut off by a crash is taken up again within a minute.
 */
export const SONG_PROCESS_LEASE_MS = 45_000;
/** Wait before the next attempt after a passing failure: 30 s, then 2 min. */
const retryDelayMs = (attempts: number) => 30_000 * 4 ** (attempts - 1);

/**
 * The song job: turns received uploads into songs, up to `concurrency` at once in this process and one at a time
 * per artist across processes (claimDueUpload), each leased and its lease renewed while it runs.
 */
export function createSongProcessing(deps: {
  db: Db;
  clock: Clock;
  mediaDir: string;
  timeZone: string;
  renditions: Pick<SongRenditions, 'make' | 'discard'>;
  /** Songs playing longer are refused before any encoding (SONG_MAX_MINUTES). */
  maxSongMinutes: number;
  /** Most uploads this process works on at once (SONG_PROCESS_CONCURRENCY), each of a different artist. */
  concurrency: number;
  /** The lease of a claimed upload (SONG_PROCESS_LEASE_MS unless a test shortens it). */
  leaseMs?: number;
  log: { error(obj: object, msg: string): void };
}) {
  const { db, clock } = deps;
  const leaseMs = deps.leaseMs ?? SONG_PROCESS_LEASE_MS;
  /** The uploads this process works on now, by id. */
  const active = new Map<number, Promise<void>>();
  let stopping = false;
  const today = () => localDay(clock.now(), deps.timeZone);
  const remove = (path: string) => rm(join(deps.mediaDir, path), { force: true }).catch(() => undefined);

  /**
   * One upload's processing: make its renditions (after measuring the audio against the limit), then the song
   * (ready at once), or record why not. Its lease is renewed meanwhile; when the server stops midway nothing is
   * recorded, and the lease lapses for the next start to take it up.
   */
  async function processOne(upload: SongUploadRow): Promise<void> {
    const fail = async (error: string) => {
      await updateProcessing(db, upload.id, { status: 'failed', error, updatedAt: clock.now() });
      await remove(upload.sourcePath);
    };
    const heartbeat = setInterval(() => {
      renewLease(db, upload.id, new Date(clock.now().getTime() + leaseMs)).catch((err) =>
        deps.log.error({ err, uploadId: upload.id }, 'song lease renewal failed'),
      );
    }, leaseMs / 3);
    heartbeat.unref();
    let made: MadeRenditions;
    try {
      made = await deps.renditions.make(upload.sourcePath, `studio-${randomBytes(12).toString('hex')}`, {
        maxSeconds: deps.maxSongMinutes * 60,
      });
    } catch (err) {
      clearInterval(heartbeat);
      if (stopping) return;
      if (err instanceof RenditionsError) {
        if (err.reason === 'tooLong')
          return fail(songTooLongMessage(deps.maxSongMinutes, err.claimedSeconds));
        if (err.reason === 'unreadable') return fail(M.songUnreadable);
        if (err.reason === 'timeout') {
          deps.log.error({ err, uploadId: upload.id }, 'song transcode timed out');
          return fail(M.songProcessingTimedOut);
        }
      }
      deps.log.error({ err, uploadId: upload.id }, 'song transcode failed');
      if (upload.attempts >= SONG_PROCESS_MAX_ATTEMPTS) return fail(M.songProcessingFailed);
      const runAfter = new Date(clock.now().getTime() + retryDelayMs(upload.attempts));
      return updateProcessing(db, upload.id, { runAfter, updatedAt: clock.now() });
    }
    clearInterval(heartbeat);
    let songId: number | null = null;
    try {
      // The spec's `file` is the `normal` MP3; the song's duration is read from it.
      songId = await completeUpload(db, upload, {
        referenceId: publicId(),
        audioFile: made.normal.path,
        duration: made.normal.duration,
        publishDate: today(),
        now: clock.now(),
        renditions: made.renditions,
      });
    } finally {
      // No song points at them: the upload was done by another worker, or the song could not be written.
      if (songId === null) await deps.renditions.discard(made);
    }
    await remove(upload.sourcePath);
  }

  /** Claims the next due upload of an idle artist, leased to this process. */
  function claimNext() {
    const now = clock.now();
    return claimDueUpload(db, now, new Date(now.getTime() + leaseMs));
  }

  /** Starts processing a claimed upload in the background, tracked until it ends. */
  function launch(upload: SongUploadRow) {
    const run = processOne(upload)
      .catch((err) => deps.log.error({ err, uploadId: upload.id }, 'song processing failed'))
      .finally(() => active.delete(upload.id));
    active.set(upload.id, run);
  }

  /**
   * The background job: starts due uploads while this process works on fewer than `concurrency`, without waiting
   * for them (a long song never holds the next run); several processes safe. Answers how many it started.
   */
  async function startDue(): Promise<number> {
    let started = 0;
    while (!stopping && active.size < deps.concurrency) {
      const upload = await claimNext();
      if (!upload) break;
      launch(upload);
      started++;
    }
    return started;
  }

  return {
    startDue,

    /** Processes due uploads until none is left (as the job does, `concurrency` at once); answers how many. */
    async processDue(): Promise<number> {
      let done = 0;
      for (;;) {
        done += await startDue();
        if (active.size === 0 || stopping) return done;
        await Promise.race(active.values());
      }
    },

    /** Stops taking uploads up and waits for those under way (their ffmpeg is killed by the app's close). */
    async stop(): Promise<void> {
      stopping = true;
      await Promise.all(active.values());
    },
  };
}

export type SongProcessing = ReturnType<typeof createSongProcessing>;
