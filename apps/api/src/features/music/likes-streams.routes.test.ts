import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { songLikes, streams } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createSong, createUser } from '../../test/factories.ts';

const START = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(START);
const UNAUTHENTICATED = { detail: 'Veuillez vous connecter pour effectuer cette action' };
const ctx = appPerTest({ clock, start: START });

async function listener() {
  const user = await createUser(ctx.database.db);
  return { id: user.id, token: await accessTokenFor(user.id, clock.now()) };
}

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const like = (id: string | number, token?: string, extra: object = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/streaming/music/${id}/like/`, headers: auth(token), ...extra });
const likeStatus = (id: string | number, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/streaming/musics/${id}/like-status/`, headers: auth(token) });
const stream = (payload: unknown, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/streaming/streams/',
    payload: payload as object,
    headers: auth(token),
  });

describe('likes', () => {
  it('toggles a like, answering the new state and count, per user', async () => {
    const song = await createSong(ctx.database.db);
    const ana = await listener();
    const ben = await listener();

    expect((await like(song.id, ana.token)).json()).toEqual({ is_liked: true, new_like_count: 1 });
    expect((await likeStatus(song.id, ana.token)).json()).toEqual({ is_liked: true });
    expect((await likeStatus(song.id, ben.token)).json()).toEqual({ is_liked: false });
    expect((await like(song.referenceId, ben.token)).json()).toEqual({ is_liked: true, new_like_count: 2 });
    expect((await like(song.id, ana.token)).json()).toEqual({ is_liked: false, new_like_count: 1 });
    expect((await likeStatus(song.referenceId, ana.token)).json()).toEqual({ is_liked: false });

    const songAsBen = (
      await ctx.app.inject({ url: `/api/streaming/musics/${song.id}/`, headers: auth(ben.token) })
    ).json();
    expect(songAsBen).toMatchObject({ is_liked: true, likes: 1, stats: { likes: 1 } });
    const songAsVisitor = (await ctx.app.inject({ url: `/api/streaming/musics/${song.id}/` })).json();
    expect(songAsVisitor.is_liked).toBe(false);
  });

  it('reads no body: nothing, {} or an empty JSON body all work', async () => {
    const song = await createSong(ctx.database.db);
    const ana = await listener();
    const bodies = [
      {},
      { payload: {} },
      { payload: '', headers: { ...auth(ana.token), 'content-type': 'application/json' } },
      {
        payload: 'x=1',
        headers: { ...auth(ana.token), 'content-type': 'application/x-www-form-urlencoded' },
      },
    ];
    const states = [];
    for (const extra of bodies) {
      const res = await like(song.id, ana.token, extra);
      expect(res.statusCode).toBe(200);
      states.push(res.json().is_liked);
    }
    expect(states).toEqual([true, false, true, false]);
  });

  it('answers 401 to visitors and to an invalid token', async () => {
    const song = await createSong(ctx.database.db);
    for (const token of [undefined, 'garbage']) {
      expect((await like(song.id, token)).json()).toEqual(UNAUTHENTICATED);
      expect((await like(song.id, token)).statusCode).toBe(401);
      expect((await likeStatus(song.id, token)).statusCode).toBe(401);
    }
  });

  it("answers 404 'Song not found' for an unknown song", async () => {
    const ana = await listener();
    for (const id of ['999999', 'abcdefabcdef', 'nope']) {
      expect((await like(id, ana.token)).json()).toEqual({ detail: 'Song not found' });
      expect((await likeStatus(id, ana.token)).statusCode).toBe(404);
    }
  });

  it('keeps one like per user even if a second row is attempted', async () => {
    const db = ctx.database.db;
    const song = await createSong(db);
    const ana = await listener();
    await like(song.id, ana.token);
    await db
      .insert(songLikes)
      .values({ userId: ana.id, songId: song.id, createdAt: START })
      .onConflictDoNothing();
    const [row] = await db
      .select({ n: count() })
      .from(songLikes)
      .where(and(eq(songLikes.userId, ana.id), eq(songLikes.songId, song.id)));
    expect(row!.n).toBe(1);
  });
});

describe('POST /api/streaming/streams/', () => {
  it('counts a stream once in a listening session for a user and a song (not again after 30 s)', async () => {
    const song = await createSong(ctx.database.db);
    const ana = await listener();
    const first = await stream({ music_id: song.id }, ana.token);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ counted: true, play_count: 1 });

    expect((await stream({ music_id: song.id }, ana.token)).json()).toEqual({
      counted: false,
      play_count: 1,
    });
    clock.advance(30_000);
    expect((await stream({ music_id: song.referenceId }, ana.token)).json()).toEqual({
      counted: false,
      play_count: 1,
    });

    // Another listener counts at once.
    const ben = await listener();
    expect((await stream({ music_id: song.id }, ben.token)).json()).toEqual({ counted: true, play_count: 2 });
    const [rows] = await ctx.database.db
      .select({ n: count() })
      .from(streams)
      .where(eq(streams.songId, song.id));
    expect(rows!.n).toBe(2);
  });

  it('counts at most 4 streams a minute for one user, whatever the songs (short tracks heard whole)', async () => {
    const ana = await listener();
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await createSong(ctx.database.db, { duration: 10 }));
    const counted = [];
    for (const song of made.slice(0, 5)) {
      clock.advance(12_000);
      counted.push((await stream({ music_id: song.id }, ana.token)).json().counted);
    }
    expect(counted).toEqual([true, true, true, true, false]);
    clock.advance(40_000);
    expect((await stream({ music_id: made[5]!.id }, ana.token)).json().counted).toBe(true);
  });

  it('answers 401 to visitors', async () => {
    const song = await createSong(ctx.database.db);
    const res = await stream({ music_id: song.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it("answers 404 'Song not found' for an unknown song", async () => {
    const ana = await listener();
    const res = await stream({ music_id: 424242 }, ana.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Song not found' });
  });

  it.each([
    [{ music_id: 'abc' }],
    [{ music_id: -1 }],
    [{ music_id: 1.5 }],
    [{ music_id: 1e12 }],
    [{ music_id: null }],
    [{ music_id: '12345678901' }],
    [{}],
  ])("refuses %j with 400 'Identifiant de musique invalide'", async (payload) => {
    const ana = await listener();
    const res = await stream(payload, ana.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ music_id: ['Identifiant de musique invalide'] });
  });

  it('refuses a body that is not an object with 400', async () => {
    const ana = await listener();
    const res = await stream([], ana.token);
    expect(res.statusCode).toBe(400);
  });

  it('refuses malformed JSON with 400', async () => {
    const ana = await listener();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/streaming/streams/',
      payload: '{"music_id":',
      headers: { ...auth(ana.token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Données invalides' });
  });
});
