import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { songRenditions } from '../../db/schema.ts';
import { accessTokenFor, appPerTest, testConfig } from '../../test/app.ts';
import { createSong, createUser } from '../../test/factories.ts';

// A song hidden by moderation stops being served: its API pages and its audio files under /media/ (its file,
// its source and its renditions), to a link kept from before too; files a visible song also plays stay served.

const ctx = appPerTest();

/** Writes a media file of a few bytes under the test's MEDIA_DIR. */
function mediaFile(path: string) {
  const absolute = join(ctx.config.mediaDir, path);
  mkdirSync(join(absolute, '..'), { recursive: true });
  writeFileSync(absolute, Buffer.alloc(4096, 7));
  return path;
}

/** A song with its own file, source and eco rendition, whose normal rendition is another song's file. */
async function songs() {
  const db = ctx.database.db;
  const shared = mediaFile('songs/partage.mp3');
  const kept = await createSong(db, { title: 'Gardée', audioFile: shared, renditionsStatus: 'ready' });
  const song = await createSong(db, {
    title: 'Masquée',
    audioFile: mediaFile('songs/masquee.mp3'),
    sourceFile: mediaFile('songs/masquee-source.wav'),
    renditionsStatus: 'ready',
  });
  const eco = mediaFile('songs/masquee-eco.opus');
  await db.insert(songRenditions).values([
    { songId: song.id, quality: 'eco', codec: 'opus', path: eco, bitrateKbps: 48, sizeBytes: 4096 },
    { songId: song.id, quality: 'normal', codec: 'mp3', path: shared, bitrateKbps: 128, sizeBytes: 4096 },
    { songId: kept.id, quality: 'normal', codec: 'mp3', path: shared, bitrateKbps: 128, sizeBytes: 4096 },
  ]);
  return { song, own: ['songs/masquee.mp3', 'songs/masquee-source.wav', eco], shared };
}

async function moderate(songId: number, hidden: boolean) {
  const staff = await createUser(ctx.database.db, { roles: ['staff'] });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/studio/moderation/songs/${songId}/`,
    headers: { authorization: `Bearer ${await accessTokenFor(staff.id)}` },
    payload: hidden ? { hidden, reason: 'Droits contestés' } : { hidden },
  });
  expect(res.statusCode).toBe(200);
}

const media = (app: App, path: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/media/${path}`, headers }).then((res) => res.statusCode);

describe('a song hidden by moderation', () => {
  it('answers 404 for its page and every one of its audio files, Range requests included', async () => {
    const { song, own, shared } = await songs();
    for (const path of own) expect(await media(ctx.app, path)).toBe(200);
    expect(await media(ctx.app, own[0]!, { range: 'bytes=0-99' })).toBe(206);

    await moderate(song.id, true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/streaming/musics/${song.id}/` })).statusCode,
    ).toBe(404);
    for (const path of own) {
      expect(await media(ctx.app, path), path).toBe(404);
      expect(await media(ctx.app, path, { range: 'bytes=0-99' }), path).toBe(404);
    }
    // Other spellings of the same path.
    expect(await media(ctx.app, 'songs/masquee%2Emp3')).toBe(404);
    expect(await media(ctx.app, 'songs/../songs/masquee.mp3')).toBe(404);
    expect(await media(ctx.app, 'songs//masquee.mp3')).not.toBe(200);
    // A file a visible song plays too stays served.
    expect(await media(ctx.app, shared)).toBe(200);

    await moderate(song.id, false);
    for (const path of own) expect(await media(ctx.app, path)).toBe(200);
  });
});

describe('another server process on the same database', () => {
  let second: App;
  beforeEach(async () => {
    second = await buildApp(testConfig({ MEDIA_DIR: ctx.config.mediaDir }), {
      database: ctx.database,
      logger: false,
    });
    await second.ready();
  });
  afterEach(() => second.close());

  it('stops serving the files once told of the moderation, and serves them again when shown', async () => {
    const { song, own } = await songs();
    expect(await media(second, own[0]!)).toBe(200);
    await moderate(song.id, true);
    await expect.poll(() => media(second, own[0]!)).toBe(404);
    expect(await media(second, own[2]!)).toBe(404);
    await moderate(song.id, false);
    await expect.poll(() => media(second, own[0]!)).toBe(200);
  });

  it('reads what is withheld when it starts', async () => {
    const { song, own } = await songs();
    await moderate(song.id, true);
    const third = await buildApp(testConfig({ MEDIA_DIR: ctx.config.mediaDir }), {
      database: ctx.database,
      logger: false,
    });
    try {
      expect(await media(third, own[1]!)).toBe(404);
    } finally {
      await third.close();
    }
  });
});
