import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { studioMusicMessages as M } from '@sanza/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { songs, songUploads } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { describeOnPostgres, raceBehindLock } from '../../test/concurrency.ts';
import { createTestDatabase } from '../../test/db.ts';
import { createArtist, createUser } from '../../test/factories.ts';
import { createSongProcessing, SONG_PROCESS_LEASE_MS } from './song-pipeline.processing.ts';
import { type MadeRenditions, RenditionsError } from './song-pipeline.renditions.ts';
import { claimDueUpload, insertUpload } from './song-pipeline.repository.ts';

const START = new Date('2026-11-25T10:00:00Z');
const clock = fixedClock(START);
const silent = { error: () => undefined };

/** A transcoder whose runs end when the test says so: `release(source)` lets the run of that source finish. */
function heldRenditions() {
  const waiting = new Map<string, { resolve(): void; reject(err: unknown): void }>();
  const started: string[] = [];
  const made = (source: string): MadeRenditions => ({
    renditions: [
      { quality: 'normal', codec: 'mp3', path: `audio/${source}.mp3`, sizeBytes: 1000, bitrateKbps: 96 },
    ],
    normal: { path: `audio/${source}.mp3`, duration: 6 },
  });
  return {
    started,
    async make(sourcePath: string): Promise<MadeRenditions> {
      started.push(sourcePath);
      await new Promise<void>((resolve, reject) => waiting.set(sourcePath, { resolve, reject }));
      return made(sourcePath);
    },
    async discard() {},
    release(source: string) {
      waiting.get(source)!.resolve();
    },
    fail(source: string, err: unknown) {
      waiting.get(source)!.reject(err);
    },
    isRunning: (source: string) => waiting.has(source),
  };
}

/** Waits (in real time) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

let database: Database;
let mediaDir: string;
beforeEach(async () => {
  clock.set(START);
  database = await createTestDatabase();
  mediaDir = await mkdtemp(join(tmpdir(), 'sanza-songs-'));
  mkdirSync(join(mediaDir, '.uploads'), { recursive: true });
});
afterEach(() => database.close());

function service(
  renditions: ReturnType<typeof heldRenditions>,
  opts: { concurrency?: number; leaseMs?: number } = {},
) {
  return createSongProcessing({
    db: database.db,
    clock,
    mediaDir,
    timeZone: 'Africa/Douala',
    renditions,
    maxSongMinutes: 20,
    concurrency: opts.concurrency ?? 4,
    leaseMs: opts.leaseMs,
    log: silent,
  });
}

/** An artist (with their account) and a way to queue their uploads, `source` naming the received file. */
async function artist() {
  const user = await createUser(database.db, { roles: ['artist'] });
  const row = await createArtist(database.db, { ownerId: user.id });
  return async (source: string) => {
    writeFileSync(join(mediaDir, '.uploads', source), 'x');
    return insertUpload(database.db, {
      userId: user.id,
      artistId: row.id,
      title: source,
      sourcePath: `.uploads/${source}`,
      duration: 6,
      runAfter: clock.now(),
    });
  };
}

const stateOf = async (id: number) =>
  (await database.db.select().from(songUploads).where(eq(songUploads.id, id)))[0]!;

