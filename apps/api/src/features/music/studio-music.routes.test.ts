import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  commonMessages,
  studioMusicMessages as M,
  STUDIO_SONG_MAX_BYTES,
  studioMessages,
} from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { artists, songArtists, songGenres, songs, songUploads, streams } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest, type TestContext } from '../../test/app.ts';
import { TEST_AUDIO_FORMATS, testAudio } from '../../test/audio.ts';
import { createAlbum, createArtist, createGenre, createSong, createUser } from '../../test/factories.ts';
import { testImage } from '../../test/images.ts';

const clock = fixedClock(new Date('2026-11-25T10:00:00Z'));
const START = new Date('2026-11-25T10:00:00Z');
const BOUNDARY = '----sanzastudio';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

let MP3: Buffer;
beforeAll(() => {
  MP3 = testAudio('mp3');
});

type Auth = { authorization: string };

async function userWithRoles(ctx: TestContext, roles: ('artist' | 'staff' | 'organizer')[]) {
  const user = await createUser(ctx.database.db, { roles });
  return { user, auth: { authorization: `Bearer ${await accessTokenFor(user.id, clock.now())}` } };
}

/** A multipart body: text fields, then (when given) one file part. */
function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; bytes: Buffer; name?: string },
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name ?? 'song.bin'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const uploadsDir = (ctx: TestContext) => join(ctx.config.mediaDir, '.uploads');
/** Received song files kept (the tus store's `partial` directory, made when the app starts, is not one). */
const keptUploads = (ctx: TestContext) =>
  (existsSync(uploadsDir(ctx)) ? readdirSync(uploadsDir(ctx)) : []).filter((name) => name !== 'partial');

function setup() {
  const ctx = appPerTest({ clock, start: START });
  const post = (url: string, payload: object, auth: Auth | object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { ...auth } });
  const get = (url: string, auth: Auth | object) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...auth } });
  const upload = (body: Buffer | Readable, auth: Auth | object, length?: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/studio/songs/',
      payload: body,
      headers: {
        ...auth,
        'content-type': MULTIPART,
        ...(length !== undefined || Buffer.isBuffer(body)
          ? { 'content-length': String(length ?? (body as Buffer).length) }
          : {}),
      },
    });
  /** An artist account with its profile. */
  const artist = async (name = 'Fally Test') => {
    const who = await userWithRoles(ctx, ['artist']);
    const res = await post('/api/studio/artist/', { name }, who.auth);
    expect(res.statusCode).toBe(200);
    return { ...who, artistId: res.json().id as number };
  };
  return { ctx, post, get, upload, artist };
}

