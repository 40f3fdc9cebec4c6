import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Ffmpeg } from '../../lib/ffmpeg.ts';
import type { MediaUrls } from '../../lib/media.ts';
import { createSongIntake } from './song-pipeline.intake.ts';
import { createSongProcessing } from './song-pipeline.processing.ts';
import { createSongRenditions } from './song-pipeline.renditions.ts';
import { createResumableUploads } from './song-pipeline.resumable-uploads.ts';

export type SongPipeline = ReturnType<typeof createSongPipeline>;

/**
 * A song from upload to renditions, in one service: a received file (multipart or resumable upload) is accepted
 * (intake), turned into a song by the processing job (lease, ffmpeg, measured length) with its renditions, and
 * songs without renditions get theirs from the backfill job. The routes and jobs call this service only.
 */
export function createSongPipeline(deps: {
  db: Db;
  clock: Clock;
  media: MediaUrls;
  mediaDir: string;
  timeZone: string;
  /** Every ffmpeg run goes through it (bounded in time, all killed when the app closes). */
  ffmpeg: Ffmpeg;
  /** The longest one ffmpeg run may take (SONG_TRANSCODE_TIMEOUT_MS). */
  transcodeTimeoutMs: number;
  /** Songs playing longer are refused before any encoding (SONG_MAX_MINUTES). */
  maxSongMinutes: number;
  /** Most uploads this process works on at once (SONG_PROCESS_CONCURRENCY), each of a different artist. */
  concurrency: number;
  /** Most unfinished resumable uploads one artist may hold at once (SONG_UPLOADS_MAX_PENDING). */
  maxPendingUploads: number;
  log: { error(obj: object, msg: string): void };
}) {
  const renditions = createSongRenditions(deps);
  const intake = createSongIntake(deps);
  const processing = createSongProcessing({ ...deps, renditions });
  const resumable = createResumableUploads({ ...deps, intake, maxPending: deps.maxPendingUploads });

  return {
    ...intake,

    /** A resumable upload's stored facts (its owner), or null when there is none. */
    findResumableUpload: resumable.find,
    /** Hands a tus request over with who sends it; answers tus's response, its errors as French JSON bodies. */
    handleResumableUpload: resumable.handle,
    /** Removes the resumable uploads left unfinished past their expiry; answers how many went. */
    purgeExpired: resumable.purgeExpired,

    /** The processing job: starts due uploads (`concurrency` at once) without waiting for them. */
    startDue: processing.startDue,
    /** Processes due uploads until none is left; answers how many. */
    processDue: processing.processDue,
    /** Stops taking uploads up and waits for those under way. */
    stop: processing.stop,

    /** A song's renditions as the API lists them. */
    listFor: renditions.listFor,
    /** The backfill job: the renditions of the next source whose songs have none. */
    backfillDue: renditions.backfillDue,
    /** Removes temporary renditions a stopped server left behind; answers how many went. */
    purgeTemporary: renditions.purgeTemporary,
  };
}

export { RENDITION_TEMP_PURGE_INTERVAL_MS } from './song-pipeline.renditions.ts';
export { SONG_UPLOAD_PURGE_INTERVAL_MS } from './song-pipeline.resumable-uploads.ts';