describe('song processing, fair between artists', () => {
  it("makes another artist's short song while a long one is still encoding", async () => {
    const renditions = heldRenditions();
    const studio = service(renditions);
    const long = await (await artist())('long');
    const short = await (await artist())('short');
    expect(await studio.startDue()).toBe(2);
    await until(() => renditions.isRunning('.uploads/short'));
    renditions.release('.uploads/short');
    await until(async () => (await stateOf(short.id)).status === 'ready');
    expect((await stateOf(long.id)).status).toBe('processing');
    renditions.release('.uploads/long');
    await studio.stop();
    expect((await stateOf(long.id)).status).toBe('ready');
  });

  it("takes one upload at a time per artist, the artist's next once the first is done", async () => {
    const renditions = heldRenditions();
    const studio = service(renditions);
    const upload = await artist();
    const first = await upload('first');
    const second = await upload('second');
    expect(await studio.startDue()).toBe(1);
    expect(await studio.startDue()).toBe(0);
    await until(() => renditions.isRunning('.uploads/first'));
    expect(renditions.started).toEqual(['.uploads/first']);
    renditions.release('.uploads/first');
    await until(async () => (await stateOf(first.id)).status === 'ready');
    expect(await studio.startDue()).toBe(1);
    await until(() => renditions.isRunning('.uploads/second'));
    renditions.release('.uploads/second');
    await studio.stop();
    expect((await stateOf(second.id)).status).toBe('ready');
  });

  it("never lets two workers claiming together take two of one artist's uploads", async () => {
    const renditions = heldRenditions();
    const workers = [service(renditions), service(renditions), service(renditions)];
    const upload = await artist();
    for (const name of ['one', 'two', 'three']) await upload(name);
    const started = await Promise.all(workers.map((w) => w.startDue()));
    expect(started.reduce((a, b) => a + b, 0)).toBe(1);
    await until(() => renditions.started.length === 1);
    renditions.release(renditions.started[0]!);
    await Promise.all(workers.map((w) => w.stop()));
  });

  describeOnPostgres('on PostgreSQL, with claims truly at once', () => {
    it("never lets workers that all read before any writes take two of one artist's uploads", async () => {
      const renditions = heldRenditions();
      const workers = [service(renditions), service(renditions), service(renditions)];
      const upload = await artist();
      for (const name of ['one', 'two', 'three']) await upload(name);
      // Held where a claim writes its lease: every claim reads which artists are busy before any lease is written.
      const started = await raceBehindLock(
        database,
        (tx) => tx.execute(sql`lock table song_uploads in share mode`),
        3,
        () => Promise.all(workers.map((w) => w.startDue())),
      );
      expect(started.reduce((a, b) => a + b, 0)).toBe(1);
      await until(() => renditions.started.length === 1);
      renditions.release(renditions.started[0]!);
      await Promise.all(workers.map((w) => w.stop()));
    });
  });

  it('runs at most SONG_PROCESS_CONCURRENCY uploads at once in one process', async () => {
    const renditions = heldRenditions();
    const studio = service(renditions, { concurrency: 2 });
    for (const name of ['a', 'b', 'c']) await (await artist())(name);
    expect(await studio.startDue()).toBe(2);
    expect(await studio.startDue()).toBe(0);
    await until(() => renditions.started.length === 2);
    renditions.release(renditions.started[0]!);
    await until(async () => (await studio.startDue()) === 1);
    for (const source of renditions.started.slice(1)) {
      await until(() => renditions.isRunning(source));
      renditions.release(source);
    }
    await studio.stop();
    expect((await database.db.select().from(songs)).length).toBe(3);
  });
});

describe('song processing failures', () => {
  it('fails a song whose encoding timed out for good, with a French reason, without retrying it', async () => {
    const renditions = heldRenditions();
    const studio = service(renditions);
    const upload = await (await artist())('slow');
    const done = studio.processDue();
    await until(() => renditions.isRunning('.uploads/slow'));
    renditions.fail('.uploads/slow', new RenditionsError('ffmpeg ran past 600000 ms', 'timeout'));
    expect(await done).toBe(1);
    expect(await stateOf(upload.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: M.songProcessingTimedOut,
      leasedUntil: null,
    });
  });
});

describe('song processing after a crash', () => {
  it('takes up an upload whose worker died within a minute, not before its lease lapsed', async () => {
    const renditions = heldRenditions();
    const studio = service(renditions);
    const upload = await (await artist())('cut');
    // A worker claims it, then the server dies: nobody renews its lease.
    const now = clock.now();
    await claimDueUpload(database.db, now, new Date(now.getTime() + SONG_PROCESS_LEASE_MS));
    expect(await studio.startDue()).toBe(0);
    clock.advance(SONG_PROCESS_LEASE_MS);
    expect(SONG_PROCESS_LEASE_MS).toBeLessThanOrEqual(60_000);
    expect(await studio.startDue()).toBe(1);
    await until(() => renditions.isRunning('.uploads/cut'));
    renditions.release('.uploads/cut');
    await studio.stop();
    expect(await stateOf(upload.id)).toMatchObject({ status: 'ready', attempts: 2 });
  });

  it('renews the lease of a running upload, so no other worker takes it up meanwhile', async () => {
    const renditions = heldRenditions();
    const leaseMs = 300;
    const worker = service(renditions, { leaseMs });
    const other = service(renditions, { leaseMs });
    const upload = await (await artist())('kept');
    expect(await worker.startDue()).toBe(1);
    await until(() => renditions.isRunning('.uploads/kept'));
    // Past the first lease: only a renewal (every third of it) keeps the upload with its worker.
    clock.advance(leaseMs * 2);
    const renewed = new Date(clock.now().getTime() + leaseMs);
    await until(async () => ((await stateOf(upload.id)).leasedUntil?.getTime() ?? 0) >= renewed.getTime());
    expect(await other.startDue()).toBe(0);
    renditions.release('.uploads/kept');
    await worker.stop();
    expect(await stateOf(upload.id)).toMatchObject({ status: 'ready', attempts: 1, leasedUntil: null });
  });
});