describe('GET/POST /api/studio/artist/', () => {
  const { ctx, post, get } = setup();

  it('answers 401 to a visitor and 403 to an account without the artist role', async () => {
    expect((await get('/api/studio/artist/', {})).statusCode).toBe(401);
    const { auth } = await userWithRoles(ctx, ['organizer']);
    const res = await post('/api/studio/artist/', { name: 'X' }, auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: studioMessages.artistOnly });
  });

  it('answers 404 with a French message before the profile exists', async () => {
    const { auth } = await userWithRoles(ctx, ['artist']);
    const res = await get('/api/studio/artist/', auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: M.artistProfileMissing });
  });

  it('creates my profile (genres by name or id), then updates the same one', async () => {
    const rumba = await createGenre(ctx.database.db, 'Rumba');
    await createGenre(ctx.database.db, 'Ndombolo');
    const { user, auth } = await userWithRoles(ctx, ['artist']);
    const created = await post(
      '/api/studio/artist/',
      { name: ' Mbilia ', bio: 'Chanteuse', country: 'Congo', genres: ['ndombolo', rumba.id] },
      auth,
    );
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toEqual({
      id: body.id,
      reference_id: body.reference_id,
      name: 'Mbilia',
      bio: 'Chanteuse',
      country: 'Congo',
      genres: ['Ndombolo', 'Rumba'],
      photo: null,
    });
    const updated = await post('/api/studio/artist/', { name: 'Mbilia Bel', genres: [] }, auth);
    expect(updated.json()).toEqual({ ...body, name: 'Mbilia Bel', genres: [] });
    expect((await get('/api/studio/artist/', auth)).json()).toEqual(updated.json());
    const rows = await ctx.database.db.select().from(artists).where(eq(artists.ownerId, user.id));
    expect(rows.map((r) => [r.id, r.biography])).toEqual([[body.id, 'Chanteuse']]);
  });

  it('refuses an unknown genre and an empty name', async () => {
    const { auth } = await userWithRoles(ctx, ['artist']);
    const res = await post('/api/studio/artist/', { name: 'A', genres: ['Nope'] }, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ genres: [M.genreUnknown] });
    expect((await post('/api/studio/artist/', { name: '  ' }, auth)).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(artists)).toEqual([]);
  });

  it("never touches another account's profile", async () => {
    const a = await userWithRoles(ctx, ['artist']);
    const b = await userWithRoles(ctx, ['artist']);
    const first = (await post('/api/studio/artist/', { name: 'A' }, a.auth)).json();
    const second = (await post('/api/studio/artist/', { name: 'B' }, b.auth)).json();
    expect(second.id).not.toBe(first.id);
    expect((await get('/api/studio/artist/', a.auth)).json().name).toBe('A');
  });

  it('stores a photo as a 600 px square WebP and refuses a file that is not an image', async () => {
    const { auth } = await userWithRoles(ctx, ['artist']);
    await post('/api/studio/artist/', { name: 'A' }, auth);
    const photo = (bytes: Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/studio/artist/photo/',
        payload: multipartBody({}, { bytes, name: 'p.png' }),
        headers: { ...auth, 'content-type': MULTIPART },
      });
    const res = await photo(await testImage('png'));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().photo;
    expect(url).toMatch(/^\/media\/artists\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(join(ctx.config.mediaDir, url.slice('/media/'.length))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);
    const bad = await photo(Buffer.from('not an image at all'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ file: [M.photoType] });
  });
});

