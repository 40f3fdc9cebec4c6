import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { studioMusicMessages as M, songTooLongMessage } from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { songs, songUploads } from '../../db/schema.ts';
import { ffmpegBinary } from '../../lib/audio.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { testAudio, withClaimedOggDuration } from '../../test/audio.ts';
import { createUser } from '../../test/factories.ts';

const START = new Date('2026-11-25T10:00:00Z');
const clock = fixedClock(START);

/**
 * An ffmpeg that logs each run's arguments and runs the real one, except the encoding run (the one with the
 * loudness filter), which does `encode` instead: a shell snippet (`$$` is the process ffmpeg would be).
 */
function fakeFfmpeg(encode = `exec '${ffmpegBinary(undefined)}' "$@"`) {
  const dir = mkdtempSync(join(tmpdir(), 'sanza-ffmpeg-'));
  const log = join(dir, 'runs.log');
  const path = join(dir, 'ffmpeg');
  writeFileSync(
    path,
    `#!/bin/sh\necho "$*" >> '${log}'\ncase "$*" in *loudnorm*) ${encode};; esac\nexec '${ffmpegBinary(undefined)}' "$@"\n`,
  );
  chmodSync(path, 0o755);
  return {
    path,
    dir,
    /** How many encoding runs were started. */
    encodes: () =>
      (existsSync(log) ? readFileSync(log, 'utf8').split('\n') : []).filter((l) => l.includes('loudnorm'))
        .length,
  };
}

let opened: TestContext | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/** The app with these settings, closed after the test. */
async function app(env: Record<string, string> = {}) {
  clock.set(START);
  opened = await createTestApp({ clock, env });
  return opened;
}

/** Sends `bytes` as a studio upload (tus, one PATCH) by a new artist; answers the upload's id. */
async function send(
  ctx: TestContext,
  bytes: Buffer,
): Promise<{ id: number; auth: { authorization: string } }> {
  const user = await createUser(ctx.database.db, { roles: ['artist'] });
  const auth = { authorization: `Bearer ${await accessTokenFor(user.id, clock.now())}` };
  const tus = { ...auth, 'tus-resumable': '1.0.0' };
  await ctx.app.inject({
    method: 'POST',
    url: '/api/studio/artist/',
    payload: { name: 'Nouvelle' },
    headers: auth,
  });
  const title = `title ${Buffer.from('Essai').toString('base64')}`;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/studio/uploads/',
    headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': title },
  });
  const done = await ctx.app.inject({
    method: 'PATCH',
    url: created.headers.location as string,
    payload: bytes,
    headers: { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
  });
  expect(done.statusCode).toBe(202);
  return { id: done.json().id, auth };
}

