import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  commonMessages,
  studioMusicMessages as M,
  STUDIO_SONG_MAX_BYTES,
  songUploadsPendingMessage,
  studioMessages,
} from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { songUploads } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest, type TestContext } from '../../test/app.ts';
import { testAudio } from '../../test/audio.ts';
import { createAlbum, createGenre, createUser } from '../../test/factories.ts';
import { testImage } from '../../test/images.ts';
import { PARTIAL_DIR, SONG_UPLOAD_EXPIRY_MS } from './song-pipeline.resumable-uploads.ts';

const clock = fixedClock(new Date('2026-11-25T10:00:00Z'));
const START = new Date('2026-11-25T10:00:00Z');
const TUS = { 'tus-resumable': '1.0.0' };
const CHUNK = { 'content-type': 'application/offset+octet-stream' };

let MP3: Buffer;
beforeAll(() => {
  MP3 = testAudio('mp3', 4);
});

type Auth = { authorization: string } | Record<string, never>;

/** An Upload-Metadata header: `key base64(value)` pairs. */
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

const uploadsDir = (ctx: TestContext) => join(ctx.config.mediaDir, '.uploads');
const partialDir = (ctx: TestContext) => join(ctx.config.mediaDir, PARTIAL_DIR);
/** Files kept by uploads: received songs and partial tus uploads (data and sidecar). */
function keptFiles(ctx: TestContext): string[] {
  const list = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
  return [...list(uploadsDir(ctx)).filter((name) => name !== 'partial'), ...list(partialDir(ctx))];
}

function setup() {
  const ctx = appPerTest({ clock, start: START });
  const as = async (roles: ('artist' | 'staff' | 'organizer')[]) => {
    const user = await createUser(ctx.database.db, { roles });
    return { user, auth: { authorization: `Bearer ${await accessTokenFor(user.id, clock.now())}` } };
  };
  /** An artist account with its profile. */
  const artist = async (name = 'Fally Test') => {
    const who = await as(['artist']);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/studio/artist/',
      payload: { name },
      headers: who.auth,
    });
    expect(res.statusCode).toBe(200);
    return who;
  };
  const create = (auth: Auth, length: number | string, fields: Record<string, string> | string = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/studio/uploads/',
      headers: {
        ...auth,
        ...TUS,
        'upload-length': String(length),
        'upload-metadata': typeof fields === 'string' ? fields : metadata(fields),
      },
    });
  /** Creates an upload and answers its URL. */
  const created = async (auth: Auth, length: number, fields: Record<string, string> = { title: 'Titre' }) => {
    const res = await create(auth, length, fields);
    expect(res.statusCode).toBe(201);
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/api\/studio\/uploads\/[0-9a-f]{32}\/$/);
    return location;
  };
  const patch = (
    url: string,
    auth: Auth,
    offset: number,
    bytes: Buffer,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'PATCH',
      url,
      payload: bytes,
      headers: { ...auth, ...TUS, ...CHUNK, 'upload-offset': String(offset), ...headers },
    });
  const head = (url: string, auth: Auth) =>
    ctx.app.inject({ method: 'HEAD', url, headers: { ...auth, ...TUS } });
  const status = (id: number, auth: Auth) =>
    ctx.app.inject({ method: 'GET', url: `/api/studio/songs/${id}/`, headers: auth });
  return { ctx, as, artist, create, created, patch, head, status };
}

