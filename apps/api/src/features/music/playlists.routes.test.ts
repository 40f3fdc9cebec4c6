import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createPlaylist, createSong, createUser } from '../../test/factories.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
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
    });
    expect(body.contents.map((s: { title: string }) => s.title)).toEqual(['Deux', 'Un']);
  });

  it('leaves private playlists out, puts editors’ picks first, and ranks popular ones by plays', async () => {
    const db = ctx.database.db;
    const hit = await createSong(db, { playCount: 100 });
    const quiet = await createSong(db, { playCount: 3 });
    const pick = await createPlaylist(db, { isFeatured: true, songIds: [quiet.id] });
    const popular = await createPlaylist(db, { songIds: [hit.id, quiet.id] });
    const empty = await createPlaylist(db);
    await createPlaylist(db, { isPublic: false, songIds: [hit.id] });

    expect(ids((await get('/api/streaming/playlists/featured/')).json())).toEqual([
      pick.id,
      empty.id,
      popular.id,
    ]);
    expect(ids((await get('/api/streaming/playlists/popular/')).json())).toEqual([
      popular.id,
      pick.id,
      empty.id,
    ]);
  });
});