const status = async (ctx: TestContext, id: number, auth: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/studio/songs/${id}/`, headers: auth })).json();
const audioFiles = (ctx: TestContext) => {
  const dir = join(ctx.config.mediaDir, 'audio');
  return existsSync(dir) ? readdirSync(dir) : [];
};

let SEVENTY_S: Buffer;
let SIX_S: Buffer;
beforeAll(() => {
  SEVENTY_S = testAudio('opus', 70);
  SIX_S = testAudio('opus', 6);
});

describe('the length of a song', () => {
  it('refuses a song playing past SONG_MAX_MINUTES before any encoding, saying why in French', async () => {
    const ffmpeg = fakeFfmpeg();
    const ctx = await app({ SONG_MAX_MINUTES: '1', FFMPEG_PATH: ffmpeg.path });
    const { id, auth } = await send(ctx, SEVENTY_S);
    expect(await ctx.app.songPipeline.processDue()).toBe(1);
    expect(await status(ctx, id, auth)).toEqual({
      id,
      song_id: null,
      status: 'failed',
      duration: null,
      error: songTooLongMessage(1, 70),
    });
    expect(songTooLongMessage(1, 70)).toBe('Ce morceau dure 1 min : la limite est de 1 minute.');
    expect(songTooLongMessage(20, 15_480)).toBe('Ce morceau dure 4 h 18 min : la limite est de 20 minutes.');
    expect(ffmpeg.encodes()).toBe(0);
    expect(audioFiles(ctx)).toEqual([]);
    expect(await ctx.database.db.select().from(songs)).toEqual([]);
  });

  it('measures the audio itself: an Ogg file whose header claims 10 h is a song of 6 s', async () => {
    const ctx = await app();
    const { id, auth } = await send(ctx, withClaimedOggDuration(SIX_S, 36_000));
    // Not trusted from the header, not yet measured.
    expect((await status(ctx, id, auth)).duration).toBeNull();
    expect(await ctx.app.songPipeline.processDue()).toBe(1);
    const state = await status(ctx, id, auth);
    expect([state.status, state.duration]).toEqual(['ready', 6]);
    const [song] = await ctx.database.db.select().from(songs).where(eq(songs.id, state.song_id));
    expect(song!.duration).toBe(6);
  });
});

describe('ffmpeg and its files', () => {
  it('kills the ffmpeg of a running song when the server closes', async () => {
    const ffmpeg = fakeFfmpeg(`echo $$ > '${'PIDFILE'}'; exec sleep 60`);
    const pidFile = join(ffmpeg.dir, 'pid');
    writeFileSync(ffmpeg.path, readFileSync(ffmpeg.path, 'utf8').replace('PIDFILE', pidFile));
    const ctx = await app({ FFMPEG_PATH: ffmpeg.path });
    const { id } = await send(ctx, SIX_S);
    const processing = ctx.app.songPipeline.processDue();
    const end = Date.now() + 10_000;
    while (!existsSync(pidFile) || readFileSync(pidFile, 'utf8').trim() === '') {
      if (Date.now() > end) throw new Error('ffmpeg never started');
      await new Promise((r) => setTimeout(r, 20));
    }
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(isAlive(pid)).toBe(true);
    await ctx.app.close();
    await processing;
    expect(isAlive(pid)).toBe(false);
    // Nothing recorded: the lease lapses and the next start takes the song up again.
    const [row] = await ctx.database.db.select().from(songUploads).where(eq(songUploads.id, id));
    expect(row!.status).toBe('processing');
    await ctx.database.close();
    opened = undefined;
  });

  it('removes the renditions a failed job wrote', async () => {
    // Outputs written (not audio) and a success: measuring them fails after they were renamed into place.
    const ffmpeg = fakeFfmpeg(
      `for a in "$@"; do case "$a" in *.tmp-*) echo garbage > "$a";; esac; done; exit 0`,
    );
    const ctx = await app({ FFMPEG_PATH: ffmpeg.path });
    const { id, auth } = await send(ctx, SIX_S);
    expect(await ctx.app.songPipeline.processDue()).toBe(1);
    expect(await status(ctx, id, auth)).toMatchObject({ status: 'failed', error: M.songUnreadable });
    expect(ffmpeg.encodes()).toBe(1);
    expect(audioFiles(ctx)).toEqual([]);
  });

  it('removes temporary renditions a stopped server left, not those being written', async () => {
    const ctx = await app();
    const dir = join(ctx.config.mediaDir, 'audio');
    mkdirSync(dir, { recursive: true });
    const left = join(dir, 'studio-aa.r1-normal.mp3.tmp-0123456789ab');
    const writing = join(dir, 'studio-bb.r1-normal.mp3.tmp-ba9876543210');
    const kept = join(dir, 'studio-cc.r1-normal.mp3');
    for (const path of [left, writing, kept]) writeFileSync(path, 'x');
    const old = new Date(Date.now() - 10 * 60_000);
    utimesSync(left, old, old);
    utimesSync(kept, old, old);
    expect(await ctx.app.songPipeline.purgeTemporary()).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(
      ['studio-bb.r1-normal.mp3.tmp-ba9876543210', 'studio-cc.r1-normal.mp3'].sort(),
    );
  });
});

/** Whether process `pid` still runs (a zombie waiting for its parent does not). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
