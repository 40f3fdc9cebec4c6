import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  createAlbum,
  createArtist,
  createAuction,
  createCategory,
  createEvent,
  createGenre,
  createPlaylist,
  createSong,
  createUser,
} from '../../test/factories.ts';

// Search only reads: one app and one catalogue for the whole file.
let ctx: TestContext;
const daysAgo = (n: number) => new Date(Date.now() - n * 86400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const makossa = await createGenre(db, 'Makossa');
  const rumba = await createGenre(db, 'Rumba');
  const dede = await createArtist(db, { name: 'Dédé Ébongué', styles: ['Makossa'] });
  const beyonce = await createArtist(db, {
    name: 'Beyoncé Mbala',
    styles: ['Rumba'],
    location: 'Yaoundé, Cameroun',
  });
  for (let i = 1; i <= 12; i++) await createArtist(db, { name: `Orchestre Zaïko ${i}` });
  const album = await createAlbum(db, {
    title: 'Les Éléphants du fleuve',
    artistId: dede.id,
    genreId: makossa.id,
  });
  await createAlbum(db, { title: 'Rumba éternelle', artistId: beyonce.id, genreId: rumba.id });
  await createSong(db, {
    title: 'Makossa Mbóa',
    artistIds: [dede.id],
    genreIds: [makossa.id],
    albumId: album.id,
    playCount: 5,
    publishDate: daysAgo(400),
  });
  await createSong(db, {
    title: 'Éléphant blanc',
    artistIds: [dede.id],
    albumId: album.id,
    playCount: 50,
    publishDate: daysAgo(3),
  });
  await createSong(db, {
    title: 'Chanson de Beyoncé',
    artistIds: [beyonce.id],
    genreIds: [rumba.id],
    publishDate: daysAgo(20),
  });
  await createSong(db, { title: 'Aube', artistIds: [beyonce.id], publishDate: daysAgo(1) });
  const owner = await createUser(db, { username: 'melomane' });
  await createPlaylist(db, { ownerId: owner.id, name: 'Soirée Makossa', style: 'Makossa' });
  await createPlaylist(db, { ownerId: owner.id, name: 'Makossa secrète', style: 'Makossa', isPublic: false });
  const concert = await createCategory(db, { name: 'Concert' });
  const festival = await createCategory(db, { name: 'Festival' });
  const open = await createEvent(db, {
    name: 'Grand Événement Makossa',
    location: 'Douala',
    categoryId: concert.id,
  });
  const past = await createEvent(db, {
    name: 'Nuit de la Rumba',
    location: 'Kinshasa',
    categoryId: festival.id,
    date: daysAgo(30),
    registrationDeadline: new Date(Date.now() - 31 * 86400_000),
  });
  await createAuction(db, { eventId: open.id });
  await createAuction(db, {
    eventId: past.id,
    startTime: new Date(Date.now() - 40 * 86400_000),
    endTime: new Date(Date.now() - 30 * 86400_000),
  });
});
afterAll(() => ctx.close());

