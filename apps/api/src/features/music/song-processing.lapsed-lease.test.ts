import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { songArtists, songRenditions, songs, songUploads } from '../../db/schema.ts';
import { ffmpegBinary } from '../../lib/audio.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createFfmpeg, type Ffmpeg } from '../../lib/ffmpeg.ts';
import { createMediaUrls } from '../../lib/media.ts';
import { testAudio } from '../../test/audio.ts';
import { createTestDatabase } from '../../test/db.ts';
import { createArtist, createUser } from '../../test/factories.ts';
import { RENDITIONS_DIR } from './renditions.policy.ts';
import { createSongProcessing } from './song-pipeline.processing.ts';
import { createSongRenditions, type MadeRenditions } from './song-pipeline.renditions.ts';
import { insertUpload } from './song-pipeline.repository.ts';

const START = new Date('2026-11-25T10:00:00Z');
const clock = fixedClock(START);
const silent = { error: () => undefined };
/**
 * The lease both workers take. Long, so that their renewal (every third of it, in real time) never runs during
 * the test: the lease lapses only when the test moves the clock past it, as when a worker is stalled.
 */
const LEASE_MS = 10 * 60_000;

/** Waits (in real time) until `check` holds. */
async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

let database: Database;
let mediaDir: string;
let ffmpeg: Ffmpeg;
beforeEach(async () => {
  clock.set(START);
  database = await createTestDatabase();
  mediaDir = await mkdtemp(join(tmpdir(), 'sanza-lapsed-lease-'));
  mkdirSync(join(mediaDir, '.uploads'), { recursive: true });
  ffmpeg = createFfmpeg(() => ffmpegBinary(process.env.FFMPEG_PATH));
});
afterEach(async () => {
  await ffmpeg.stopAll();
  await database.close();
});

/** The real renditions (ffmpeg writing files under the media directory). */
function realRenditions() {
  return createSongRenditions({
    db: database.db,
    clock,
    media: createMediaUrls(undefined),
    mediaDir,
    ffmpeg,
    transcodeTimeoutMs: 60_000,
    log: silent,
  });
}

/**
 * Real renditions whose run, once its files are written, is held until `release()`: a transcoding that outlives
 * its lease. `made` is what the run wrote.
 */
function heldAfterEncoding() {
  const real = realRenditions();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: { made: MadeRenditions | null; release(): void } = { made: null, release: () => release() };
  return Object.assign(held, {
    async make(...args: Parameters<typeof real.make>): Promise<MadeRenditions> {
      const made = await real.make(...args);
      held.made = made;
      await gate;
      return made;
    },
    discard: real.discard,
  });
}

function worker(renditions: Parameters<typeof createSongProcessing>[0]['renditions']) {
  return createSongProcessing({
    db: database.db,
    clock,
    mediaDir,
    timeZone: 'Africa/Douala',
    renditions,
    maxSongMinutes: 20,
    concurrency: 1,
    leaseMs: LEASE_MS,
    log: silent,
  });
}

const renditionFiles = () =>
  existsSync(join(mediaDir, RENDITIONS_DIR))
    ? readdirSync(join(mediaDir, RENDITIONS_DIR))
        .map((name) => `${RENDITIONS_DIR}/${name}`)
        .sort()
    : [];

describe('song processing, a transcoding that outlives its lease', () => {
  it("publishes one song when worker A's lease lapses and worker B finishes first: A's late finish is refused and A's rendition files are removed, none kept on disk or in song_renditions", async () => {
    const user = await createUser(database.db, { roles: ['artist'] });
    const artist = await createArtist(database.db, { ownerId: user.id });
    writeFileSync(join(mediaDir, '.uploads', 'lapse.mp3'), testAudio('mp3', 3));
    const upload = await insertUpload(database.db, {
      userId: user.id,
      artistId: artist.id,
      title: 'Lapse',
      sourcePath: '.uploads/lapse.mp3',
      duration: null,
      runAfter: clock.now(),
    });
    const stateOf = async () =>
      (await database.db.select().from(songUploads).where(eq(songUploads.id, upload.id)))[0]!;

    // Worker A claims the upload and encodes it, then is held past its lease before finishing.
    const slow = heldAfterEncoding();
    const a = worker(slow);
    expect(await a.startDue()).toBe(1);
    await until(() => slow.made !== null);
    const fromA = [...new Set(slow.made!.renditions.map((r) => r.path))].sort();
    expect(fromA.length).toBeGreaterThan(0);
    expect(fromA.every((path) => existsSync(join(mediaDir, path)))).toBe(true);
    expect(await stateOf()).toMatchObject({ status: 'processing', attempts: 1 });

    // A's lease lapses: worker B takes the upload up and finishes it.
    clock.advance(LEASE_MS);
    expect((await stateOf()).leasedUntil!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    const b = worker(realRenditions());
    expect(await b.processDue()).toBe(1);
    const afterB = await stateOf();
    expect(afterB).toMatchObject({ status: 'ready', attempts: 2, leasedUntil: null });
    const published = await database.db.select().from(songs);
    expect(published.map((s) => s.id)).toEqual([afterB.songId]);

    // A's late finish is refused.
    clock.advance(60_000);
    slow.release();
    await a.stop();

    expect(
      (await database.db.select().from(songs)).map((s) => s.id),
      'songs after A finished late',
    ).toEqual([afterB.songId]);
    expect(
      (await database.db.select().from(songArtists).where(eq(songArtists.artistId, artist.id))).map(
        (c) => c.songId,
      ),
    ).toEqual([afterB.songId]);
    expect(await stateOf()).toEqual(afterB);
    const rows = await database.db.select().from(songRenditions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.songId === afterB.songId)).toBe(true);
    expect(
      rows.filter((r) => fromA.includes(r.path)),
      "A's renditions in song_renditions",
    ).toEqual([]);
    expect(
      fromA.filter((path) => existsSync(join(mediaDir, path))),
      "A's rendition files on disk",
    ).toEqual([]);
    // On disk: exactly the files of the one song's renditions.
    expect(renditionFiles()).toEqual([...new Set(rows.map((r) => r.path))].sort());
  }, 60_000);
});