describe('POST /api/studio/songs/', () => {
  const { ctx, upload, get, artist } = setup();

  it('answers 409 before the artist profile exists, and 403 without the role', async () => {
    const { auth } = await userWithRoles(ctx, ['artist']);
    const res = await upload(multipartBody({ title: 'T' }, { bytes: MP3 }), auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: M.artistProfileFirst });
    const plain = await userWithRoles(ctx, []);
    expect((await upload(multipartBody({ title: 'T' }, { bytes: MP3 }), plain.auth)).statusCode).toBe(403);
    expect(keptUploads(ctx)).toEqual([]);
  });

  it.each(TEST_AUDIO_FORMATS)(
    'accepts %s at once (202), with the duration read from the file',
    async (format) => {
      const me = await artist();
      const res = await upload(
        multipartBody({ title: `Son ${format}` }, { bytes: testAudio(format) }),
        me.auth,
      );
      expect(res.statusCode).toBe(202);
      const { id } = res.json();
      expect(res.json()).toEqual({ id, status: 'processing' });
      expect((await get(`/api/studio/songs/${id}/`, me.auth)).json()).toEqual({
        id,
        song_id: null,
        status: 'processing',
        // Measured from the audio when processed, never taken from the header.
        duration: null,
      });
      expect(keptUploads(ctx)).toHaveLength(1);
    },
  );

  it('refuses a file that is not audio (400) and keeps nothing', async () => {
    const me = await artist();
    const res = await upload(multipartBody({ title: 'T' }, { bytes: await testImage('png') }), me.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: [M.songFileType] });
    expect(keptUploads(ctx)).toEqual([]);
    expect(await ctx.database.db.select().from(songUploads)).toEqual([]);
  });

  it('refuses a missing file, a missing title and a cut-short body, keeping nothing', async () => {
    const me = await artist();
    const noFile = await upload(multipartBody({ title: 'T' }), me.auth);
    expect([noFile.statusCode, noFile.json()]).toEqual([400, { file: [M.songFileMissing] }]);
    const noTitle = await upload(multipartBody({ title: ' ' }, { bytes: MP3 }), me.auth);
    expect([noTitle.statusCode, noTitle.json()]).toEqual([400, { title: [M.songTitleMissing] }]);
    const whole = multipartBody({ title: 'T' }, { bytes: MP3 });
    const cut = await upload(whole.subarray(0, whole.length - 2000), me.auth);
    expect([cut.statusCode, cut.json()]).toEqual([400, { file: [M.songUploadBroken] }]);
    expect(keptUploads(ctx)).toEqual([]);
    expect(await ctx.database.db.select().from(songUploads)).toEqual([]);
  });

  it("takes the file's title tag when no title is given", async () => {
    const me = await artist();
    const res = await upload(multipartBody({}, { bytes: testAudio('mp3', 3, 'Mwana Mboka') }), me.auth);
    expect(res.statusCode).toBe(202);
    const [row] = await ctx.database.db.select().from(songUploads).where(eq(songUploads.id, res.json().id));
    expect(row!.title).toBe('Mwana Mboka');
  });

  it('refuses a title holding a NUL byte (400), keeping nothing', async () => {
    const me = await artist();
    const res = await upload(multipartBody({ title: 'A\u0000B' }, { bytes: MP3 }), me.auth);
    expect([res.statusCode, res.json()]).toEqual([400, { title: [commonMessages.invalidData] }]);
    expect(keptUploads(ctx)).toEqual([]);
  });

  it('refuses a file over 200 MB while it streams, keeping nothing', async () => {
    const me = await artist();
    const head = multipartBody({ title: 'T' }).subarray(0, -`--${BOUNDARY}--\r\n`.length);
    const fileHead = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 1);
    const chunks = Math.ceil(STUDIO_SONG_MAX_BYTES / chunk.length) + 1;
    const body = Readable.from(
      (function* () {
        yield head;
        yield fileHead;
        for (let i = 0; i < chunks; i++) yield chunk;
        yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      })(),
    );
    const res = await upload(body, me.auth);
    expect([res.statusCode, res.json()]).toEqual([400, { file: [M.songFileTooLarge] }]);
    expect(keptUploads(ctx)).toEqual([]);
  }, 60_000);

  it("refuses another artist's album and an unknown genre", async () => {
    const me = await artist();
    const other = await createAlbum(ctx.database.db, { artistId: (await createArtist(ctx.database.db)).id });
    const res = await upload(
      multipartBody({ title: 'T', album_id: String(other.id) }, { bytes: MP3 }),
      me.auth,
    );
    expect([res.statusCode, res.json()]).toEqual([400, { album_id: [M.albumUnknown] }]);
    const genre = await upload(multipartBody({ title: 'T', genre: '999999' }, { bytes: MP3 }), me.auth);
    expect([genre.statusCode, genre.json()]).toEqual([400, { genre: [M.genreUnknown] }]);
    expect(keptUploads(ctx)).toEqual([]);
  });
});

