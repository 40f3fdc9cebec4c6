import { describe, expect, it } from 'vitest';
import { streams } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createAlbum, createArtist, createGenre, createSong, createUser } from '../../test/factories.ts';

const START = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(START);
const DAY = 24 * 3600_000;
const ctx = appPerTest({ clock, start: START });

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const ids = (list: { id: number }[]) => list.map((a) => a.id);

describe('GET /api/streaming/albums/{id}/', () => {
  it('answers every album field with its tracks, by id or reference_id', async () => {
    const db = ctx.database.db;
    const rumba = await createGenre(db, 'Rumba');
    const artist = await createArtist(db, { name: 'Mbóngo Sánzá', productionHouse: 'Sanza Records' });
    const album = await createAlbum(db, {
      artistId: artist.id,
      title: 'Mokili Ya Sika',
      genreId: rumba.id,
      coverImage: 'albums/m.svg',
      releaseDate: '2030-05-20',
      description: 'Douze rumbas',
      tags: ['rumba', 'congo'],
      label: 'Sanza Records',
    });
    const two = await createSong(db, {
      albumId: album.id,
      trackNumber: 2,
      duration: 200,
      playCount: 30,
      likeCount: 2,
    });
    const one = await createSong(db, {
      albumId: album.id,
      trackNumber: 1,
      duration: 100,
      playCount: 10,
      likeCount: 1,
    });
    // Monthly listeners: distinct users with a stream of the album in the last 30 days.
    const [ana, ben, old] = [await createUser(db), await createUser(db), await createUser(db)];
    await db.insert(streams).values([
      { userId: ana.id, songId: one.id, createdAt: new Date(START.getTime() - DAY) },
      { userId: ana.id, songId: two.id, createdAt: new Date(START.getTime() - 2 * DAY) },
      { userId: ben.id, songId: two.id, createdAt: new Date(START.getTime() - 29 * DAY) },
      { userId: old.id, songId: two.id, createdAt: new Date(START.getTime() - 31 * DAY) },
    ]);

    for (const key of [String(album.id), album.referenceId]) {
      const res = await get(`/api/streaming/albums/${key}/`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect({ ...body, songs: undefined }).toEqual({
        id: album.id,
        reference_id: album.referenceId,
        title: 'Mokili Ya Sika',
        artist: {
          id: artist.id,
          reference_id: artist.referenceId,
          name: 'Mbóngo Sánzá',
          production_house: { name: 'Sanza Records' },
        },
        cover_image: '/media/albums/m.svg',
        publish_date: '2030-05-20',
        release_date: '2030-05-20',
        number_of_songs: 2,
        total_duration: 300,
        description: 'Douze rumbas',
        tags: ['rumba', 'congo'],
        genre: { id: rumba.id, name: 'Rumba' },
        monthly_listeners: 2,
        total_plays: 40,
        likes: 3,
        label: 'Sanza Records',
        songs: undefined,
      });
      expect(ids(body.songs)).toEqual([one.id, two.id]);
      expect(body.songs[0]).toMatchObject({ album: { id: album.id }, cover_image: '/media/albums/m.svg' });
    }
  });

  it("answers 404 'Album not found' for an unknown album", async () => {
    for (const key of ['424242', 'abcdefabcdef', 'x']) {
      const res = await get(`/api/streaming/albums/${key}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Album not found' });
      expect((await get(`/api/streaming/albums/${key}/tracks/`)).json()).toEqual({
        detail: 'Album not found',
      });
    }
  });

  it('answers an empty album with zero figures', async () => {
    const album = await createAlbum(ctx.database.db);
    expect((await get(`/api/streaming/albums/${album.id}/`)).json()).toMatchObject({
      number_of_songs: 0,
      total_duration: 0,
      total_plays: 0,
      likes: 0,
      monthly_listeners: 0,
      genre: null,
      songs: [],
    });
  });
});

describe('GET /api/streaming/albums/{id}/tracks/', () => {
  it('lists the tracks in order, with and without the trailing slash, liked for the bearer', async () => {
    const db = ctx.database.db;
    const album = await createAlbum(db);
    const b = await createSong(db, { albumId: album.id, trackNumber: 2 });
    const a = await createSong(db, { albumId: album.id, trackNumber: 1 });
    await createSong(db);
    const user = await createUser(db);
    const token = await accessTokenFor(user.id, clock.now());
    await ctx.app.inject({
      method: 'POST',
      url: `/api/streaming/music/${b.id}/like/`,
      headers: { authorization: `Bearer ${token}` },
    });
    for (const url of [
      `/api/streaming/albums/${album.id}/tracks/`,
      `/api/streaming/albums/${album.referenceId}/tracks`,
    ]) {
      const list = (await get(url, token)).json();
      expect(ids(list)).toEqual([a.id, b.id]);
      expect(list.map((s: { is_liked: boolean }) => s.is_liked)).toEqual([false, true]);
    }
  });
});

describe('GET /api/streaming/albums/', () => {
  it('lists albums newest first, or one artist’s with ?artist= (id or reference_id, with or without the slash)', async () => {
    const db = ctx.database.db;
    const artist = await createArtist(db);
    const older = await createAlbum(db, { artistId: artist.id, releaseDate: '2029-01-01' });
    const newer = await createAlbum(db, { artistId: artist.id, releaseDate: '2030-01-01' });
    const other = await createAlbum(db, { releaseDate: '2030-03-01' });

    expect(ids((await get('/api/streaming/albums/')).json())).toEqual([other.id, newer.id, older.id]);
    for (const url of [
      `/api/streaming/albums?artist=${artist.id}`,
      `/api/streaming/albums/?artist=${artist.referenceId}`,
    ]) {
      expect(ids((await get(url)).json())).toEqual([newer.id, older.id]);
    }
    expect((await get('/api/streaming/albums?artist=424242')).json()).toEqual([]);
    expect((await get('/api/streaming/albums?artist=zzz')).json()).toEqual([]);
  });

  it('answers a DRF page with ?page=', async () => {
    const db = ctx.database.db;
    for (let i = 1; i <= 3; i++) await createAlbum(db, { releaseDate: `2030-0${i}-01` });
    const page = (await get('/api/streaming/albums?page=1&page_size=2')).json();
    expect(page.count).toBe(3);
    expect(page.results).toHaveLength(2);
    expect(page.next).toBe('http://localhost/api/streaming/albums?page=2&page_size=2');
    expect((await get('/api/streaming/albums/?page=0')).statusCode).toBe(400);
  });
});

describe('album sections of the music home', () => {
  it('features the editors’ picks first, then the most liked', async () => {
    const db = ctx.database.db;
    const plain = await createAlbum(db, { title: 'plain' });
    const liked = await createAlbum(db, { title: 'liked' });
    await createSong(db, { albumId: liked.id, likeCount: 9 });
    const pick = await createAlbum(db, { title: 'pick', isFeatured: true });
    expect(ids((await get('/api/streaming/albums/featured/')).json())).toEqual([pick.id, liked.id, plain.id]);
  });

  it('lists new releases already out, newest first (a future release is not one yet)', async () => {
    const db = ctx.database.db;
    const last = await createAlbum(db, { releaseDate: '2030-05-01' });
    const today = await createAlbum(db, { releaseDate: '2030-06-01' });
    await createAlbum(db, { releaseDate: '2030-07-01' });
    expect(ids((await get('/api/streaming/albums/new-releases/')).json())).toEqual([today.id, last.id]);
  });

  it('ranks popular albums by plays summed over their songs, then likes', async () => {
    const db = ctx.database.db;
    const small = await createAlbum(db);
    await createSong(db, { albumId: small.id, playCount: 90 });
    const big = await createAlbum(db);
    await createSong(db, { albumId: big.id, playCount: 60 });
    await createSong(db, { albumId: big.id, playCount: 40 });
    const tiedLiked = await createAlbum(db);
    await createSong(db, { albumId: tiedLiked.id, playCount: 90, likeCount: 3 });
    expect(ids((await get('/api/streaming/albums/popular/')).json())).toEqual([
      big.id,
      tiedLiked.id,
      small.id,
    ]);
  });

  it('lists at most 10 albums a section', async () => {
    for (let i = 0; i < 11; i++) await createAlbum(ctx.database.db, { releaseDate: '2030-01-01' });
    for (const section of ['featured', 'new-releases', 'popular']) {
      expect((await get(`/api/streaming/albums/${section}/`)).json()).toHaveLength(10);
    }
  });
});
