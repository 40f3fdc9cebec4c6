import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { parseFile } from 'music-metadata';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { songRenditions, songs } from '../../db/schema.ts';
import { ffmpegBinary } from '../../lib/audio.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest, testConfig } from '../../test/app.ts';
import { integratedLoudness, measuredKbps, quietMusic } from '../../test/audio.ts';
import { testTarget } from '../../test/db.ts';
import { createSong, createUser } from '../../test/factories.ts';
import { claimDueSource } from './renditions.repository.ts';
import { RENDITIONS_LEASE_MS, RENDITIONS_MAX_ATTEMPTS } from './song-pipeline.renditions.ts';

const START = new Date('2026-11-25T10:00:00Z');
const clock = fixedClock(START);

/** An ffmpeg that writes each run's arguments to a log, then runs the real one: how many encodes ran, of what. */
function countingFfmpeg() {
  const dir = mkdtempSync(join(tmpdir(), 'sanza-ffmpeg-'));
  const log = join(dir, 'runs.log');
  const path = join(dir, 'ffmpeg');
  writeFileSync(path, `#!/bin/sh\necho "$*" >> '${log}'\nexec '${ffmpegBinary(undefined)}' "$@"\n`);
  chmodSync(path, 0o755);
  return {
    path,
    /** The inputs of the runs so far, one per run. */
    inputs: () =>
      existsSync(log)
        ? readFileSync(log, 'utf8')
            .trim()
            .split('\n')
            .map((line) => line.match(/ -i (\S+)/)![1]!)
        : [],
  };
}

const ffmpeg = countingFfmpeg();
let WAV: Buffer;
let MP3_128: Buffer;
beforeAll(() => {
  WAV = quietMusic('wav', 6);
  MP3_128 = quietMusic('mp3', 6, 128);
});

