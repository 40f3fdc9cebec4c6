import { describe, expect, it } from 'vitest';
import { songs } from '../../db/schema.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createArtist, createPlaylist, createSong, createUser } from '../../test/factories.ts';

// The Add-tracks search of a playlist matches as the main search does, and pages through everything.
const ctx = appPerTest();

const get = async (url: string, userId?: number) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: userId ? { authorization: `Bearer ${await accessTokenFor(userId)}` } : {},
  });
const ids = (list: { id: number }[]) => list.map((s) => s.id);
const available = (playlist: number, query: string, userId: number) =>
  get(`/api/streaming/playlists/${playlist}/available-songs/${query}`, userId);

describe('GET /streaming/playlists/{id}/available-songs/?search=', () => {
  it('finds what the main search finds, accents and one typo forgiven, and artists by name without accents', async () => {
    const db = ctx.database.db;
    const me = await createUser(db);
    const kingo = await createArtist(db, { name: 'Kíngó Mwána' });
    const dede = await createArtist(db, { name: 'Dédé Ébongué' });
    const mboa = await createSong(db, { title: 'Makossa Mbóa', artistIds: [dede.id] });
    const liputa = await createSong(db, { title: 'Liputa ya sika', artistIds: [kingo.id] });
    const inside = await createSong(db, { title: 'Makossa Live' });
    await createSong(db, { title: 'Éléphant blanc' });
    const list = await createPlaylist(db, { ownerId: me.id, isPublic: false, songIds: [inside.id] });

    for (const q of ['makosa', 'mboa', 'MBÓA', 'makossa']) {
      const res = await available(list.id, `?search=${encodeURIComponent(q)}`, me.id);
      expect([q, res.statusCode, ids(res.json())]).toEqual([q, 200, [mboa.id]]);
      // The main search finds the same songs (plus the one already in the playlist).
      const main = await get(`/api/search/music/?q=${encodeURIComponent(q)}`);
      expect(ids(main.json().results).filter((id) => id !== inside.id)).toEqual([mboa.id]);
    }
    expect(ids((await available(list.id, '?search=kingo', me.id)).json())).toEqual([liputa.id]);
    expect(ids((await available(list.id, '?search=ebongue', me.id)).json())).toEqual([mboa.id]);
    expect(ids((await available(list.id, '?search=elephant', me.id)).json())).toHaveLength(1);
    expect((await available(list.id, '?search=zzzzzz', me.id)).json()).toEqual([]);
  });

  it('pages search results with ?page= (DRF page, count of every match, next keeps the search)', async () => {
    const db = ctx.database.db;
    const me = await createUser(db);
    for (let i = 0; i < 25; i++) await createSong(db, { title: `Makossa ${i + 1}` });
    await createSong(db, { title: 'Rumba' });
    const list = await createPlaylist(db, { ownerId: me.id });
    const first = (await available(list.id, '?search=makosa&page=1&page_size=10', me.id)).json();
    expect(first).toMatchObject({ count: 25, previous: null });
    expect(first.next).toContain('search=makosa');
    expect(first.next).toContain('page=2');
    const seen = new Set<number>(ids(first.results));
    for (const page of [2, 3]) {
      const body = (await available(list.id, `?search=makosa&page=${page}&page_size=10`, me.id)).json();
      for (const id of ids(body.results)) seen.add(id);
      if (page === 3) expect([body.results.length, body.next]).toEqual([5, null]);
    }
    expect(seen.size).toBe(25);
  });
});

describe('GET /streaming/playlists/{id}/available-songs/ without a search', () => {
  it('reaches every one of 101+ songs through its pages (the plain list stops at 100)', async () => {
    const db = ctx.database.db;
    const me = await createUser(db);
    await db.insert(songs).values(
      Array.from({ length: 130 }, (_, i) => ({
        referenceId: `a${String(i).padStart(11, '0')}`,
        title: `Titre ${i + 1}`,
        audioFile: 'audio/test.mp3',
        duration: 180,
        publishDate: '2026-01-15',
      })),
    );
    const list = await createPlaylist(db, { ownerId: me.id });
    expect((await available(list.id, '', me.id)).json()).toHaveLength(100);
    const seen = new Set<number>();
    let url: string | null = `/api/streaming/playlists/${list.id}/available-songs/?page=1&page_size=50`;
    let pages = 0;
    while (url) {
      const body: { count: number; next: string | null; results: { id: number }[] } = (
        await get(url.replace(/^https?:\/\/[^/]+/, ''), me.id)
      ).json();
      expect(body.count).toBe(130);
      for (const id of ids(body.results)) seen.add(id);
      url = body.next;
      pages++;
    }
    expect([pages, seen.size]).toEqual([3, 130]);
  });
});