describe('song processing', () => {
  const { ctx, upload, get, artist } = setup();

  it('makes a public song: streamed with Range, found by search, credited and in its album and genre', async () => {
    const me = await artist('Koffi Studio');
    const album = await createAlbum(ctx.database.db, { artistId: me.artistId });
    const genre = await createGenre(ctx.database.db, 'Soukous');
    const fields = {
      title: 'Zanzibar Lumière',
      genre: String(genre.id),
      album_id: String(album.id),
      track_number: '2',
    };
    const { id } = (await upload(multipartBody(fields, { bytes: testAudio('flac') }), me.auth)).json();
    expect(await ctx.app.songPipeline.processDue()).toBe(1);
    const state = (await get(`/api/studio/songs/${id}/`, me.auth)).json();
    expect(state).toEqual({ id, song_id: state.song_id, status: 'ready', duration: 3 });
    expect(keptUploads(ctx)).toEqual([]);

    const song = (await get(`/api/streaming/musics/${state.song_id}/`, {})).json();
    expect([song.title, song.duration, song.publish_date]).toEqual(['Zanzibar Lumière', 3, '2026-11-25']);
    expect(song.file).toMatch(/^\/media\/audio\/studio-[0-9a-f]{24}\.r1-normal\.mp3$/);
    const [row] = await ctx.database.db.select().from(songs).where(eq(songs.id, state.song_id));
    expect([row!.albumId, row!.trackNumber]).toEqual([album.id, 2]);
    expect(
      await ctx.database.db.select().from(songArtists).where(eq(songArtists.songId, state.song_id)),
    ).toEqual([{ songId: state.song_id, artistId: me.artistId, position: 0 }]);
    expect(
      await ctx.database.db.select().from(songGenres).where(eq(songGenres.songId, state.song_id)),
    ).toEqual([{ songId: state.song_id, genreId: genre.id }]);

    const ranged = await ctx.app.inject({ method: 'GET', url: song.file, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(100);
    // MPEG audio frame sync (after an optional ID3 tag): the player gets an MP3.
    const full = await ctx.app.inject({ method: 'GET', url: song.file });
    expect(full.headers['content-type']).toBe('audio/mpeg');

    const found = (await get('/api/search/music/?q=zanzibar', {})).json();
    expect(found.results.map((r: { title: string }) => r.title)).toEqual(['Zanzibar Lumière']);
  });

  it('gives a song sent into a scheduled album that album release date, public from that day only', async () => {
    const me = await artist();
    const album = await createAlbum(ctx.database.db, { artistId: me.artistId, releaseDate: '2026-12-01' });
    const fields = { title: 'Bientôt', album_id: String(album.id) };
    const { id } = (await upload(multipartBody(fields, { bytes: MP3 }), me.auth)).json();
    expect(await ctx.app.songPipeline.processDue()).toBe(1);
    const { song_id: songId } = (await get(`/api/studio/songs/${id}/`, me.auth)).json();
    const [row] = await ctx.database.db.select().from(songs).where(eq(songs.id, songId));
    expect(row!.publishDate).toBe('2026-12-01');
    expect((await get(`/api/streaming/musics/${songId}/`, {})).statusCode).toBe(404);
    clock.set(new Date('2026-11-30T23:00:00Z'));
    expect((await get(`/api/streaming/musics/${songId}/`, {})).json().publish_date).toBe('2026-12-01');
  });

  it('lists my uploads only, with their status, error, title, plays and likes', async () => {
    const me = await artist();
    const other = await artist('Autre');
    await upload(multipartBody({ title: 'Pas à moi' }, { bytes: MP3 }), other.auth);
    const a = (await upload(multipartBody({ title: 'Première' }, { bytes: MP3 }), me.auth)).json();
    clock.set(new Date(START.getTime() + 1000));
    const b = (await upload(multipartBody({ title: 'Deuxième' }, { bytes: MP3 }), me.auth)).json();
    const list = (await get('/api/studio/songs/', me.auth)).json();
    expect(list.map((s: { id: number; title: string; status: string }) => [s.id, s.title, s.status])).toEqual(
      [
        [b.id, 'Deuxième', 'processing'],
        [a.id, 'Première', 'processing'],
      ],
    );
    expect([list[0].plays, list[0].likes, list[0].hidden_reason]).toEqual([0, 0, null]);
  });

  it('shows my song with its counters, and the reason when staff hid it', async () => {
    const me = await artist();
    const { id } = (await upload(multipartBody({ title: 'Cachée' }, { bytes: MP3 }), me.auth)).json();
    await ctx.app.songPipeline.processDue();
    const { song_id } = (await get(`/api/studio/songs/${id}/`, me.auth)).json();
    await ctx.database.db
      .update(songs)
      .set({ playCount: 3, likeCount: 1, hiddenAt: clock.now(), hiddenReason: 'Droits contestés' })
      .where(eq(songs.id, song_id));
    const [row] = (await get('/api/studio/songs/', me.auth)).json();
    expect(row).toMatchObject({ id, song_id, status: 'ready', title: 'Cachée', plays: 3, likes: 1 });
    expect(row.hidden_reason).toBe('Droits contestés');
    expect((await get(`/api/streaming/musics/${song_id}/`, {})).statusCode).toBe(404);
  });

  it("answers 404 for another artist's upload, and shows it to staff", async () => {
    const me = await artist();
    const { id } = (await upload(multipartBody({ title: 'T' }, { bytes: MP3 }), me.auth)).json();
    const other = await artist('Autre');
    const res = await get(`/api/studio/songs/${id}/`, other.auth);
    expect([res.statusCode, res.json()]).toEqual([404, { detail: M.uploadNotFound }]);
    const staff = await userWithRoles(ctx, ['staff']);
    expect((await get(`/api/studio/songs/${id}/`, staff.auth)).json().status).toBe('processing');
  });

  it('fails a file ffmpeg cannot read, saying why in French, and removes it', async () => {
    const me = await artist();
    const { id } = (await upload(multipartBody({ title: 'T' }, { bytes: MP3 }), me.auth)).json();
    // Garbage behind an MP3's first frames: probing passes, decoding fails.
    const [row] = await ctx.database.db.select().from(songUploads).where(eq(songUploads.id, id));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(ctx.config.mediaDir, row!.sourcePath), Buffer.from('garbage, not audio'));
    expect(await ctx.app.songPipeline.processDue()).toBe(1);
    expect((await get(`/api/studio/songs/${id}/`, me.auth)).json()).toEqual({
      id,
      song_id: null,
      status: 'failed',
      duration: null,
      error: M.songUnreadable,
    });
    expect(keptUploads(ctx)).toEqual([]);
    expect(await ctx.database.db.select().from(songs)).toEqual([]);
  });

  it('processes one upload once when two workers run together', async () => {
    const me = await artist();
    await upload(multipartBody({ title: 'Une fois' }, { bytes: MP3 }), me.auth);
    const done = await Promise.all([ctx.app.songPipeline.processDue(), ctx.app.songPipeline.processDue()]);
    expect(done.sort()).toEqual([0, 1]);
    expect((await ctx.database.db.select().from(songs)).map((s) => s.title)).toEqual(['Une fois']);
  });

  it('does not serve received files under /media/', async () => {
    const me = await artist();
    await upload(multipartBody({ title: 'T' }, { bytes: MP3 }), me.auth);
    const [name] = keptUploads(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: `/media/.uploads/${name}` })).statusCode).toBe(404);
  });
});

