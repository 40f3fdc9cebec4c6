import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { songs, streams } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createAlbum, createArtist, createGenre, createSong, createUser } from '../../test/factories.ts';

const START = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(START);
const DAY = 24 * 3600_000;
let ctx: TestContext;

beforeEach(async () => {
  clock.set(START);
  ctx = await createTestApp({ clock });
});
afterEach(() => ctx.close());

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Inserts `n` counted streams of a song, `daysAgo` before the clock. */
async function streamsOf(songId: number, n: number, daysAgo: number) {
  const db = ctx.database.db;
  const user = await createUser(db);
  const at = new Date(clock.now().getTime() - daysAgo * DAY);
  await db
    .insert(streams)
    .values(Array.from({ length: n }, () => ({ userId: user.id, songId, createdAt: at })));
}

describe('GET /api/streaming/musics/', () => {
  it('answers a plain list, newest first, with every song field', async () => {
    const db = ctx.database.db;
    const rumba = await createGenre(db, 'Rumba');
    const elodie = await createArtist(db, { name: 'Élodie Makéla' });
    const guest = await createArtist(db, { name: 'Mbóngo Sánzá' });
    const album = await createAlbum(db, {
      artistId: elodie.id,
      title: 'Lumière',
      coverImage: 'albums/l.svg',
    });
    const song = await createSong(db, {
      albumId: album.id,
      title: 'Bolingo ya Téléphone',
      artistIds: [elodie.id, guest.id],
      genreIds: [rumba.id],
      audioFile: 'audio/demo-v1-1.mp3',
      duration: 185,
      publishDate: '2030-05-01',
      isExplicit: true,
    });
    const single = await createSong(db, {
      albumId: null,
      coverImage: 'songs/s.svg',
      publishDate: '2030-05-20',
    });

    const res = await get('/api/streaming/musics/');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((s: { id: number }) => s.id)).toEqual([single.id, song.id]);
    expect(list[1]).toEqual({
      id: song.id,
      reference_id: song.referenceId,
      title: 'Bolingo ya Téléphone',
      artists: [
        { id: elodie.id, reference_id: elodie.referenceId, name: 'Élodie Makéla' },
        { id: guest.id, reference_id: guest.referenceId, name: 'Mbóngo Sánzá' },
      ],
      album: { id: album.id, reference_id: album.referenceId, title: 'Lumière' },
      cover_image: '/media/albums/l.svg',
      file: '/media/audio/demo-v1-1.mp3',
      duration: 185,
      duration_formatted: '3:05',
      genres: [{ id: rumba.id, name: 'Rumba' }],
      play_count: 0,
      likes: 0,
      publish_date: '2030-05-01',
      popularity: 0,
      is_explicit: true,
      is_liked: false,
      stats: { plays: 0, likes: 0, shares: 0 },
    });
    expect(list[0]).toMatchObject({ album: null, cover_image: '/media/songs/s.svg', genres: [] });
    expect(song.referenceId).toMatch(/^[0-9a-f]{12}$/);
  });

  it('answers a DRF page with absolute next and previous links when ?page= is given', async () => {
    const db = ctx.database.db;
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createSong(db, { publishDate: `2030-05-0${i + 1}` }));
    const newest = made.reverse().map((s) => s.id);

    const page2 = (await get('/api/streaming/musics/?page=2&page_size=2')).json();
    expect(page2.count).toBe(5);
    expect(page2.results.map((s: { id: number }) => s.id)).toEqual(newest.slice(2, 4));
    expect(page2.next).toBe('http://localhost/api/streaming/musics/?page=3&page_size=2');
    expect(page2.previous).toBe('http://localhost/api/streaming/musics/?page_size=2');

    const page3 = (await get('/api/streaming/musics/?page=3&page_size=2')).json();
    expect(page3).toMatchObject({
      next: null,
      previous: 'http://localhost/api/streaming/musics/?page=2&page_size=2',
    });
    expect(page3.results).toHaveLength(1);

    const first = (await get('/api/streaming/musics/?page=1')).json();
    expect(first).toMatchObject({ count: 5, next: null, previous: null });
    expect(first.results).toHaveLength(5);

    // Past the end: no results, and `previous` leads back to the last page.
    const beyond = (await get('/api/streaming/musics/?page=40&page_size=2')).json();
    expect(beyond).toEqual({
      count: 5,
      next: null,
      previous: 'http://localhost/api/streaming/musics/?page=3&page_size=2',
      results: [],
    });
  });

  it.each([
    ['page=0', 'page', 'Numéro de page invalide'],
    ['page=abc', 'page', 'Numéro de page invalide'],
    ['page=1.5', 'page', 'Numéro de page invalide'],
    ['page=99999999999999999999', 'page', 'Numéro de page invalide'],
    ['page=10001', 'page', 'Numéro de page invalide'],
    ['page=1&page_size=0', 'page_size', 'La taille de page doit être comprise entre 1 et 100'],
    ['page=1&page_size=101', 'page_size', 'La taille de page doit être comprise entre 1 et 100'],
  ])('refuses ?%s with 400 and a French message', async (query, field, message) => {
    const res = await get(`/api/streaming/musics/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
  });

  it('links pages under PUBLIC_URL when it is set', async () => {
    await ctx.close();
    ctx = await createTestApp({ clock, env: { PUBLIC_URL: 'https://sanza.example' } });
    for (let i = 0; i < 3; i++) await createSong(ctx.database.db);
    const page = (await get('/api/streaming/musics/?page=1&page_size=2')).json();
    expect(page.next).toBe('https://sanza.example/api/streaming/musics/?page=2&page_size=2');
    expect(page.results[0].file).toBe('https://sanza.example/media/audio/test.mp3');
  });

  it('rates popularity 0–100 against the most played song', async () => {
    const db = ctx.database.db;
    const top = await createSong(db, { playCount: 200 });
    const quarter = await createSong(db, { playCount: 50 });
    const never = await createSong(db);
    const byId = new Map(
      (await get('/api/streaming/musics/'))
        .json()
        .map((s: { id: number; popularity: number }) => [s.id, s.popularity]),
    );
    expect(byId.get(top.id)).toBe(100);
    expect(byId.get(quarter.id)).toBe(25);
    expect(byId.get(never.id)).toBe(0);
  });

  it('reads an invalid bearer token as a visitor on public calls (200, not 401)', async () => {
    await createSong(ctx.database.db);
    const res = await get('/api/streaming/musics/', 'not-a-token');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].is_liked).toBe(false);
  });
});

describe('GET /api/streaming/musics/trending/', () => {
  it('orders by streams of the last 7 days, then likes, then the newest', async () => {
    const db = ctx.database.db;
    const hot = await createSong(db, { title: 'hot' });
    const fading = await createSong(db, { title: 'fading', publishDate: '2030-01-01' });
    const liked = await createSong(db, { title: 'liked', likeCount: 5 });
    const fresh = await createSong(db, { title: 'fresh', publishDate: '2030-05-30' });
    await createSong(db, { title: 'silent', likeCount: 50 });
    await streamsOf(hot.id, 3, 2);
    await streamsOf(fading.id, 9, 8); // outside the window
    await streamsOf(fading.id, 1, 1);
    await streamsOf(liked.id, 1, 6.9);
    await streamsOf(fresh.id, 1, 0.1);

    const titles = (await get('/api/streaming/musics/trending/'))
      .json()
      .map((s: { title: string }) => s.title);
    expect(titles).toEqual(['hot', 'liked', 'fresh', 'fading', 'silent']);
  });

  it('lists at most 20 songs', async () => {
    for (let i = 0; i < 21; i++) await createSong(ctx.database.db);
    expect((await get('/api/streaming/musics/trending/')).json()).toHaveLength(20);
  });
});

describe('GET /api/streaming/musics/{id}/', () => {
  it('finds a song by its id and by its reference_id', async () => {
    const song = await createSong(ctx.database.db, { title: 'Mokili Ya Sika', playCount: 7 });
    for (const key of [String(song.id), song.referenceId]) {
      const res = await get(`/api/streaming/musics/${key}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: song.id,
        title: 'Mokili Ya Sika',
        play_count: 7,
        stats: { plays: 7 },
      });
    }
  });

  it.each(['999999', 'ffffffffffff', 'abc', '12345678901', '0', '-1', 'FFFFFFFFFFFF'])(
    "answers 404 'Song not found' for %s",
    async (key) => {
      await createSong(ctx.database.db);
      const res = await get(`/api/streaming/musics/${key}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Song not found' });
    },
  );
});

describe('GET /api/streaming/genres/', () => {
  it('lists genres by name', async () => {
    const db = ctx.database.db;
    const ndombolo = await createGenre(db, 'Ndombolo');
    const afrobeat = await createGenre(db, 'Afrobeat');
    expect((await get('/api/streaming/genres/')).json()).toEqual([
      { id: afrobeat.id, name: 'Afrobeat' },
      { id: ndombolo.id, name: 'Ndombolo' },
    ]);
  });
});

describe('play counts', () => {
  it('shows the counter the stream call moves', async () => {
    const db = ctx.database.db;
    const song = await createSong(db);
    const token = await accessTokenFor((await createUser(db)).id, clock.now());
    await ctx.app.inject({
      method: 'POST',
      url: '/api/streaming/streams/',
      payload: { music_id: song.id },
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await get(`/api/streaming/musics/${song.id}/`)).json()).toMatchObject({
      play_count: 1,
      stats: { plays: 1 },
    });
    const [row] = await db.select().from(songs).where(eq(songs.id, song.id));
    expect(row!.playCount).toBe(1);
  });
});
