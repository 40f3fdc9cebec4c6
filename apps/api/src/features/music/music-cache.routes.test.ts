import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createSong, createUser } from '../../test/factories.ts';

const START = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(START);
const ctx = appPerTest({ clock, start: START });

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function listener() {
  const user = await createUser(ctx.database.db);
  return accessTokenFor(user.id, clock.now());
}

/** `is_liked` of each song of a list answer, by title. */
const likedIn = (songs: { title: string; is_liked: boolean }[]) =>
  Object.fromEntries(songs.map((s) => [s.title, s.is_liked]));

describe('shared music answers and per-user likes', () => {
  it('never shows a user’s likes to a visitor or another user, whatever the order of the requests', async () => {
    const db = ctx.database.db;
    const song = await createSong(db, { title: 'Mokili', playCount: 5 });
    await createSong(db, { title: 'Sika', playCount: 3 });
    const ana = await listener();
    const ben = await listener();
    const liked = await ctx.app.inject({
      method: 'POST',
      url: `/api/streaming/music/${song.id}/like/`,
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(liked.json()).toMatchObject({ is_liked: true });

    for (const [url, results] of [
      ['/api/streaming/musics/trending/', (body: unknown) => body],
      ['/api/search/music/?q=mokili', (body: unknown) => (body as { results: unknown }).results],
    ] as const) {
      // Visitor first (the answer goes into memory), then Ana, Ben and a visitor again, served from it.
      for (const [who, expected] of [
        [undefined, false],
        [ana, true],
        [ben, false],
        [undefined, false],
        [ana, true],
      ] as const) {
        const res = await get(url, who);
        expect(res.statusCode).toBe(200);
        expect(likedIn(results(res.json()) as never).Mokili, `${url} ${who ? 'signed in' : 'visitor'}`).toBe(
          expected,
        );
        // A shared cache may keep what a visitor got, never what a user got.
        expect(res.headers['cache-control']).toBe(who ? 'private, no-cache' : 'no-cache');
      }
    }
  });

  it('shows a new like in the counts at once, to everyone', async () => {
    const song = await createSong(ctx.database.db, { title: 'Mokili', playCount: 5 });
    const before = (await get('/api/streaming/musics/trending/')).json()[0];
    expect(before.likes).toBe(0);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/streaming/music/${song.id}/like/`,
      headers: { authorization: `Bearer ${await listener()}` },
    });
    expect((await get('/api/streaming/musics/trending/')).json()[0].likes).toBe(1);
  });
});