describe('resumable song uploads (tus) at /api/studio/uploads/', () => {
  const { ctx, as, artist, create, created, patch, head, status } = setup();

  it('takes a song in chunks, tells the offset, and hands the whole file to the song job', async () => {
    const me = await artist();
    const genre = await createGenre(ctx.database.db, 'Rumba');
    const album = await createAlbum(ctx.database.db, {
      artistId: (
        await ctx.app.studioMusic.getArtist({ userId: me.user.id, roles: ['artist'], isStaff: false })
      ).id,
    });
    const url = await created(me.auth, MP3.length, {
      filename: 'ma chanson.mp3',
      title: 'Mbote Tus',
      genre: String(genre.id),
      album_id: String(album.id),
      track_number: '3',
    });
    expect((await head(url, me.auth)).headers['upload-offset']).toBe('0');
    const size = Math.ceil(MP3.length / 3);
    let offset = 0;
    let last: Awaited<ReturnType<typeof patch>> | undefined;
    while (offset < MP3.length) {
      last = await patch(url, me.auth, offset, MP3.subarray(offset, offset + size));
      offset = Math.min(MP3.length, offset + size);
      if (offset < MP3.length) {
        expect(last.statusCode).toBe(204);
        expect(last.headers['upload-offset']).toBe(String(offset));
        const told = await head(url, me.auth);
        expect([told.statusCode, told.headers['upload-offset'], told.headers['upload-length']]).toEqual([
          200,
          String(offset),
          String(MP3.length),
        ]);
        expect(told.headers['cache-control']).toBe('no-store');
      }
    }
    expect(last!.statusCode).toBe(202);
    const { id } = last!.json();
    expect(last!.json()).toEqual({ id, status: 'processing' });
    expect(last!.headers['upload-offset']).toBe(String(MP3.length));
    // The partial upload is gone; the received file waits for the job like a multipart upload's.
    expect(readdirSync(partialDir(ctx))).toEqual([]);
    expect(keptFiles(ctx)).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(songUploads).where(eq(songUploads.id, id));
    expect(row).toMatchObject({ title: 'Mbote Tus', genreId: genre.id, albumId: album.id, trackNumber: 3 });
    expect((await head(url, me.auth)).statusCode).toBe(404);

    expect(await ctx.app.songPipeline.processDue()).toBe(1);
    const state = (await status(id, me.auth)).json();
    expect(state).toEqual({ id, song_id: state.song_id, status: 'ready', duration: 4 });
    const song = await ctx.app.inject({ method: 'GET', url: `/api/streaming/musics/${state.song_id}/` });
    expect(song.statusCode).toBe(200);
    expect(keptFiles(ctx)).toEqual([]);
  });

  it('resumes after the connection is cut in the middle of a chunk', async () => {
    const me = await artist();
    const url = await created(me.auth, MP3.length);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const half = Math.floor(MP3.length / 2);
    // One PATCH announcing the whole file, cut after half of it.
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: url,
        headers: { ...me.auth, ...TUS, ...CHUNK, 'upload-offset': '0', 'content-length': String(MP3.length) },
      });
      req.on('error', () => resolve());
      req.write(MP3.subarray(0, half), () => setTimeout(() => req.destroy(), 100));
      req.on('close', () => resolve());
    });
    // The server keeps what arrived: HEAD tells it (once the cut is noticed), and the rest completes the song.
    let offset = 0;
    for (let i = 0; i < 50; i++) {
      const told = await head(url, me.auth);
      expect(told.statusCode).toBe(200);
      offset = Number(told.headers['upload-offset']);
      if (offset === half) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(offset).toBe(half);
    const stale = await patch(url, me.auth, 0, MP3.subarray(0, 10));
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: commonMessages.conflict }]);
    const rest = await patch(url, me.auth, offset, MP3.subarray(offset));
    expect(rest.statusCode).toBe(202);
    expect(await ctx.app.songPipeline.processDue()).toBe(1);
    expect((await status(rest.json().id, me.auth)).json().status).toBe('ready');
  });

  it('refuses a file that is not audio when its last byte arrives (400, French) and keeps nothing', async () => {
    const me = await artist();
    const png = await testImage('png');
    const url = await created(me.auth, png.length);
    const res = await patch(url, me.auth, 0, png);
    expect([res.statusCode, res.json()]).toEqual([400, { file: [M.songFileType] }]);
    expect(keptFiles(ctx)).toEqual([]);
    expect(await ctx.database.db.select().from(songUploads)).toEqual([]);
    expect((await head(url, me.auth)).statusCode).toBe(404);
  });

  it('refuses an upload over 200 MB when it is created (413, French), and bytes past the declared length, saying so', async () => {
    const me = await artist();
    const res = await create(me.auth, STUDIO_SONG_MAX_BYTES + 1, { title: 'Trop long' });
    expect([res.statusCode, res.json()]).toEqual([413, { detail: M.songFileTooLarge }]);
    expect(keptFiles(ctx)).toEqual([]);
    const url = await created(me.auth, 10);
    const over = await patch(url, me.auth, 0, Buffer.alloc(20, 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: M.songUploadPastLength });
    expect(await ctx.database.db.select().from(songUploads)).toEqual([]);
  });

  it("answers 404 to anyone but the upload's creator, who can then go on", async () => {
    const me = await artist();
    const other = await artist('Autre');
    const staff = await as(['staff']);
    const url = await created(me.auth, MP3.length);
    for (const who of [other, staff]) {
      const told = await head(url, who.auth);
      expect(told.statusCode).toBe(404);
      const res = await patch(url, who.auth, 0, MP3.subarray(0, 100));
      expect([res.statusCode, res.json()]).toEqual([404, { detail: M.uploadNotFound }]);
      const gone = await ctx.app.inject({ method: 'DELETE', url, headers: { ...who.auth, ...TUS } });
      expect(gone.statusCode).toBe(404);
    }
    expect((await head(url, me.auth)).headers['upload-offset']).toBe('0');
    const ended = await ctx.app.inject({ method: 'DELETE', url, headers: { ...me.auth, ...TUS } });
    expect(ended.statusCode).toBe(204);
    expect(keptFiles(ctx)).toEqual([]);
  });

  it('answers 401 to a visitor, 403 without the artist role, 409 before the artist profile', async () => {
    const visitor = await create({}, 100);
    expect(visitor.statusCode).toBe(401);
    const organizer = await as(['organizer']);
    const refused = await create(organizer.auth, 100);
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: studioMessages.artistOnly }]);
    const me = await artist();
    const url = await created(me.auth, 100);
    expect((await head(url, organizer.auth)).statusCode).toBe(403);
    expect((await patch(url, {}, 0, Buffer.alloc(10))).statusCode).toBe(401);
    const newcomer = await as(['artist']);
    const noProfile = await create(newcomer.auth, 100, { title: 'T' });
    expect([noProfile.statusCode, noProfile.json()]).toEqual([409, { detail: M.artistProfileFirst }]);
  });

  it('refuses bad metadata with French messages (400), before any file is made', async () => {
    const me = await artist();
    const genre = await create(me.auth, 100, { title: 'T', genre: 'rumba' });
    expect(genre.statusCode).toBe(400);
    expect(Object.keys(genre.json())).toEqual(['genre']);
    const track = await create(me.auth, 100, { title: 'T', track_number: '0' });
    expect([track.statusCode, Object.keys(track.json())]).toEqual([400, ['track_number']]);
    const nul = await create(me.auth, 100, { title: 'A\u0000B' });
    expect([nul.statusCode, nul.json()]).toEqual([400, { title: [commonMessages.invalidData] }]);
    const long = await create(me.auth, 100, { title: 'x'.repeat(1000) });
    expect([long.statusCode, Object.keys(long.json())]).toEqual([400, ['title']]);
    for (const broken of ['title %%%', 'title dA==,title dA==', 'ti tle dA==', 'title /w==']) {
      const res = await create(me.auth, 100, broken);
      expect([res.statusCode, res.json()]).toEqual([400, { detail: commonMessages.invalidData }]);
    }
    expect(keptFiles(ctx)).toEqual([]);
  });

  it("refuses another artist's album and an unknown genre when the file is complete, keeping nothing", async () => {
    const me = await artist();
    const url = await created(me.auth, MP3.length, { title: 'T', genre: '999999' });
    const res = await patch(url, me.auth, 0, MP3);
    expect([res.statusCode, res.json()]).toEqual([400, { genre: [M.genreUnknown] }]);
    expect(keptFiles(ctx)).toEqual([]);
  });

  it('answers malformed tus requests with a 4xx and a French body, never a 500', async () => {
    const me = await artist();
    const url = await created(me.auth, 100);
    const id = url.split('/').at(-2)!;
    const cases = [
      // No Tus-Resumable header.
      ctx.app.inject({
        method: 'POST',
        url: '/api/studio/uploads/',
        headers: { ...me.auth, 'upload-length': '5' },
      }),
      // No length, a length that is not a number, a zero length, both a length and a deferred length.
      ctx.app.inject({ method: 'POST', url: '/api/studio/uploads/', headers: { ...me.auth, ...TUS } }),
      create(me.auth, 'abc'),
      create(me.auth, '-1'),
      create(me.auth, 0),
      ctx.app.inject({
        method: 'POST',
        url: '/api/studio/uploads/',
        headers: { ...me.auth, ...TUS, 'upload-length': '5', 'upload-defer-length': '1' },
      }),
      // PATCH without an offset, with a bad one, past the end, with another content type, with a length.
      ctx.app.inject({
        method: 'PATCH',
        url,
        payload: Buffer.alloc(5),
        headers: { ...me.auth, ...TUS, ...CHUNK },
      }),
      patch(url, me.auth, 0, Buffer.alloc(5), { 'upload-offset': 'x' }),
      patch(url, me.auth, 500, Buffer.alloc(5)),
      ctx.app.inject({
        method: 'PATCH',
        url,
        payload: 'abc',
        headers: { ...me.auth, ...TUS, 'content-type': 'text/plain', 'upload-offset': '0' },
      }),
      patch(url, me.auth, 0, Buffer.alloc(5), { 'upload-length': '50' }),
      // Ids that are not upload ids.
      head('/api/studio/uploads/..%2F..%2Fetc/', me.auth),
      head(`/api/studio/uploads/${id.toUpperCase()}/`, me.auth),
      head(`/api/studio/uploads/${'0'.repeat(32)}/`, me.auth),
      patch('/api/studio/uploads/%00/', me.auth, 0, Buffer.alloc(5)),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      // tus's own English texts never reach the client: a French JSON body (none for HEAD).
      if (res.body)
        expect(
          Object.values(res.json())
            .flat()
            .every((m) => typeof m === 'string'),
        ).toBe(true);
      expect(res.body).not.toMatch(/\b(upload|header|invalid|required|not found)\b/i);
    }
    // The upload is untouched by all of it.
    expect((await head(url, me.auth)).headers['upload-offset']).toBe('0');
  });

  it("refuses a 4th unfinished upload of one artist (409, French), not another artist's, nor once one ends", async () => {
    const me = await artist();
    const urls = [];
    for (let i = 0; i < 3; i++) urls.push(await created(me.auth, MP3.length));
    const refused = await create(me.auth, MP3.length, { title: 'Quatrième' });
    expect([refused.statusCode, refused.json()]).toEqual([409, { detail: songUploadsPendingMessage(3) }]);
    expect(songUploadsPendingMessage(3)).toBe(
      "Vous avez déjà 3 envois inachevés : terminez-en ou annulez-en un avant d'en commencer un autre",
    );
    expect(readdirSync(partialDir(ctx)).filter((n) => n.endsWith('.json'))).toHaveLength(3);
    const other = await artist('Autre');
    await created(other.auth, MP3.length);
    // Finished: it no longer counts.
    expect((await patch(urls[0]!, me.auth, 0, MP3)).statusCode).toBe(202);
    const fourth = await created(me.auth, MP3.length);
    expect((await create(me.auth, MP3.length)).statusCode).toBe(409);
    // Abandoned: neither.
    const ended = await ctx.app.inject({ method: 'DELETE', url: fourth, headers: { ...me.auth, ...TUS } });
    expect(ended.statusCode).toBe(204);
    expect((await create(me.auth, MP3.length, { title: 'Encore' })).statusCode).toBe(201);
  });

  it('never lets creations sent together pass the limit of unfinished uploads', async () => {
    const me = await artist();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create(me.auth, MP3.length, { title: 'Ensemble' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
  });

  it('removes partial uploads abandoned for 24 hours (the purge job), not newer ones', async () => {
    const me = await artist();
    const old = await created(me.auth, MP3.length);
    await patch(old, me.auth, 0, MP3.subarray(0, 100));
    const recent = await created(me.auth, MP3.length);
    expect(await ctx.app.songPipeline.purgeExpired()).toBe(0);
    // tus dates an upload with the real time: the old one is made older than the app's clock allows.
    const sidecar = join(partialDir(ctx), `${old.split('/').at(-2)}.json`);
    const info = JSON.parse(readFileSync(sidecar, 'utf8'));
    const created25hAgo = new Date(START.getTime() - SONG_UPLOAD_EXPIRY_MS - 3600_000);
    writeFileSync(sidecar, JSON.stringify({ ...info, creation_date: created25hAgo.toISOString() }));
    expect(await ctx.app.songPipeline.purgeExpired()).toBe(1);
    expect((await head(old, me.auth)).statusCode).toBe(404);
    expect((await head(recent, me.auth)).statusCode).toBe(200);
    expect(keptFiles(ctx)).toHaveLength(2);
    clock.set(new Date(Date.now() + SONG_UPLOAD_EXPIRY_MS + 60_000));
    expect(await ctx.app.songPipeline.purgeExpired()).toBe(1);
    expect(keptFiles(ctx)).toEqual([]);
  });
});