describe('song processing when ffmpeg cannot run', () => {
  const ctx = appPerTest({ clock, start: START, env: { FFMPEG_PATH: '/nonexistent/ffmpeg' } });

  it('retries with a growing wait, then fails after 3 attempts with a French message', async () => {
    const user = await createUser(ctx.database.db, { roles: ['artist'] });
    const auth = { authorization: `Bearer ${await accessTokenFor(user.id, clock.now())}` };
    await ctx.app.inject({
      method: 'POST',
      url: '/api/studio/artist/',
      payload: { name: 'A' },
      headers: auth,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/studio/songs/',
      payload: multipartBody({ title: 'T' }, { bytes: MP3 }),
      headers: { ...auth, 'content-type': MULTIPART },
    });
    const { id } = res.json();
    const state = async () =>
      (await ctx.database.db.select().from(songUploads).where(eq(songUploads.id, id)))[0]!;
    expect(await ctx.app.songPipeline.processDue()).toBe(1);
    expect(await state()).toMatchObject({
      status: 'processing',
      attempts: 1,
      runAfter: new Date(START.getTime() + 30_000),
    });
    // Not due yet: nothing to do.
    expect(await ctx.app.songPipeline.processDue()).toBe(0);
    clock.set(new Date(START.getTime() + 30_000));
    expect(await ctx.app.songPipeline.processDue()).toBe(1);
    expect(await state()).toMatchObject({
      attempts: 2,
      runAfter: new Date(START.getTime() + 30_000 + 120_000),
    });
    clock.set(new Date(START.getTime() + 150_000));
    expect(await ctx.app.songPipeline.processDue()).toBe(1);
    expect(await state()).toMatchObject({ status: 'failed', attempts: 3, error: M.songProcessingFailed });
    expect(keptUploads(ctx)).toEqual([]);
  });
});

