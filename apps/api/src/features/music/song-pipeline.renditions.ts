import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AudioRendition } from '@sanza/contracts';
import { parseFile } from 'music-metadata';
import type { Db } from '../../db/client.ts';
import { encodeRenditions, measureAudioSeconds, probeAudio, TranscodeError } from '../../lib/audio.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Ffmpeg, FfmpegFailure } from '../../lib/ffmpeg.ts';
import type { MediaUrls } from '../../lib/media.ts';
import {
  encodeTargets,
  inRenditionOrder,
  RENDITIONS_DIR,
  renditionPlan,
  stemOf,
} from './renditions.policy.ts';
import {
  claimDueSource,
  completeSongs,
  type NewRendition,
  type RenditionRow,
  renditionsOf,
  setPending,
} from './renditions.repository.ts';

/** How many times the backfill tries a source before the songs are marked failed. */
export const RENDITIONS_MAX_ATTEMPTS = 3;
/**
 * How long claimed songs stay with their worker unless renewed: renewed every third of it while the worker is at
 * them, so a source cut off by a crash is taken up again within a minute.
 */
export const RENDITIONS_LEASE_MS = 45_000;
/** How often the temporary files of renditions cut off midway are looked for. */
export const RENDITION_TEMP_PURGE_INTERVAL_MS = 60_000;
/**
 * A temporary rendition untouched this long is a leftover: ffmpeg writes its outputs as it goes (several times a
 * second), so only a run that died stops touching them.
 */
const TEMP_ORPHAN_MS = 2 * 60_000;
/** The temporary names encodeRenditions writes under before renaming (`….tmp-` and 12 hex digits). */
const TEMP_NAME = /\.tmp-[0-9a-f]{12}$/;
/** Wait before the next attempt after a failure: 30 s, then 2 min. */
const retryDelayMs = (attempts: number) => 30_000 * 4 ** (attempts - 1);

/**
 * Why a source could not be made into renditions: ffmpeg's reason (`unreadable`, `timeout`, `transient`), or
 * `tooLong` when its decoded audio plays longer than allowed (`claimedSeconds`: what its header says).
 */
export class RenditionsError extends Error {
  constructor(
    message: string,
    readonly reason: FfmpegFailure | 'tooLong',
    readonly claimedSeconds?: number,
  ) {
    super(message);
  }

  /** True when the source itself was refused (retrying changes nothing). */
  get unreadable(): boolean {
    return this.reason === 'unreadable';
  }
}

/** The renditions made from a source, and the `normal` one's duration (the song's new duration). */
export type MadeRenditions = { renditions: NewRendition[]; normal: { path: string; duration: number } };

type Log = { error(obj: object, msg: string): void };

/** What a stored song's failed renditions say to staff: French first, then ffmpeg's own English. */
const failure = (err: unknown) =>
  `Les versions audio n'ont pas pu être créées : ${err instanceof Error ? err.message : String(err)}`.slice(
    0,
    1000,
  );

/**
 * Audio renditions: made by ffmpeg from a song's source (see renditions.policy.ts), for studio uploads
 * (by the song job, before the song exists) and, by a backfill job, for every song that has none yet.
 */
