import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artists } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createAlbum, createArtist, createSong, createUser } from '../../test/factories.ts';

const START = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(START);
const ctx = appPerTest({ clock, start: START });

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const names = (list: { name: string }[]) => list.map((a) => a.name);

async function fan() {
  const user = await createUser(ctx.database.db);
  return { id: user.id, token: await accessTokenFor(user.id, clock.now()) };
}

describe('GET /api/accounts/artists/', () => {
  it('answers a DRF page of artists by name, with every artist field', async () => {
    const db = ctx.database.db;
    const mbongo = await createArtist(db, {
      name: 'Mbóngo Sánzá',
      profileImage: 'artists/m.svg',
      coverImage: 'artists/m-cover.svg',
      isPremium: true,
      isCertified: true,
      styles: ['Rumba', 'Soukous'],
      biography: 'Guitariste de Poto-Poto',
      aboutMe: 'La rumba',
      location: 'Brazzaville',
      productionHouse: 'Sanza Records',
    });
    await createArtist(db, { name: 'Élodie Makéla' });
    await createSong(db, { artistIds: [mbongo.id], playCount: 12 });

    const page = (await get('/api/accounts/artists/')).json();
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
    expect(names(page.results)).toEqual(['Élodie Makéla', 'Mbóngo Sánzá']);
    expect(page.results[1]).toEqual({
      id: mbongo.id,
      reference_id: mbongo.referenceId,
      name: 'Mbóngo Sánzá',
      profile_image: '/media/artists/m.svg',
      cover_image: '/media/artists/m-cover.svg',
      is_premiem: true,
      is_certified: true,
      style_music: [{ style: 'Rumba' }, { style: 'Soukous' }],
      total_subscribers: 0,
      follower_count: 0,
      total_views: 0,
      total_plays: 12,
      biography: 'Guitariste de Poto-Poto',
      bio: 'Guitariste de Poto-Poto',
      about_me: 'La rumba',
      location: 'Brazzaville',
      production_house: { name: 'Sanza Records' },
      created_at: mbongo.createdAt.toISOString(),
    });
  });

  it('searches names only, ignoring case and accents, with wildcards taken literally', async () => {
    const db = ctx.database.db;
    await createArtist(db, { name: 'Mbóngo Sánzá', biography: 'élodie est sa cousine' });
    await createArtist(db, { name: 'Élodie Makéla' });
    await createArtist(db, { name: 'DJ 100%' });
    const search = async (q: string) =>
      names((await get(`/api/accounts/artists/?search=${encodeURIComponent(q)}`)).json().results);
    expect(await search('mbongo')).toEqual(['Mbóngo Sánzá']);
    expect(await search('SÁNZA')).toEqual(['Mbóngo Sánzá']);
    expect(await search('elodie')).toEqual(['Élodie Makéla']);
    expect(await search('%')).toEqual(['DJ 100%']);
    expect(await search('_')).toEqual([]);
    expect(await search('   ')).toHaveLength(3);
    expect(await search('zzz')).toEqual([]);
  });

  it('filters on is_premiem and pages with links that keep the filters', async () => {
    const db = ctx.database.db;
    for (const name of ['A', 'B', 'C']) await createArtist(db, { name: `Premium ${name}`, isPremium: true });
    await createArtist(db, { name: 'Libre' });

    const first = (await get('/api/accounts/artists/?is_premiem=true&page_size=2')).json();
    expect(first.count).toBe(3);
    expect(names(first.results)).toEqual(['Premium A', 'Premium B']);
    expect(first.next).toBe('http://localhost/api/accounts/artists/?is_premiem=true&page_size=2&page=2');
    const second = (await get(first.next.replace('http://localhost', ''))).json();
    expect(names(second.results)).toEqual(['Premium C']);
    expect(second).toMatchObject({
      next: null,
      previous: 'http://localhost/api/accounts/artists/?is_premiem=true&page_size=2',
    });
    expect(names((await get('/api/accounts/artists/?is_premiem=false')).json().results)).toEqual(['Libre']);
    expect((await get('/api/accounts/artists/?is_premiem=')).json().count).toBe(4);
    expect((await get('/api/accounts/artists/?page=9')).json()).toMatchObject({ count: 4, results: [] });
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=100000000000', 'is_premiem=maybe', 'page_size=1000'])(
    'refuses ?%s with 400',
    async (query) => {
      const res = await get(`/api/accounts/artists/?${query}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toHaveLength(1);
    },
  );

  it('refuses a search longer than 100 characters with 400', async () => {
    expect((await get(`/api/accounts/artists/?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/accounts/artists/{id}/', () => {
  it('answers the profile by id or reference_id, counting views, with similar artists', async () => {
    const db = ctx.database.db;
    const mbongo = await createArtist(db, { name: 'Mbóngo Sánzá', styles: ['Rumba', 'Soukous'] });
    const both = await createArtist(db, { name: 'Les Étoiles', styles: ['Soukous', 'Rumba'] });
    const one = await createArtist(db, { name: 'Nyangó', styles: ['Rumba'], subscribersCount: 5 });
    await createArtist(db, { name: 'Chorale', styles: ['Gospel'] });

    const first = (await get(`/api/accounts/artists/${mbongo.id}/`)).json();
    expect(first.total_views).toBe(1);
    expect(first.similar_artists).toEqual([
      { id: both.id, reference_id: both.referenceId, name: 'Les Étoiles', profile_image: null },
      { id: one.id, reference_id: one.referenceId, name: 'Nyangó', profile_image: null },
    ]);
    const second = (await get(`/api/accounts/artists/${mbongo.referenceId}/`)).json();
    expect(second).toMatchObject({ id: mbongo.id, total_views: 2 });
  });

  it("answers 404 'Artiste introuvable' for an unknown artist", async () => {
    for (const key of ['424242', 'abcdefabcdef', 'nobody']) {
      const res = await get(`/api/accounts/artists/${key}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Artiste introuvable' });
      expect((await get(`/api/streaming/musics/artist/${key}`)).json()).toEqual({
        detail: 'Artiste introuvable',
      });
    }
  });
});

describe('GET /api/streaming/musics/artist/{id}', () => {
  it('lists the songs crediting the artist, most played first, with and without the slash', async () => {
    const db = ctx.database.db;
    const artist = await createArtist(db);
    const album = await createAlbum(db, { artistId: artist.id });
    const quiet = await createSong(db, { albumId: album.id, playCount: 1 });
    const hit = await createSong(db, { albumId: album.id, playCount: 50 });
    const featuring = await createSong(db, {
      artistIds: [(await createArtist(db)).id, artist.id],
      playCount: 10,
    });
    await createSong(db);
    for (const url of [
      `/api/streaming/musics/artist/${artist.id}`,
      `/api/streaming/musics/artist/${artist.referenceId}/`,
    ]) {
      expect((await get(url)).json().map((s: { id: number }) => s.id)).toEqual([
        hit.id,
        featuring.id,
        quiet.id,
      ]);
    }
  });
});

describe('GET /api/streaming/artists/popular/', () => {
  it('ranks by subscribers (one worth 10 plays) plus plays', async () => {
    const db = ctx.database.db;
    const followed = await createArtist(db, { name: 'followed', subscribersCount: 3 });
    const played = await createArtist(db, { name: 'played' });
    await createSong(db, { artistIds: [played.id], playCount: 25 });
    const both = await createArtist(db, { name: 'both', subscribersCount: 1 });
    await createSong(db, { artistIds: [both.id], playCount: 15 });
    await createArtist(db, { name: 'nobody' });
    const list = (await get('/api/streaming/artists/popular/')).json();
    expect(names(list)).toEqual(['followed', 'both', 'played', 'nobody']);
    expect(list[0].id).toBe(followed.id);
  });
});

describe('subscriptions', () => {
  const subscribe = (id: string | number, token?: string, extra: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/accounts/artist/${id}/subscribe/`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...extra,
    });

  it('toggles a subscription, answering the status and the count', async () => {
    const artist = await createArtist(ctx.database.db);
    const ana = await fan();
    const ben = await fan();
    expect((await get(`/api/accounts/check-subscription/${artist.id}/`, ana.token)).json()).toEqual({
      is_subscribed: false,
    });
    expect((await subscribe(artist.id, ana.token)).json()).toEqual({
      status: 'subscribed',
      subscribers_count: 1,
    });
    expect((await subscribe(artist.referenceId, ben.token, { payload: {} })).json()).toEqual({
      status: 'subscribed',
      subscribers_count: 2,
    });
    expect((await get(`/api/accounts/check-subscription/${artist.referenceId}/`, ana.token)).json()).toEqual({
      is_subscribed: true,
    });
    expect((await subscribe(artist.id, ana.token)).json()).toEqual({
      status: 'unsubscribed',
      subscribers_count: 1,
    });
    expect((await get(`/api/accounts/check-subscription/${artist.id}/`, ana.token)).json()).toEqual({
      is_subscribed: false,
    });
    expect((await get(`/api/accounts/artists/${artist.id}/`)).json()).toMatchObject({
      total_subscribers: 1,
      follower_count: 1,
    });
    const [row] = await ctx.database.db.select().from(artists).where(eq(artists.id, artist.id));
    expect(row!.subscribersCount).toBe(1);
  });

  it('answers 401 to visitors and 404 for an unknown artist', async () => {
    const artist = await createArtist(ctx.database.db);
    for (const res of [
      await subscribe(artist.id),
      await get(`/api/accounts/check-subscription/${artist.id}/`),
      await get(`/api/accounts/check-subscription/${artist.id}/`, 'expired.or.bad'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Veuillez vous connecter pour effectuer cette action' });
    }
    const ana = await fan();
    expect((await subscribe(424242, ana.token)).json()).toEqual({ detail: 'Artiste introuvable' });
    expect((await get('/api/accounts/check-subscription/424242/', ana.token)).statusCode).toBe(404);
  });
});
