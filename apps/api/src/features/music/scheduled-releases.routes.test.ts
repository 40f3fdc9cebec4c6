import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createAlbum, createArtist, createSong, createUser } from '../../test/factories.ts';

// TIME_ZONE is Africa/Douala (UTC+1): 26 November starts there at 25 November 23:00 UTC.
const clock = fixedClock(new Date('2026-11-25T10:00:00Z'));
const BEFORE_MIDNIGHT = new Date('2026-11-25T22:59:59Z');
const LOCAL_MIDNIGHT = new Date('2026-11-25T23:00:00Z');

describe('scheduled releases: an album and its songs are public from their release date in TIME_ZONE', () => {
  const ctx = appPerTest({ clock, start: new Date('2026-11-25T10:00:00Z') });
  const get = async (url: string, token?: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json() };
  };
  const titles = (rows: { title: string }[]) => rows.map((r) => r.title).sort();

  async function catalogue() {
    const db = ctx.database.db;
    const owner = await createUser(db, { roles: ['artist'] });
    const artist = await createArtist(db, { name: 'Makossa Star', ownerId: owner.id });
    const out = await createAlbum(db, {
      artistId: artist.id,
      title: 'Aurore ancienne',
      releaseDate: '2026-11-20',
    });
    const soon = await createAlbum(db, {
      artistId: artist.id,
      title: 'Aurore nouvelle',
      releaseDate: '2026-11-26',
    });
    await createSong(db, { albumId: out.id, title: 'Soleil ancien', publishDate: '2026-11-20' });
    // Published "today" but in an album released tomorrow: the album's later date governs.
    const track = await createSong(db, {
      albumId: soon.id,
      title: 'Soleil nouveau',
      publishDate: '2026-11-25',
    });
    const single = await createSong(db, {
      artistIds: [artist.id],
      title: 'Soleil demain',
      publishDate: '2026-11-26',
    });
    return { owner, artist, soon, track, single };
  }

  /** What a visitor sees of the scheduled album and songs across the public answers. */
  async function publicView(c: Awaited<ReturnType<typeof catalogue>>) {
    return {
      album: (await get(`/streaming/albums/${c.soon.referenceId}/`)).status,
      tracks: (await get(`/streaming/albums/${c.soon.id}/tracks/`)).status,
      track: (await get(`/streaming/musics/${c.track.referenceId}/`)).status,
      single: (await get(`/streaming/musics/${c.single.id}/`)).status,
      albums: titles((await get('/streaming/albums/')).body),
      albumCount: (await get('/streaming/albums/?page=1')).body.count,
      newReleases: titles((await get('/streaming/albums/new-releases/')).body),
      featured: titles((await get('/streaming/albums/featured/')).body),
      popular: titles((await get('/streaming/albums/popular/')).body),
      artistAlbums: titles((await get(`/streaming/albums/?artist=${c.artist.id}`)).body),
      songs: titles((await get('/streaming/musics/')).body),
      songCount: (await get('/streaming/musics/?page=1')).body.count,
      trending: titles((await get('/streaming/musics/trending/')).body),
      artistSongs: titles((await get(`/streaming/musics/artist/${c.artist.id}/`)).body),
      searchAlbums: titles((await get('/search/albums/?q=aurore')).body.results),
      searchSongs: titles((await get('/search/music/?q=soleil')).body.results),
      searchSongCount: (await get('/search/music/?q=soleil')).body.count,
    };
  }

  it('hides them until local midnight of the release date, then shows them everywhere', async () => {
    const c = await catalogue();
    clock.set(BEFORE_MIDNIGHT);
    expect(await publicView(c)).toEqual({
      album: 404,
      tracks: 404,
      track: 404,
      single: 404,
      albums: ['Aurore ancienne'],
      albumCount: 1,
      newReleases: ['Aurore ancienne'],
      featured: ['Aurore ancienne'],
      popular: ['Aurore ancienne'],
      artistAlbums: ['Aurore ancienne'],
      songs: ['Soleil ancien'],
      songCount: 1,
      trending: ['Soleil ancien'],
      artistSongs: ['Soleil ancien'],
      searchAlbums: ['Aurore ancienne'],
      searchSongs: ['Soleil ancien'],
      searchSongCount: 1,
    });
    clock.set(LOCAL_MIDNIGHT);
    const both = ['Aurore ancienne', 'Aurore nouvelle'];
    const songs = ['Soleil ancien', 'Soleil demain', 'Soleil nouveau'];
    expect(await publicView(c)).toEqual({
      album: 200,
      tracks: 200,
      track: 200,
      single: 200,
      albums: both,
      albumCount: 2,
      newReleases: both,
      featured: both,
      popular: both,
      artistAlbums: both,
      songs,
      songCount: 3,
      trending: songs,
      artistSongs: songs,
      searchAlbums: both,
      searchSongs: songs,
      searchSongCount: 3,
    });
  });

  it('keeps the album in the owner studio with its date, and its tracks out of likes and streams until then', async () => {
    const c = await catalogue();
    clock.set(BEFORE_MIDNIGHT);
    const token = await accessTokenFor(c.owner.id, clock.now());
    const studio = await get('/studio/albums/', token);
    expect(
      studio.body.map((a: { title: string; release_date: string }) => [a.title, a.release_date]),
    ).toEqual([
      ['Aurore nouvelle', '2026-11-26'],
      ['Aurore ancienne', '2026-11-20'],
    ]);
    const listener = await accessTokenFor((await createUser(ctx.database.db)).id, clock.now());
    const like = await ctx.app.inject({
      method: 'POST',
      url: `/api/streaming/music/${c.track.id}/like/`,
      headers: { authorization: `Bearer ${listener}` },
    });
    expect(like.statusCode).toBe(404);
    const stream = await ctx.app.inject({
      method: 'POST',
      url: '/api/streaming/streams/',
      headers: { authorization: `Bearer ${listener}` },
      payload: { music_id: c.track.id },
    });
    expect(stream.statusCode).toBe(404);
  });
});