export function createSongRenditions(deps: {
  db: Db;
  clock: Clock;
  media: MediaUrls;
  mediaDir: string;
  ffmpeg: Ffmpeg;
  /** The longest one ffmpeg run may take; past it the run is stopped and fails for good. */
  transcodeTimeoutMs: number;
  log: Log;
}) {
  const { db, clock, mediaDir } = deps;

  /** Measures a written rendition: its size and average bitrate over its duration. */
  async function measure(path: string) {
    const absolute = join(mediaDir, path);
    const [{ size }, format] = await Promise.all([
      stat(absolute),
      // A file the parser cannot read at all (a WebM without its header) is as unusable as one without length.
      parseFile(absolute, { duration: true, skipCovers: true }).then(
        (parsed) => parsed.format,
        () => null,
      ),
    ]);
    const duration = format?.duration ?? 0;
    if (!(duration > 0)) throw new RenditionsError(`rendition ${path} has no duration`, 'unreadable');
    return { sizeBytes: size, bitrateKbps: Math.max(1, Math.round((size * 8) / duration / 1000)), duration };
  }

  const renditions = {
    /**
     * Makes the renditions of `sourcePath` (relative to MEDIA_DIR), named from `stem`. Files already there are
     * reused (songs sharing a source are encoded once); the missing ones are encoded in one ffmpeg run. With
     * `maxSeconds`, the source is first decoded and measured, and refused (`tooLong`) past it before any encoding.
     * The files this call wrote are removed when it fails after writing them.
     */
    async make(
      sourcePath: string,
      stem = stemOf(sourcePath),
      opts: { maxSeconds?: number } = {},
    ): Promise<MadeRenditions> {
      const absolute = join(mediaDir, sourcePath);
      const measuring = opts.maxSeconds !== undefined;
      // Measured by decoding when bounded: the header's duration is then not worth reading the whole file for.
      const source = await probeAudio(absolute, { duration: !measuring });
      if (!source) throw new RenditionsError(`source ${sourcePath} is missing or not audio`, 'unreadable');
      try {
        if (measuring) {
          const real = await measureAudioSeconds(absolute, {
            ffmpeg: deps.ffmpeg,
            maxSeconds: opts.maxSeconds!,
            timeoutMs: deps.transcodeTimeoutMs,
          });
          if (real.over)
            throw new RenditionsError(
              `source ${sourcePath} plays longer than ${opts.maxSeconds} s`,
              'tooLong',
              real.claimedSeconds ?? undefined,
            );
          if (real.seconds <= 0)
            throw new RenditionsError(`source ${sourcePath} holds no audio`, 'unreadable');
          // Its average bitrate, when the header does not give it, from the audio that really plays.
          source.kbps ??= ((await stat(absolute)).size * 8) / real.seconds / 1000;
        }
        const plan = renditionPlan(stem, source);
        const missing = plan.filter((r) => !existsSync(join(mediaDir, r.path)));
        await mkdir(join(mediaDir, RENDITIONS_DIR), { recursive: true });
        await encodeRenditions(absolute, encodeTargets(missing, mediaDir), {
          ffmpeg: deps.ffmpeg,
          timeoutMs: deps.transcodeTimeoutMs,
        });
        try {
          const measured = new Map<string, Awaited<ReturnType<typeof measure>>>();
          for (const r of plan) if (!measured.has(r.path)) measured.set(r.path, await measure(r.path));
          const normal = plan.find((r) => r.quality === 'normal')!;
          return {
            renditions: plan.map((r) => {
              const { sizeBytes, bitrateKbps } = measured.get(r.path)!;
              return { quality: r.quality, codec: r.codec, path: r.path, sizeBytes, bitrateKbps };
            }),
            normal: {
              path: normal.path,
              duration: Math.max(1, Math.round(measured.get(normal.path)!.duration)),
            },
          };
        } catch (err) {
          // Written by this call and unusable: no other song points at them.
          await Promise.all(missing.map((r) => rm(join(mediaDir, r.path), { force: true })));
          throw err;
        }
      } catch (err) {
        if (err instanceof TranscodeError) throw new RenditionsError(err.message, err.reason);
        throw err;
      }
    },

    /**
     * Removes temporary renditions a stopped server left behind (untouched for TEMP_ORPHAN_MS; by the file's own
     * time, since another process may be writing the newer ones). Answers how many went.
     */
    async purgeTemporary(): Promise<number> {
      const dir = join(mediaDir, RENDITIONS_DIR);
      const names = await readdir(dir).catch(() => [] as string[]);
      const before = Date.now() - TEMP_ORPHAN_MS;
      let removed = 0;
      for (const name of names.filter((n) => TEMP_NAME.test(n))) {
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        if (!info || info.mtimeMs >= before) continue;
        await rm(path, { force: true });
        removed++;
      }
      return removed;
    },

    /** Removes rendition files (made for an upload that did not become a song). */
    async discard(made: MadeRenditions) {
      const paths = new Set(made.renditions.map((r) => r.path));
      await Promise.all([...paths].map((p) => rm(join(mediaDir, p), { force: true })));
    },

    /** A song's renditions as the API lists them: eco (Opus, MP3), normal, high. */
    async listFor(songId: number): Promise<AudioRendition[]> {
      const rows = await renditionsOf(db, songId);
      return inRenditionOrder(rows).map((r: RenditionRow) => ({
        quality: r.quality,
        url: deps.media.url(r.path) ?? '',
        codec: r.codec,
        bitrate_kbps: r.bitrateKbps,
        size_bytes: r.sizeBytes,
      }));
    },

    /**
     * The backfill job: makes the renditions of the next source whose songs have none, for all of them at once;
     * several processes safe (claimDueSource). A failure is retried after 30 s, then 2 min; the third marks the
     * songs failed with the error kept. Answers how many songs got their renditions.
     */
    async backfillDue(): Promise<number> {
      const now = clock.now();
      const claimed = await claimDueSource(db, now, new Date(now.getTime() + RENDITIONS_LEASE_MS));
      if (!claimed) return 0;
      const heartbeat = setInterval(() => {
        const leaseUntil = new Date(clock.now().getTime() + RENDITIONS_LEASE_MS);
        setPending(db, claimed.songIds, { renditionsRunAfter: leaseUntil }).catch((err) =>
          deps.log.error({ err, source: claimed.source }, 'renditions lease renewal failed'),
        );
      }, RENDITIONS_LEASE_MS / 3);
      heartbeat.unref();
      let made: MadeRenditions;
      try {
        made = await renditions.make(claimed.source);
      } catch (err) {
        clearInterval(heartbeat);
        deps.log.error({ err, source: claimed.source }, 'song renditions failed');
        const final = err instanceof RenditionsError && err.reason === 'timeout';
        if (final || claimed.attempts >= RENDITIONS_MAX_ATTEMPTS)
          await setPending(db, claimed.songIds, {
            renditionsStatus: 'failed',
            renditionsError: failure(err),
          });
        else
          await setPending(db, claimed.songIds, {
            renditionsRunAfter: new Date(clock.now().getTime() + retryDelayMs(claimed.attempts)),
          });
        return 0;
      }
      clearInterval(heartbeat);
      return completeSongs(db, claimed.songIds, made.renditions, {
        audioFile: made.normal.path,
        duration: made.normal.duration,
      });
    },
  };
  return renditions;
}

export type SongRenditions = ReturnType<typeof createSongRenditions>;
