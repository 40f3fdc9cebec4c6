import { randomUUID } from 'node:crypto';
import { musicMessages as msg, STREAM_SESSION_GAP_S } from '@sanza/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { songs, streams } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createSong, createUser } from '../../test/factories.ts';

// A stream counts once per track per listening session, and a count claiming listening
// time that cannot have been heard is refused.
const START = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(START);
const ctx = appPerTest({ clock, start: START });
const MINUTE = 60_000;
const GAP_MS = STREAM_SESSION_GAP_S * 1000;

async function listener() {
  const user = await createUser(ctx.database.db);
  return { id: user.id };
}

/** Sends a play with a token signed now (access tokens last 5 min, these tests span hours). */
const stream = async (payload: object, who: { id: number }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/streaming/streams/',
    payload,
    headers: { authorization: `Bearer ${await accessTokenFor(who.id, clock.now())}` },
  });

/** What the web player sends when 30 s are heard: a play started `heardS` seconds before the clock's now. */
const webPlay = (musicId: number, heardS = 30, startMs = clock.now().getTime() - heardS * 1000) => ({
  music_id: musicId,
  client_play_id: randomUUID(),
  listened_seconds: heardS,
  played_at: new Date(startMs).toISOString(),
});

async function playCount(songId: number) {
  const [row] = await ctx.database.db.select({ n: songs.playCount }).from(songs).where(eq(songs.id, songId));
  return row!.n;
}

describe('POST /api/streaming/streams/: once per track per listening session', () => {
  it('does not count a track replayed in the same session (43 stays 43, not 45), as the web player sends it', async () => {
    const song = await createSong(ctx.database.db, { duration: 200, playCount: 42 });
    const ana = await listener();
    clock.advance(30_000);
    const first = await stream(webPlay(song.id), ana);
    expect([first.statusCode, first.json()]).toEqual([201, { counted: true, play_count: 43 }]);
    // Heard to its end, then replayed (repeat-one, or chosen again): 30 s of the replay heard.
    clock.advance(170_000 + 30_000);
    const replay = await stream(webPlay(song.id), ana);
    expect([replay.statusCode, replay.json()]).toEqual([201, { counted: false, play_count: 43 }]);
    clock.advance(200_000);
    expect((await stream(webPlay(song.id), ana)).json()).toEqual({ counted: false, play_count: 43 });
    expect(await playCount(song.id)).toBe(43);
  });

  it('the same holds for the spec body {music_id}: a replay 4 min later is not counted', async () => {
    const song = await createSong(ctx.database.db, { duration: 200 });
    const ana = await listener();
    expect((await stream({ music_id: song.id }, ana)).json()).toEqual({ counted: true, play_count: 1 });
    clock.advance(4 * MINUTE);
    const again = await stream({ music_id: song.referenceId }, ana);
    expect([again.statusCode, again.json()]).toEqual([201, { counted: false, play_count: 1 }]);
  });

  it('a track looped for two hours counts once: plays not counted keep the session alive', async () => {
    const song = await createSong(ctx.database.db, { duration: 240 });
    const ana = await listener();
    const counted = [];
    for (let i = 0; i < 30; i++) {
      counted.push((await stream(webPlay(song.id), ana)).json().counted);
      clock.advance(4 * MINUTE);
    }
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(await playCount(song.id)).toBe(1);
  });

  it('other tracks of the session count; the track counts again after 30 min without listening', async () => {
    const db = ctx.database.db;
    const [a, b] = [await createSong(db, { duration: 200 }), await createSong(db, { duration: 200 })];
    const ana = await listener();
    expect((await stream(webPlay(a.id), ana)).json().counted).toBe(true);
    clock.advance(200_000);
    expect((await stream(webPlay(b.id), ana)).json().counted).toBe(true);
    // The server knows the 30 s of B that were sent; just under 30 min after them: the same session.
    clock.advance(GAP_MS - 10_000);
    expect((await stream(webPlay(a.id), ana)).json().counted).toBe(false);
    // That play of A (30 s) kept the session going: 30 min after it ended, one more second of silence is needed.
    clock.advance(GAP_MS);
    expect((await stream(webPlay(a.id, 30, clock.now().getTime() - 30_000), ana)).json().counted).toBe(false);
    clock.advance(GAP_MS + 31_000);
    expect((await stream(webPlay(a.id), ana)).json()).toEqual({ counted: true, play_count: 2 });
  });

  it('plays heard offline find their session whatever order they arrive in', async () => {
    const song = await createSong(ctx.database.db, { duration: 200 });
    const other = await createSong(ctx.database.db, { duration: 200 });
    const ana = await listener();
    const at = (minutesAgo: number) => clock.now().getTime() - minutesAgo * MINUTE;
    // Heard 3 h ago, sent now; then a play heard earlier in the same session arrives: not counted.
    expect((await stream(webPlay(song.id, 200, at(180)), ana)).json().counted).toBe(true);
    expect((await stream(webPlay(song.id, 200, at(190)), ana)).json().counted).toBe(false);
    // Two hours earlier is another session.
    expect((await stream(webPlay(song.id, 200, at(300)), ana)).json().counted).toBe(true);
    // Another user's plays are not this user's session.
    const ben = await listener();
    expect((await stream(webPlay(song.id, 200, at(185)), ben)).json().counted).toBe(true);
    expect((await stream(webPlay(other.id, 200, at(176)), ana)).json().counted).toBe(true);
  });
});

