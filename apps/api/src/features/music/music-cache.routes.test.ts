import { POPULAR_PLAYLIST_MIN } from '@sanza/contracts';
import { describe, expect, it } from 'vitest';
import { playlistFollows } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createPlaylist, createSong, createUser } from '../../test/factories.ts';

const START = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(START);
const ctx = appPerTest({ clock, start: START });

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function listener() {
  const user = await createUser(ctx.database.db);
  return accessTokenFor(user.id, clock.now());
}

/** Every cached answer that holds songs, and where its songs sit in the body. */
type Songs = { title: string; is_liked: boolean }[];
const playlistSongs = (playlists: { contents: Songs }[]) => playlists.flatMap((p) => p.contents);
const CACHED_ANSWERS_WITH_SONGS: [string, (body: never) => Songs][] = [
  ['/api/streaming/musics/trending/', (body: Songs) => body],
  ['/api/streaming/playlists/featured/', playlistSongs],
  ['/api/streaming/playlists/popular/', playlistSongs],
  ['/api/search/music/?q=mokili', (body: { results: Songs }) => body.results],
  [
    '/api/search/playlists/?q=mokili',
    (body: { results: { contents: Songs }[] }) => playlistSongs(body.results),
  ],
];

/**
 * Who asks, in turn, on an empty cache: the first one fills it, the others are served from it. Ana liked
 * Mokili; Ben did not.
 */
const ORDERS = {
  'a visitor asks first': ['visitor', 'ana', 'ben', 'visitor', 'ana'],
  'Ana (who liked the song) asks first': ['ana', 'visitor', 'ben', 'ana', 'visitor'],
} as const;

describe('shared music answers and per-user likes', () => {
  describe.each(Object.entries(ORDERS))('when %s', (_order, askers) => {
    it.each(CACHED_ANSWERS_WITH_SONGS)(
      '%s shows Mokili liked to Ana only, not to a visitor nor to Ben; only a visitor’s answer may be kept by a shared cache',
      async (url, songsOf) => {
        const db = ctx.database.db;
        const songs = [await createSong(db, { title: 'Mokili', playCount: 5 })];
        for (const [title, plays] of [
          ['Sika', 3],
          ['Bolingo', 2],
          ['Motema', 1],
          ['Mbote', 0],
        ] as const)
          songs.push(await createSong(db, { title, playCount: plays }));
        // On the home twice (picked by staff, and enough titles and followers to be popular) and found by « mokili ».
        const playlist = await createPlaylist(db, {
          name: 'Mokili na ngai',
          isFeatured: true,
          songIds: songs.map((s) => s.id),
        });
        for (let i = 0; i < POPULAR_PLAYLIST_MIN.followers; i++)
          await db
            .insert(playlistFollows)
            .values({ userId: (await createUser(db)).id, playlistId: playlist.id });
        const tokens = { visitor: undefined, ana: await listener(), ben: await listener() };
        const liked = await ctx.app.inject({
          method: 'POST',
          url: `/api/streaming/music/${songs[0]!.id}/like/`,
          headers: { authorization: `Bearer ${tokens.ana}` },
        });
        expect(liked.json()).toMatchObject({ is_liked: true });

        for (const [turn, who] of askers.entries()) {
          const res = await get(url, tokens[who]);
          expect(res.statusCode).toBe(200);
          const mokili = songsOf(res.json() as never).filter((s) => s.title === 'Mokili');
          expect(mokili.length, `${url}: Mokili is in the answer`).toBeGreaterThan(0);
          expect(
            mokili.map((s) => s.is_liked),
            `${url}, request ${turn + 1} (${who}): is_liked of Mokili`,
          ).toEqual(mokili.map(() => who === 'ana'));
          // A shared cache may keep what a visitor got, never what a user got.
          expect(res.headers['cache-control'], `${url}, request ${turn + 1} (${who})`).toBe(
            who === 'visitor' ? 'no-cache' : 'private, no-cache',
          );
        }
      },
    );
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
