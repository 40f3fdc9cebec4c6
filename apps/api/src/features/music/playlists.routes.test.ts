import { musicMessages, PLAYLIST_LIMITS, playlistMessages } from '@sanza/contracts';
import { describe, expect, it } from 'vitest';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createArtist, createPlaylist, createSong, createUser } from '../../test/factories.ts';

const ctx = appPerTest();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/streaming/playlists/${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
/** A user and their access token. */
async function signedIn(username?: string) {
  const user = await createUser(ctx.database.db, username ? { username } : {});
  return { id: user.id, token: await accessTokenFor(user.id) };
}
const titles = (list: { title: string }[]) => list.map((s) => s.title);
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('playlist sections of the music home', () => {
  it('answers public playlists with the spec fields and their songs in order', async () => {
    const db = ctx.database.db;
    const owner = await createUser(db, { username: 'sanza' });
    const [a, b] = [await createSong(db, { title: 'Un' }), await createSong(db, { title: 'Deux' })];
    const list = await createPlaylist(db, {
      ownerId: owner.id,
      name: 'Rumba éternelle',
      description: 'Les plus belles rumbas',
      style: 'Rumba',
      isFeatured: true,
      songIds: [b.id, a.id],
    });
    const res = await get('/api/streaming/playlists/featured/');
    expect(res.statusCode).toBe(200);
    const [body] = res.json();
    expect({ ...body, contents: undefined }).toEqual({
      id: list.id,
      reference_id: list.referenceId,
      name: 'Rumba éternelle',
      description: 'Les plus belles rumbas',
      style: 'Rumba',
      is_public: true,
      owner: { username: 'sanza' },
      contents: undefined,
      subscribers: { count: 0 },
      likes_count: 0,
      created_at: list.createdAt.toISOString(),
      is_hidden: false,
      hidden_reason: null,
    });
    expect(body.contents.map((s: { title: string }) => s.title)).toEqual(['Deux', 'Un']);
  });
  // Which playlists fill the two sections: playlists-home.routes.test.ts.
});

describe('POST /streaming/playlists/', () => {
  it('creates a playlist owned by the user, name trimmed, private unless asked: 201 with the playlist', async () => {
    const me = await signedIn('ndaye');
    const res = await call('POST', '', me.token, { name: '  Soirée rumba  ', style: 'Rumba' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Soirée rumba',
      style: 'Rumba',
      description: '',
      is_public: false,
      owner: { username: 'ndaye' },
      contents: [],
      subscribers: { count: 0 },
      likes_count: 0,
    });
    expect(body.reference_id).toMatch(/^[0-9a-f]{12}$/);
    const pub = await call('POST', '', me.token, { name: 'Public', is_public: true, style: null });
    expect(pub.json()).toMatchObject({ is_public: true, style: '' });
    const asText = await call('POST', '', me.token, { name: 'Form', is_public: 'true' });
    expect(asText.json().is_public).toBe(true);
  });

  it('answers 401 to a visitor', async () => {
    const res = await call('POST', '', undefined, { name: 'X' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it.each([
    [{}, { name: [playlistMessages.nameRequired] }],
    [{ name: '   ' }, { name: [playlistMessages.nameRequired] }],
    [{ name: 42 }, { name: [playlistMessages.nameRequired] }],
    [{ name: 'x'.repeat(PLAYLIST_LIMITS.nameMax + 1) }, { name: [playlistMessages.nameTooLong] }],
    [
      { name: 'ok', style: 's'.repeat(PLAYLIST_LIMITS.styleMax + 1) },
      { style: [playlistMessages.styleTooLong] },
    ],
    [{ name: 'ok', is_public: 'yes' }, { is_public: [playlistMessages.invalidPublic] }],
  ])('refuses %j with 400 and the field message', async (payload, errors) => {
    const me = await signedIn();
    const res = await call('POST', '', me.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it('refuses a body that is not JSON with 400, never 500', async () => {
    const me = await signedIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/streaming/playlists/',
      payload: '{"name":',
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /streaming/playlists/user-playlists/ and /{id}/', () => {
  it('lists only the user’s own playlists, private ones included, newest first, with their songs', async () => {
    const db = ctx.database.db;
    const me = await signedIn();
    const other = await signedIn();
    const song = await createSong(db, { title: 'Mbote' });
    const old = await createPlaylist(db, {
      ownerId: me.id,
      isPublic: false,
      createdAt: new Date('2026-01-01'),
    });
    const recent = await createPlaylist(db, { ownerId: me.id, songIds: [song.id] });
    await createPlaylist(db, { ownerId: other.id });
    const res = await call('GET', 'user-playlists/', me.token);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([recent.id, old.id]);
    expect(titles(res.json()[0].contents)).toEqual(['Mbote']);
    expect((await call('GET', 'user-playlists/')).statusCode).toBe(401);
  });

  it('is not captured by /{id}/: featured, popular and user-playlists keep their own answers', async () => {
    const me = await signedIn();
    expect((await call('GET', 'featured/')).statusCode).toBe(200);
    expect((await call('GET', 'popular/')).statusCode).toBe(200);
    expect((await call('GET', 'user-playlists/', me.token)).json()).toEqual([]);
  });

  it('shows a public playlist to anyone by id or reference id, with contents in order', async () => {
    const db = ctx.database.db;
    const [a, b] = [await createSong(db, { title: 'A' }), await createSong(db, { title: 'B' })];
    const list = await createPlaylist(db, { songIds: [b.id, a.id] });
    for (const ref of [list.id, list.referenceId]) {
      const res = await call('GET', `${ref}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(list.id);
      expect(titles(res.json().contents)).toEqual(['B', 'A']);
    }
  });

  it('shows a private playlist to its owner only: 404 for a visitor and another user', async () => {
    const db = ctx.database.db;
    const me = await signedIn();
    const other = await signedIn();
    const list = await createPlaylist(db, { ownerId: me.id, isPublic: false });
    expect((await call('GET', `${list.id}/`, me.token)).statusCode).toBe(200);
    for (const token of [undefined, other.token]) {
      const res = await call('GET', `${list.referenceId}/`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: musicMessages.playlistNotFound });
    }
  });

  it.each(['999999/', 'abcdefabcdef/', 'nope/', '99999999999/'])('answers 404 for %s', async (path) => {
    const res = await call('GET', path);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: musicMessages.playlistNotFound });
  });
});

describe('GET /streaming/playlists/{id}/available-songs/', () => {
  it('lists the songs not in the playlist yet, newest first; paged with ?page=; searches titles and artists', async () => {
    const db = ctx.database.db;
    const me = await signedIn();
    const papa = await createArtist(db, { name: 'Papa Wemba' });
    const inside = await createSong(db, { title: 'Dedans', publishDate: '2026-03-01' });
    const older = await createSong(db, {
      title: 'Ancienne',
      publishDate: '2025-01-01',
      artistIds: [papa.id],
    });
    const newer = await createSong(db, { title: 'Récente 100%', publishDate: '2026-02-01' });
    const list = await createPlaylist(db, { ownerId: me.id, isPublic: false, songIds: [inside.id] });
    const plain = await call('GET', `${list.id}/available-songs/`, me.token);
    expect(plain.statusCode).toBe(200);
    expect(ids(plain.json())).toEqual([newer.id, older.id]);

    const paged = await call('GET', `${list.id}/available-songs/?page=2&page_size=1`, me.token);
    expect(paged.json()).toMatchObject({ count: 2, next: null, results: [{ id: older.id }] });
    expect(paged.json().previous).toContain('page_size=1');

    expect(ids((await call('GET', `${list.id}/available-songs/?search=wemba`, me.token)).json())).toEqual([
      older.id,
    ]);
    expect(ids((await call('GET', `${list.id}/available-songs/?search=100%25`, me.token)).json())).toEqual([
      newer.id,
    ]);
    expect(ids((await call('GET', `${list.id}/available-songs/?search=_`, me.token)).json())).toEqual([]);
  });

  it('follows the playlist’s visibility (404 for a private one of someone else) and checks paging', async () => {
    const db = ctx.database.db;
    const other = await signedIn();
    const hidden = await createPlaylist(db, { isPublic: false });
    expect((await call('GET', `${hidden.id}/available-songs/`, other.token)).statusCode).toBe(404);
    const open = await createPlaylist(db);
    expect((await call('GET', `${open.id}/available-songs/`)).statusCode).toBe(200);
    const bad = await call('GET', `${open.id}/available-songs/?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ page: [musicMessages.invalidPage] });
  });
});