describe('POST /api/streaming/streams/: listening time that cannot have been heard', () => {
  it('refuses (400, French) a play claiming more than the time since the previous count', async () => {
    const db = ctx.database.db;
    const [a, b] = [await createSong(db, { duration: 200 }), await createSong(db, { duration: 200 })];
    const ana = await listener();
    clock.advance(60_000);
    expect((await stream(webPlay(a.id, 60), ana)).json().counted).toBe(true);
    // 40 s later a play of another track claims 60 s heard: 20 of them while A was playing.
    clock.advance(40_000);
    const res = await stream(webPlay(b.id, 60), ana);
    expect([res.statusCode, res.json()]).toEqual([400, { listened_seconds: [msg.listenedOverlaps] }]);
    // 40 s heard fits.
    const fits = await stream(webPlay(b.id, 40), ana);
    expect([fits.statusCode, fits.json().counted]).toEqual([201, true]);
    const [rows] = await db.select({ n: count() }).from(streams).where(eq(streams.userId, ana.id));
    expect(rows!.n).toBe(2);
  });

  it('refuses a play heard inside another counted play, sent later (offline, either order)', async () => {
    const db = ctx.database.db;
    const [a, b] = [await createSong(db, { duration: 200 }), await createSong(db, { duration: 200 })];
    const ana = await listener();
    const at = (minutesAgo: number) => clock.now().getTime() - minutesAgo * MINUTE;
    expect((await stream(webPlay(a.id, 180, at(60)), ana)).json().counted).toBe(true);
    const inside = await stream(webPlay(b.id, 60, at(59)), ana);
    expect([inside.statusCode, inside.json()]).toEqual([400, { listened_seconds: [msg.listenedOverlaps] }]);
    const around = await stream(webPlay(b.id, 120, at(61)), ana);
    expect(around.statusCode).toBe(400);
    // Right after A ended it fits.
    expect((await stream(webPlay(b.id, 60, at(57)), ana)).json().counted).toBe(true);
  });

  it('refuses the spec body {music_id} 10 s after another count (30 s cannot have been heard since)', async () => {
    const db = ctx.database.db;
    const [a, b] = [await createSong(db, { duration: 200 }), await createSong(db, { duration: 200 })];
    const ana = await listener();
    expect((await stream({ music_id: a.id }, ana)).json().counted).toBe(true);
    clock.advance(10_000);
    const res = await stream({ music_id: b.id }, ana);
    expect([res.statusCode, res.json()]).toEqual([400, { detail: msg.listenedOverlaps }]);
    clock.advance(20_000);
    expect((await stream({ music_id: b.id }, ana)).json()).toEqual({ counted: true, play_count: 1 });
  });

  it('still refuses more heard than the track lasts, and a duplicate in the session is answered, not refused', async () => {
    const song = await createSong(ctx.database.db, { duration: 100 });
    const ana = await listener();
    const over = await stream(webPlay(song.id, 106, clock.now().getTime() - 200_000), ana);
    expect([over.statusCode, over.json()]).toEqual([400, { listened_seconds: [msg.listenedTooLong] }]);
    expect((await stream({ music_id: song.id }, ana)).json().counted).toBe(true);
    // The same track sent twice at once by a confused client: not counted, but no error for the player.
    const twice = await stream({ music_id: song.id }, ana);
    expect([twice.statusCode, twice.json()]).toEqual([201, { counted: false, play_count: 1 }]);
  });
});