const search = async (kind: string, params: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search/${kind}/?${qs}` });
  return { status: res.statusCode, body: res.json() };
};
const titles = (body: { results: { title: string }[] }) => body.results.map((r) => r.title);
const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name);

describe('GET /search/{kind}/ matching', () => {
  it('finds a song despite a missing letter (makosa → Makossa Mbóa), with the song fields', async () => {
    const { status, body } = await search('music', { q: 'makosa' });
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Makossa Mbóa']);
    expect(body.count).toBe(1);
    const song = body.results[0];
    for (const field of [
      'id',
      'reference_id',
      'artists',
      'cover_image',
      'file',
      'duration',
      'duration_formatted',
      'genres',
      'play_count',
      'likes',
      'publish_date',
      'popularity',
      'is_explicit',
      'is_liked',
      'stats',
    ]) {
      expect(song).toHaveProperty(field);
    }
    expect(song.artists[0].name).toBe('Dédé Ébongué');
    expect(body.filters.genres).toEqual(['Makossa', 'Rumba']);
  });

  it('ignores accents and case both ways (beyonce → Beyoncé, ELEPHANT → Éléphant)', async () => {
    expect(names((await search('artists', { q: 'beyonce' })).body)).toEqual(['Beyoncé Mbala']);
    expect(titles((await search('music', { q: 'ELEPHANT' })).body)).toEqual(['Éléphant blanc']);
    expect(names((await search('events', { q: 'evenement' })).body)).toEqual(['Grand Événement Makossa']);
  });

  it('stems French words (éléphants finds Éléphant blanc and Les Éléphants du fleuve)', async () => {
    expect(titles((await search('music', { q: 'éléphants' })).body)).toEqual(['Éléphant blanc']);
    expect(titles((await search('albums', { q: 'elephants' })).body)).toEqual(['Les Éléphants du fleuve']);
  });

  it('matches a word being typed (prefix)', async () => {
    expect(titles((await search('music', { q: 'mak' })).body)).toEqual(['Makossa Mbóa']);
    expect(names((await search('events', { q: 'evenem' })).body)).toEqual(['Grand Événement Makossa']);
    expect(names((await search('artists', { q: 'de' })).body)).toEqual(['Dédé Ébongué']);
  });

  it('matches any word, ranking rows with more of them first', async () => {
    const { body } = await search('music', { q: 'elephant makossa' });
    expect(titles(body).sort()).toEqual(['Makossa Mbóa', 'Éléphant blanc']);
    expect(titles((await search('music', { q: 'elephant blanc' })).body)[0]).toBe('Éléphant blanc');
  });

  it('finds artists by where they come from', async () => {
    expect(names((await search('artists', { q: 'yaounde' })).body)).toEqual(['Beyoncé Mbala']);
  });

  it('ranks the closest match first', async () => {
    const { body } = await search('albums', { q: 'rumba eternelle' });
    expect(titles(body)[0]).toBe('Rumba éternelle');
  });

  it('answers only public playlists', async () => {
    const { body } = await search('playlists', { q: 'makossa' });
    expect(names(body)).toEqual(['Soirée Makossa']);
    expect(body.results[0]).toMatchObject({ is_public: true, style: 'Makossa' });
    expect(body.results[0]).toHaveProperty('subscribers.count');
    expect(body.results[0]).toHaveProperty('likes_count');
    expect((await search('playlists')).body.count).toBe(1);
  });

  it('answers events with all their fields and their registration state', async () => {
    const { body } = await search('events', { ordering: 'title' });
    expect(names(body)).toEqual(['Grand Événement Makossa', 'Nuit de la Rumba']);
    const [open, past] = body.results;
    expect(open).toMatchObject({ location: 'Douala', is_registration_open: true });
    expect(past.is_registration_open).toBe(false);
    for (const field of ['serial_id', 'image', 'date', 'time', 'ticket_types'])
      expect(open).toHaveProperty(field);
    expect(open.ticket_types[0]).toHaveProperty('price');
    expect(body.filters.genres).toEqual(['Concert', 'Festival']);
  });

  it('answers auctions found through their event, active or not', async () => {
    const { body } = await search('auctions', { q: 'rumba' });
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({ is_active: false, event: { name: 'Nuit de la Rumba' } });
    for (const field of [
      'id',
      'event_image',
      'start_time',
      'end_time',
      'time_remaining',
      'bids_count',
      'current_price',
    ]) {
      expect(body.results[0]).toHaveProperty(field);
    }
    expect((await search('auctions', { q: 'makossa' })).body.results[0].is_active).toBe(true);
  });
});

describe('GET /search/{kind}/ filters, orderings, periods and pages', () => {
  it('filters by genre: song genres, album genre, artist styles, playlist style, event category', async () => {
    expect(titles((await search('music', { genre: 'rumba' })).body)).toEqual(['Chanson de Beyoncé']);
    expect(titles((await search('albums', { genre: 'Makossa' })).body)).toEqual(['Les Éléphants du fleuve']);
    expect(names((await search('artists', { genre: 'makossa' })).body)).toEqual(['Dédé Ébongué']);
    expect(names((await search('playlists', { genre: 'Makossa' })).body)).toEqual(['Soirée Makossa']);
    expect(names((await search('events', { genre: 'festival' })).body)).toEqual(['Nuit de la Rumba']);
  });

  it('answers nothing, not an error, for an unknown genre', async () => {
    const { status, body } = await search('music', { genre: 'Polka' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 0, results: [] });
  });

  it('orders by each offered value', async () => {
    const all = { q: '' };
    expect(titles((await search('music', { ...all, ordering: '-play_count' })).body).slice(0, 2)).toEqual([
      'Éléphant blanc',
      'Makossa Mbóa',
    ]);
    expect(titles((await search('music', { ordering: '-created_at' })).body)).toEqual([
      'Aube',
      'Éléphant blanc',
      'Chanson de Beyoncé',
      'Makossa Mbóa',
    ]);
    expect(titles((await search('music', { ordering: 'created_at' })).body)[0]).toBe('Makossa Mbóa');
    expect(titles((await search('music', { ordering: 'title' })).body)).toEqual([
      'Aube',
      'Chanson de Beyoncé',
      'Éléphant blanc',
      'Makossa Mbóa',
    ]);
    expect(titles((await search('albums', { ordering: '-songs_count' })).body)[0]).toBe(
      'Les Éléphants du fleuve',
    );
  });

  it('keeps what was published since the start date of the period', async () => {
    expect(titles((await search('music', { date_range: daysAgo(7), ordering: 'title' })).body)).toEqual([
      'Aube',
      'Éléphant blanc',
    ]);
    expect(names((await search('events', { date_range: daysAgo(1) })).body)).toEqual([
      'Grand Événement Makossa',
    ]);
  });

  it('pages by page and page_size (10 by default), past the end with no results', async () => {
    const first = await search('artists', { q: 'orchestre', ordering: 'title' });
    expect(first.body.count).toBe(12);
    expect(first.body.results).toHaveLength(10);
    const second = await search('artists', { q: 'orchestre', ordering: 'title', page: 2 });
    expect(second.body.results).toHaveLength(2);
    expect((await search('artists', { q: 'orchestre', page: 2, page_size: 5 })).body.results).toHaveLength(5);
    expect((await search('artists', { q: 'orchestre', page: 9 })).body).toMatchObject({
      count: 12,
      results: [],
    });
  });

  it('answers the genres of a kind at /search/{kind}/filters/', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/search/albums/filters/' });
    expect(res.json()).toEqual({ filters: { genres: ['Makossa', 'Rumba'] } });
    const events = await ctx.app.inject({ method: 'GET', url: '/api/search/auctions/filters/' });
    expect(events.json()).toEqual({ filters: { genres: ['Concert', 'Festival'] } });
  });
});

describe('GET /search/{kind}/ refuses bad parameters with 400, never 500', () => {
  it.each([
    [{ page: 0 }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page_size: 1000 }, 'page_size'],
    [{ page_size: 0 }, 'page_size'],
    [{ date_range: '2024-13-45' }, 'date_range'],
    [{ date_range: '2023-02-29' }, 'date_range'],
    [{ date_range: 'hier' }, 'date_range'],
    [{ ordering: 'drop' }, 'ordering'],
    [{ q: 'x'.repeat(1000) }, 'q'],
  ])('%o → 400 on %s', async (params, field) => {
    const { status, body } = await search('music', params);
    expect(status).toBe(400);
    expect(body[field]).toEqual([expect.any(String)]);
  });

  it('refuses an ordering another kind offers (-songs_count for songs, -play_count for events)', async () => {
    expect((await search('music', { ordering: '-songs_count' })).status).toBe(400);
    expect((await search('events', { ordering: '-play_count' })).status).toBe(400);
  });

  it('answers 404 for an unknown kind', async () => {
    expect((await search('users', { q: 'a' })).status).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/search/users/filters/' })).statusCode).toBe(404);
  });

  it('survives queries made of SQL and tsquery syntax', async () => {
    for (const q of ["'; drop table songs; --", 'a & | ! :* ()', '%_\\', '   ', '🎵']) {
      const { status } = await search('music', { q });
      expect(status).toBe(200);
    }
  });
});

describe('GET /search/{kind}/ forgives one edit in a word of 5 letters or more', () => {
  // A catalogue of its own: the typo hits would change the lists the tests above expect.
  let typos: TestContext;
  const find = async (kind: string, q: string) => {
    const res = await typos.app.inject({
      method: 'GET',
      url: `/api/search/${kind}/?${new URLSearchParams({ q })}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  beforeAll(async () => {
    typos = await createTestApp();
    const db = typos.database.db;
    const koffi = await createArtist(db, { name: 'Koffi Olomidé', location: 'Kinshasa' });
    await createArtist(db, { name: 'Mboka Fiesta', location: 'Matadi' });
    await createArtist(db, { name: 'Papa Lomé', location: 'Lomé' });
    for (const title of [
      'Souvenirs de Matadi',
      'Tonnerre sur Kisangani',
      'Tonerre de Brazza',
      'Tonarre',
      'Mangembe',
      'Mankembe',
    ])
      await createSong(db, { title, artistIds: [koffi.id] });
    await createEvent(db, { name: 'Gala des Étoiles', location: 'Boulevard du 30 Juin' });
  });
  afterAll(() => typos.close());

  // Each of these has a trigram word similarity under 0.6 (0.44 to 0.58): none was found before.
  it("finds the event on « Boulevard du 30 Juin » from 'bolevard' (a letter missing)", async () => {
    expect(names(await find('events', 'bolevard'))).toEqual(['Gala des Étoiles']);
  });

  it('finds a song with a letter missing (souvnirs → Souvenirs de Matadi)', async () => {
    expect(titles(await find('music', 'souvnirs'))).toEqual(['Souvenirs de Matadi']);
  });

  it('finds an artist with one extra letter (moboka → Mboka Fiesta)', async () => {
    expect(names(await find('artists', 'moboka'))).toEqual(['Mboka Fiesta']);
  });

  it('finds an artist with two neighbour letters swapped (olomdie → Koffi Olomidé)', async () => {
    expect(names(await find('artists', 'olomdie'))).toEqual(['Koffi Olomidé']);
  });

  it('finds a song with one wrong letter (souvenors → Souvenirs de Matadi)', async () => {
    expect(titles(await find('music', 'souvenors'))).toEqual(['Souvenirs de Matadi']);
    // The middle letter of a 5-letter word: sought at the start of a word (see oneEdit).
    expect(names(await find('artists', 'mbuka'))).toEqual(['Mboka Fiesta']);
  });

  it('forgives only when the words find nothing: a hit as typed is not joined by typo neighbours', async () => {
    // Mankembe is one wrong letter from 'mangembe' (word similarity 0.5): only found when nothing else is.
    expect(titles(await find('music', 'mangembe'))).toEqual(['Mangembe']);
    expect(titles(await find('music', 'mangembi'))).toEqual(['Mangembe']);
    expect(titles(await find('music', 'mankembi'))).toEqual(['Mankembe']);
  });

  it('also forgives when the words are only found through trigram look-alikes', async () => {
    // 'tonnarre': Tonarre by trigram word similarity (0.7), then Tonnerre by one wrong letter (0.5), not
    // Tonerre de Brazza (two edits).
    expect(titles(await find('music', 'tonnarre'))).toEqual(['Tonarre', 'Tonnerre sur Kisangani']);
  });

  it('does not forgive an edit in a word of 4 letters (loem is not Lomé: too many other words are one edit away)', async () => {
    expect((await find('artists', 'loem')).count).toBe(0);
    expect(names(await find('artists', 'lome'))).toEqual(['Papa Lomé']);
  });
});