describe('GET /api/studio/artist/stats/', () => {
  const { ctx, get, artist } = setup();

  it('answers 404 before the artist profile exists', async () => {
    const { auth } = await userWithRoles(ctx, ['artist']);
    const res = await get('/api/studio/artist/stats/', auth);
    expect([res.statusCode, res.json()]).toEqual([404, { detail: M.artistProfileMissing }]);
  });

  it('counts my streams per local day over 30 days, my likes and subscribers, and my top 5 songs', async () => {
    const db = ctx.database.db;
    const me = await artist();
    await db.update(artists).set({ subscribersCount: 4 }).where(eq(artists.id, me.artistId));
    const mine: { id: number }[] = [];
    for (let i = 1; i <= 6; i++)
      mine.push(
        await createSong(db, { title: `S${i}`, artistIds: [me.artistId], playCount: i, likeCount: 10 - i }),
      );
    const theirs = await createSong(db, { playCount: 50, likeCount: 50 });
    const listener = await createUser(db);
    const stream = (songId: number, at: string) =>
      db.insert(streams).values({ userId: listener.id, songId, createdAt: new Date(at) });
    await stream(mine[0]!.id, '2026-11-24T23:30:00Z'); // 00:30 on the 25th in Douala
    await stream(mine[1]!.id, '2026-11-20T12:00:00Z');
    await stream(mine[2]!.id, '2026-11-20T13:00:00Z');
    await stream(mine[2]!.id, '2026-10-26T12:00:00Z'); // before the 30 days
    await stream(theirs.id, '2026-11-25T09:00:00Z');

    const res = await get('/api/studio/artist/stats/', me.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.streams_per_day).toHaveLength(30);
    expect(body.streams_per_day[0]).toEqual({ date: '2026-10-27', streams: 0 });
    const nonZero = body.streams_per_day.filter((d: { streams: number }) => d.streams > 0);
    expect(nonZero).toEqual([
      { date: '2026-11-20', streams: 2 },
      { date: '2026-11-25', streams: 1 },
    ]);
    expect([body.streams, body.likes, body.subscribers]).toEqual([21, 39, 4]);
    expect(body.top_songs).toEqual(
      [6, 5, 4, 3, 2].map((i) => ({ id: mine[i - 1]!.id, title: `S${i}`, plays: i, likes: 10 - i })),
    );
  });
});