const ctx = appPerTest({ clock, start: START, env: { FFMPEG_PATH: ffmpeg.path } });
const file = (url: string) => join(ctx.config.mediaDir, url.replace(/^\/media\//, ''));
type Rendition = { quality: string; url: string; codec: string; bitrate_kbps: number; size_bytes: number };
const detail = (id: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/streaming/musics/${id}/` }).then((r) => r.json());

/** Sends `bytes` as a studio upload (tus, one PATCH) by a new artist, processes it; answers the song's id. */
async function uploadSong(bytes: Buffer, title: string): Promise<number> {
  const user = await createUser(ctx.database.db, { roles: ['artist'] });
  const auth = { authorization: `Bearer ${await accessTokenFor(user.id, clock.now())}` };
  const tus = { ...auth, 'tus-resumable': '1.0.0' };
  await ctx.app.inject({
    method: 'POST',
    url: '/api/studio/artist/',
    payload: { name: 'Artiste' },
    headers: auth,
  });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/studio/uploads/',
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `title ${Buffer.from(title).toString('base64')}`,
    },
  });
  const done = await ctx.app.inject({
    method: 'PATCH',
    url: created.headers.location as string,
    payload: bytes,
    headers: { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
  });
  expect(done.statusCode).toBe(202);
  expect(await ctx.app.songPipeline.processDue()).toBe(1);
  const state = await ctx.app.inject({
    method: 'GET',
    url: `/api/studio/songs/${done.json().id}/`,
    headers: auth,
  });
  expect(state.json().status).toBe('ready');
  return state.json().song_id;
}

/** A demo-like song: its audio file (not read) and its kept lossless source, `.sources/{name}.wav`. */
async function demoLikeSong(name: string) {
  const source = `.sources/${name}.wav`;
  mkdirSync(join(ctx.config.mediaDir, '.sources'), { recursive: true });
  if (!existsSync(join(ctx.config.mediaDir, source))) writeFileSync(join(ctx.config.mediaDir, source), WAV);
  // Due now by the test's clock (the column's default is the database's own time).
  return createSong(ctx.database.db, {
    audioFile: `audio/${name}.mp3`,
    sourceFile: source,
    duration: 50,
    renditionsRunAfter: clock.now(),
  });
}

describe('audio renditions of a studio upload', () => {
  it('are made before the song is ready: Opus ≤ 32 kbps, MP3 32, 96 and 192 kbps, all near −14 LUFS', async () => {
    const songId = await uploadSong(WAV, 'Sans perte');
    const song = await detail(songId);
    expect(song.audio_renditions.map((r: Rendition) => `${r.quality}:${r.codec}`)).toEqual([
      'eco:opus',
      'eco:mp3',
      'normal:mp3',
      'high:mp3',
    ]);
    const [ecoOpus, ecoMp3, normal, high] = song.audio_renditions as Rendition[];
    // The spec's `file` is the normal MP3; the duration is read from it.
    expect([song.file, song.duration]).toEqual([normal!.url, 6]);
    for (const r of song.audio_renditions as Rendition[]) {
      expect(r.url).toMatch(/^\/media\/audio\/studio-[0-9a-f]{24}\.r1-(eco|normal|high)\.(webm|mp3)$/);
      expect(r.size_bytes).toBe(readFileSync(file(r.url)).length);
      // What the API says is what the file measures.
      expect(Math.abs(r.bitrate_kbps - (await measuredKbps(file(r.url))))).toBeLessThanOrEqual(0.5);
      // Normalised: the quiet source (about −30 LUFS) plays near −14 LUFS in every rendition.
      expect(Math.abs(integratedLoudness(file(r.url)) + 14)).toBeLessThan(1.5);
      // Served with Range like every medium.
      const part = await ctx.app.inject({ method: 'GET', url: r.url, headers: { range: 'bytes=0-9' } });
      expect([part.statusCode, part.headers['content-type']]).toEqual([
        206,
        r.codec === 'opus' ? 'audio/webm' : 'audio/mpeg',
      ]);
    }
    const source = join(mkdtempSync(join(tmpdir(), 'sanza-audio-')), 'source.wav');
    writeFileSync(source, WAV);
    expect(integratedLoudness(source)).toBeLessThan(-25);

    const format = async (r: Rendition) => (await parseFile(file(r.url))).format;
    expect(await measuredKbps(file(ecoOpus!.url))).toBeLessThanOrEqual(32);
    expect(await format(ecoOpus!)).toMatchObject({
      container: 'EBML/webm',
      codec: 'OPUS',
      sampleRate: 48_000,
    });
    // With cues (the Cues element's id), which a player seeking a window at a time reads.
    expect(readFileSync(file(ecoOpus!.url)).includes(Buffer.from('1c53bb6b', 'hex'))).toBe(true);
    // Safari's eco: a 32 kbps CBR MP3 (its Info frame and padding are the only bytes over).
    expect(await format(ecoMp3!)).toMatchObject({
      codec: 'MPEG 2 Layer 3',
      bitrate: 32_000,
      numberOfChannels: 1,
    });
    expect(await measuredKbps(file(ecoMp3!.url))).toBeLessThan(32.5);
    expect(await format(normal!)).toMatchObject({ bitrate: 96_000, sampleRate: 44_100, numberOfChannels: 2 });
    expect(await measuredKbps(file(normal!.url))).toBeGreaterThan(94);
    expect(await measuredKbps(file(normal!.url))).toBeLessThan(98);
    expect(await format(high!)).toMatchObject({ bitrate: 192_000, sampleRate: 44_100, numberOfChannels: 2 });
    expect(await measuredKbps(file(high!.url))).toBeGreaterThan(188);
    expect(await measuredKbps(file(high!.url))).toBeLessThan(196);
    // The list calls stay as they were: no renditions there.
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/streaming/musics/' })).json();
    expect(list[0]).not.toHaveProperty('audio_renditions');
  });

  it('never encodes above a lossy source: a 128 kbps MP3 gives a 128 kbps high', async () => {
    const song = await detail(await uploadSong(MP3_128, 'Avec perte'));
    const [, , normal, high] = song.audio_renditions as Rendition[];
    expect((await parseFile(file(normal!.url))).format.bitrate).toBe(96_000);
    expect((await parseFile(file(high!.url))).format.bitrate).toBe(128_000);
    expect(high!.bitrate_kbps).toBeGreaterThan(124);
    expect(high!.bitrate_kbps).toBeLessThan(132);
  });
});

describe('the renditions backfill (songs made before renditions: the demo songs)', () => {
  it('makes the renditions of songs sharing a source once for all of them, and reuses them later', async () => {
    const shared = [await demoLikeSong('tune-a'), await demoLikeSong('tune-a'), await demoLikeSong('tune-a')];
    const other = await demoLikeSong('tune-b');
    // Until then a song answers its current file and no renditions.
    expect(await detail(shared[0]!.id)).toMatchObject({
      file: '/media/audio/tune-a.mp3',
      audio_renditions: [],
    });

    expect(await ctx.app.songPipeline.backfillDue()).toBe(3);
    expect(await ctx.app.songPipeline.backfillDue()).toBe(1);
    expect(await ctx.app.songPipeline.backfillDue()).toBe(0);
    const sources = ffmpeg.inputs().filter((input) => input.startsWith(ctx.config.mediaDir));
    expect(sources.map((input) => input.split('/').at(-1))).toEqual(['tune-a.wav', 'tune-b.wav']);

    const song = await detail(shared[2]!.id);
    expect(song.audio_renditions.map((r: Rendition) => r.url)).toEqual([
      '/media/audio/tune-a-wav.r1-eco.webm',
      '/media/audio/tune-a-wav.r1-eco.mp3',
      '/media/audio/tune-a-wav.r1-normal.mp3',
      '/media/audio/tune-a-wav.r1-high.mp3',
    ]);
    // The spec's fields now play the normal MP3, with the duration it has.
    expect([song.file, song.duration]).toEqual(['/media/audio/tune-a-wav.r1-normal.mp3', 6]);
    expect((await detail(other.id)).audio_renditions).toHaveLength(4);

    // A song added later on the same source gets the same files without encoding again.
    const later = await demoLikeSong('tune-a');
    expect(await ctx.app.songPipeline.backfillDue()).toBe(1);
    expect(ffmpeg.inputs().filter((input) => input.startsWith(ctx.config.mediaDir))).toHaveLength(2);
    expect((await detail(later.id)).audio_renditions).toEqual(song.audio_renditions);
  });

  it('takes up a source whose worker died within a minute, not before its lease lapsed', async () => {
    const song = await demoLikeSong('tune-c');
    // A worker claims it, then the server dies: nobody renews the lease.
    const now = clock.now();
    await claimDueSource(ctx.database.db, now, new Date(now.getTime() + RENDITIONS_LEASE_MS));
    expect(await ctx.app.songPipeline.backfillDue()).toBe(0);
    clock.advance(RENDITIONS_LEASE_MS);
    expect(RENDITIONS_LEASE_MS).toBeLessThanOrEqual(60_000);
    expect(await ctx.app.songPipeline.backfillDue()).toBe(1);
    expect((await detail(song.id)).audio_renditions).toHaveLength(4);
  });

  it(`retries a failing source after 30 s and 2 min, then marks its songs failed (${RENDITIONS_MAX_ATTEMPTS} attempts)`, async () => {
    mkdirSync(join(ctx.config.mediaDir, '.sources'), { recursive: true });
    writeFileSync(join(ctx.config.mediaDir, '.sources/broken.wav'), 'RIFF, but not audio');
    const song = await createSong(ctx.database.db, {
      audioFile: 'audio/broken.mp3',
      sourceFile: '.sources/broken.wav',
      renditionsRunAfter: clock.now(),
    });
    const state = async () => {
      const [row] = await ctx.database.db.select().from(songs).where(eq(songs.id, song.id));
      return [row!.renditionsStatus, row!.renditionsAttempts, row!.renditionsError];
    };
    expect(await ctx.app.songPipeline.backfillDue()).toBe(0);
    expect(await state()).toEqual(['pending', 1, null]);
    clock.advance(29_000);
    expect(await ctx.app.songPipeline.backfillDue()).toBe(0);
    expect(await state()).toEqual(['pending', 1, null]);
    clock.advance(1_000);
    await ctx.app.songPipeline.backfillDue();
    expect(await state()).toEqual(['pending', 2, null]);
    clock.advance(120_000);
    await ctx.app.songPipeline.backfillDue();
    const [status, attempts, error] = await state();
    expect([status, attempts]).toEqual(['failed', RENDITIONS_MAX_ATTEMPTS]);
    expect(error).toMatch(/^Les versions audio n'ont pas pu être créées : .*broken\.wav/);
    clock.advance(3600_000);
    expect(await ctx.app.songPipeline.backfillDue()).toBe(0);
    expect(await state()).toEqual(['failed', RENDITIONS_MAX_ATTEMPTS, error]);
    // The song still plays its file.
    expect(await detail(song.id)).toMatchObject({ file: '/media/audio/broken.mp3', audio_renditions: [] });
  });
});

describe('the renditions backfill with two workers', () => {
  let second: App;
  let secondDatabase: Database | undefined;
  beforeEach(async () => {
    // On PostgreSQL the second worker has its own connection pool, so both really run at once.
    secondDatabase =
      testTarget === 'postgres'
        ? await openDatabase({ url: (ctx.database as Database & { url: string }).url })
        : undefined;
    const config = testConfig({ FFMPEG_PATH: ffmpeg.path, MEDIA_DIR: ctx.config.mediaDir });
    second = await buildApp(config, { database: secondDatabase ?? ctx.database, clock, logger: false });
  });
  afterEach(async () => {
    await second.close();
    await secondDatabase?.close();
  });

  it('never lets two workers process one song, nor encode one source twice', async () => {
    const a = [await demoLikeSong('duo-a'), await demoLikeSong('duo-a'), await demoLikeSong('duo-a')];
    const b = [await demoLikeSong('duo-b'), await demoLikeSong('duo-b')];
    const done = await Promise.all([ctx.app.songPipeline.backfillDue(), second.songPipeline.backfillDue()]);
    expect(done.sort()).toEqual([2, 3]);
    expect(
      await Promise.all([ctx.app.songPipeline.backfillDue(), second.songPipeline.backfillDue()]),
    ).toEqual([0, 0]);
    const runs = ffmpeg.inputs().filter((input) => input.startsWith(ctx.config.mediaDir));
    expect(runs.map((input) => input.split('/').at(-1)).sort()).toEqual(['duo-a.wav', 'duo-b.wav']);
    const rows = await ctx.database.db.select().from(songRenditions);
    expect(rows).toHaveLength(4 * (a.length + b.length));
  });
});