describe('/api/studio/albums/', () => {
  const { ctx, post, get, artist } = setup();
  const patch = (id: number, payload: object, auth: Auth) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/studio/albums/${id}/`, payload, headers: { ...auth } });

  it('creates my album (201), lists it, and refuses a future release date, an unknown genre and no profile', async () => {
    const me = await artist();
    const genre = await createGenre(ctx.database.db, 'Rumba');
    const res = await post(
      '/api/studio/albums/',
      { title: ' Lumière ', release_date: '2026-11-25', genre: genre.id, description: 'Premier album' },
      me.auth,
    );
    expect(res.statusCode).toBe(201);
    const album = res.json();
    expect(album).toEqual({
      id: album.id,
      reference_id: album.reference_id,
      title: 'Lumière',
      release_date: '2026-11-25',
      genre: genre.id,
      description: 'Premier album',
      cover: null,
      tracks: [],
    });
    expect((await get('/api/studio/albums/', me.auth)).json()).toEqual([album]);
    // A future date schedules the album (hidden from the public until then: scheduled-releases.routes.test.ts).
    const future = await post('/api/studio/albums/', { title: 'T', release_date: '2026-11-26' }, me.auth);
    expect([future.statusCode, future.json().release_date]).toEqual([201, '2026-11-26']);
    const badGenre = await post(
      '/api/studio/albums/',
      { title: 'T', release_date: '2026-01-01', genre: 999999 },
      me.auth,
    );
    expect([badGenre.statusCode, badGenre.json()]).toEqual([400, { genre: [M.genreUnknown] }]);
    expect(
      (await post('/api/studio/albums/', { title: 'T', release_date: '2026-02-30' }, me.auth)).statusCode,
    ).toBe(400);
    const none = await userWithRoles(ctx, ['artist']);
    const noProfile = await post(
      '/api/studio/albums/',
      { title: 'T', release_date: '2026-01-01' },
      none.auth,
    );
    expect([noProfile.statusCode, noProfile.json()]).toEqual([404, { detail: M.artistProfileMissing }]);
  });

  it('orders my songs as tracks, drops the unlisted ones, and refuses songs that are not mine', async () => {
    const db = ctx.database.db;
    const me = await artist();
    const album = (
      await post('/api/studio/albums/', { title: 'A', release_date: '2026-01-01' }, me.auth)
    ).json();
    const [a, b, c] = [
      await createSong(db, { title: 'A1', artistIds: [me.artistId] }),
      await createSong(db, { title: 'B2', artistIds: [me.artistId] }),
      await createSong(db, { title: 'C3', artistIds: [me.artistId] }),
    ];
    const first = await patch(album.id, { tracks: [c!.id, a!.id, b!.id], title: 'A bis' }, me.auth);
    expect(first.statusCode).toBe(200);
    expect(first.json().title).toBe('A bis');
    expect(first.json().tracks).toEqual([
      { song_id: c!.id, title: 'C3', track_number: 1 },
      { song_id: a!.id, title: 'A1', track_number: 2 },
      { song_id: b!.id, title: 'B2', track_number: 3 },
    ]);
    const second = await patch(album.id, { tracks: [b!.id, c!.id] }, me.auth);
    expect(second.json().tracks.map((t: { song_id: number }) => t.song_id)).toEqual([b!.id, c!.id]);
    const [left] = await db.select().from(songs).where(eq(songs.id, a!.id));
    expect([left!.albumId, left!.trackNumber]).toEqual([null, null]);

    const theirs = await createSong(db, { title: 'X' });
    for (const tracks of [
      [b!.id, theirs.id],
      [b!.id, b!.id],
    ]) {
      const res = await patch(album.id, { tracks, title: 'Non' }, me.auth);
      expect([res.statusCode, res.json()]).toEqual([400, { tracks: [M.albumTracksNotMine] }]);
    }
    const after = (await get('/api/studio/albums/', me.auth)).json()[0];
    expect([after.title, after.tracks.map((t: { song_id: number }) => t.song_id)]).toEqual([
      'A bis',
      [b!.id, c!.id],
    ]);
  });

  it("answers 404 for another artist's album, lets staff edit it, and stores a cover", async () => {
    const me = await artist();
    const album = (
      await post('/api/studio/albums/', { title: 'A', release_date: '2026-01-01' }, me.auth)
    ).json();
    const other = await artist('Autre');
    const res = await patch(album.id, { title: 'Volé' }, other.auth);
    expect([res.statusCode, res.json()]).toEqual([404, { detail: M.albumNotFound }]);
    const staff = await userWithRoles(ctx, ['staff']);
    expect((await patch(album.id, { title: 'Corrigé' }, staff.auth)).json().title).toBe('Corrigé');

    const cover = (auth: Auth, bytes: Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/studio/albums/${album.id}/cover/`,
        payload: multipartBody({}, { bytes, name: 'c.jpg' }),
        headers: { ...auth, 'content-type': MULTIPART },
      });
    const png = await testImage('png');
    expect((await cover(other.auth, png)).statusCode).toBe(404);
    const ok = await cover(me.auth, png);
    expect(ok.json().cover).toMatch(/^\/media\/albums\/[0-9a-f]{32}\.webp$/);
    const bad = await cover(me.auth, Buffer.from('nope'));
    expect([bad.statusCode, bad.json()]).toEqual([400, { file: [M.photoType] }]);
  });
});
