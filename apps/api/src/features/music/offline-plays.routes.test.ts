import { randomUUID } from 'node:crypto';
import { musicMessages as msg, OFFLINE_PLAYS } from '@sanza/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientPlays, songs, streams } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createSong, createUser } from '../../test/factories.ts';

const START = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(START);
const ctx = appPerTest({ clock, start: START });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function listener() {
  const user = await createUser(ctx.database.db);
  return { id: user.id, token: await accessTokenFor(user.id, clock.now()) };
}

const stream = (payload: unknown, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/streaming/streams/',
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });

/** A play heard offline: `agoMs` before the clock's now, 60 s heard unless said. */
const play = (musicId: number, agoMs: number, extra: Record<string, unknown> = {}) => ({
  music_id: musicId,
  client_play_id: randomUUID(),
  listened_seconds: 60,
  played_at: new Date(clock.now().getTime() - agoMs).toISOString(),
  ...extra,
});

async function streamRows(songId: number) {
  return ctx.database.db
    .select({ createdAt: streams.createdAt })
    .from(streams)
    .where(eq(streams.songId, songId))
    .orderBy(asc(streams.createdAt));
}

describe('POST /api/streaming/streams/ with a play heard offline', () => {
  it('counts a new play (201) once: the same client_play_id again answers 200 without counting', async () => {
    const song = await createSong(ctx.database.db);
    const ana = await listener();
    const body = play(song.id, 2 * 3600_000);
    const first = await stream(body, ana.token);
    expect([first.statusCode, first.json()]).toEqual([201, { counted: true, play_count: 1 }]);
    clock.advance(2 * MINUTE);
    for (const again of [body, { ...body, client_play_id: body.client_play_id.toUpperCase() }]) {
      const res = await stream(again, ana.token);
      expect([res.statusCode, res.json()]).toEqual([200, { counted: false, play_count: 1 }]);
    }
    // Another listener's device may use the same id: ids are per user.
    const ben = await listener();
    const theirs = await stream(body, ben.token);
    expect([theirs.statusCode, theirs.json()]).toEqual([201, { counted: true, play_count: 2 }]);
    expect(await streamRows(song.id)).toHaveLength(2);
  });

  it('a replay of a play that was not counted is not counted later either', async () => {
    const song = await createSong(ctx.database.db);
    const ana = await listener();
    const short = play(song.id, MINUTE, { listened_seconds: 12 });
    expect((await stream(short, ana.token)).json()).toEqual({ counted: false, play_count: 0 });
    const res = await stream({ ...short, listened_seconds: 60 }, ana.token);
    expect([res.statusCode, res.json()]).toEqual([200, { counted: false, play_count: 0 }]);
    const [row] = await ctx.database.db.select().from(clientPlays).where(eq(clientPlays.userId, ana.id));
    expect(row).toMatchObject({ songId: song.id, listenedSeconds: 12, counted: false });
  });

  it('counts 30 s heard or more, not 29; a track shorter than 30 s when heard to its end', async () => {
    const db = ctx.database.db;
    const song = await createSong(db, { duration: 185 });
    const jingle = await createSong(db, { duration: 20 });
    const ana = await listener();
    const heard = async (musicId: number, seconds: number, agoMs: number) => {
      const res = await stream(play(musicId, agoMs, { listened_seconds: seconds }), ana.token);
      expect(res.statusCode).toBe(201);
      return res.json().counted;
    };
    expect(await heard(song.id, 29, 50 * MINUTE)).toBe(false);
    expect(await heard(song.id, 30, 40 * MINUTE)).toBe(true);
    expect(await heard(song.id, 0, 30 * MINUTE)).toBe(false);
    expect(await heard(jingle.id, 19, 20 * MINUTE)).toBe(false);
    expect(await heard(jingle.id, 20, 10 * MINUTE)).toBe(true);
  });

  it('refuses more heard than the track lasts (plus 5 s) with 400, French', async () => {
    const song = await createSong(ctx.database.db, { duration: 185 });
    const ana = await listener();
    const tolerance = OFFLINE_PLAYS.durationToleranceS;
    const over = await stream(play(song.id, MINUTE, { listened_seconds: 185 + tolerance + 1 }), ana.token);
    expect([over.statusCode, over.json()]).toEqual([400, { listened_seconds: [msg.listenedTooLong] }]);
    const edge = await stream(play(song.id, MINUTE, { listened_seconds: 185 + tolerance }), ana.token);
    expect([edge.statusCode, edge.json().counted]).toEqual([201, true]);
    expect(await ctx.database.db.select({ n: count() }).from(clientPlays)).toEqual([{ n: 1 }]);
  });

  it('refuses a play started in the future beyond 5 min of clock skew, and one older than 30 days (400, French)', async () => {
    const song = await createSong(ctx.database.db);
    const ana = await listener();
    const skew = OFFLINE_PLAYS.clockSkewS * 1000;
    const future = await stream(play(song.id, -(skew + 1000)), ana.token);
    expect([future.statusCode, future.json()]).toEqual([400, { played_at: [msg.playedAtInFuture] }]);
    const old = await stream(play(song.id, OFFLINE_PLAYS.maxAgeDays * DAY + 1000), ana.token);
    expect([old.statusCode, old.json()]).toEqual([400, { played_at: [msg.playedAtTooOld] }]);
    expect(await streamRows(song.id)).toEqual([]);
    // Within the bounds: a phone a little ahead, a play of 29 days ago.
    expect((await stream(play(song.id, -(skew - 1000)), ana.token)).statusCode).toBe(201);
    expect((await stream(play(song.id, 29 * DAY), ana.token)).statusCode).toBe(201);
  });

  it('stores the play at played_at, so the day it was heard gets it (an offset is read as given)', async () => {
    const song = await createSong(ctx.database.db);
    const ana = await listener();
    // 23:30 in Douala (UTC+1) on 29 May is 22:30 UTC.
    const res = await stream(play(song.id, 0, { played_at: '2030-05-29T23:30:00+01:00' }), ana.token);
    expect(res.statusCode).toBe(201);
    expect((await streamRows(song.id)).map((r) => r.createdAt.toISOString())).toEqual([
      '2030-05-29T22:30:00.000Z',
    ]);
  });

  it('judges the per-minute limit at played_at: a day of plays sent at once all count, 5 in one minute count 4', async () => {
    const ana = await listener();
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await createSong(ctx.database.db, { duration: 10 }));
    // Six songs heard 3 min apart this morning, sent together now.
    for (const [i, song] of made.entries()) {
      const res = await stream(play(song.id, 3600_000 + i * 3 * MINUTE, { listened_seconds: 10 }), ana.token);
      expect(res.json().counted).toBe(true);
    }
    // Five short plays within one minute (12 s apart), sent in any order: four count.
    const counted = [];
    for (const i of [3, 0, 4, 1, 2])
      counted.push(
        (
          await stream(play(made[i]!.id, 10 * MINUTE - i * 12_000, { listened_seconds: 10 }), ana.token)
        ).json().counted,
      );
    expect(counted.filter(Boolean)).toHaveLength(4);
    // The plain body (now) is not blocked by plays of this morning.
    expect((await stream({ music_id: made[5]!.id }, ana.token)).json().counted).toBe(true);
  });

  it('counts one song once in a listening session, whatever order its plays arrive in', async () => {
    const song = await createSong(ctx.database.db);
    const ana = await listener();
    const count1 = (agoMs: number) => stream(play(song.id, agoMs), ana.token).then((r) => r.json().counted);
    expect(await count1(20 * MINUTE)).toBe(true);
    // Sent later, heard 10 min earlier or later: the same session.
    expect(await count1(30 * MINUTE)).toBe(false);
    expect(await count1(10 * MINUTE)).toBe(false);
    // Heard 3 h earlier: another session.
    expect(await count1(200 * MINUTE)).toBe(true);
  });

  it('keeps the spec body working as before: {music_id} counts now, 201', async () => {
    const song = await createSong(ctx.database.db);
    const ana = await listener();
    const res = await stream({ music_id: song.referenceId }, ana.token);
    expect([res.statusCode, res.json()]).toEqual([201, { counted: true, play_count: 1 }]);
    expect((await streamRows(song.id)).map((r) => r.createdAt.getTime())).toEqual([START.getTime()]);
  });

  it.each([
    [
      'client_play_id not-a-uuid',
      { client_play_id: 'not-a-uuid' },
      'client_play_id',
      msg.invalidClientPlayId,
    ],
    ['client_play_id as a number', { client_play_id: 42 }, 'client_play_id', msg.invalidClientPlayId],
    ['client_play_id null', { client_play_id: null }, 'client_play_id', msg.invalidClientPlayId],
    ['listened_seconds -1', { listened_seconds: -1 }, 'listened_seconds', msg.invalidListenedSeconds],
    ['listened_seconds 31.5', { listened_seconds: 31.5 }, 'listened_seconds', msg.invalidListenedSeconds],
    [
      'listened_seconds as a string',
      { listened_seconds: '60' },
      'listened_seconds',
      msg.invalidListenedSeconds,
    ],
    ['listened_seconds of 1e12', { listened_seconds: 1e12 }, 'listened_seconds', msg.invalidListenedSeconds],
    ['played_at without an offset', { played_at: '2030-06-01T09:00:00' }, 'played_at', msg.invalidPlayedAt],
    ['played_at on 30 February', { played_at: '2030-02-30T09:00:00Z' }, 'played_at', msg.invalidPlayedAt],
    ['played_at hier', { played_at: 'hier' }, 'played_at', msg.invalidPlayedAt],
    ['played_at as a number', { played_at: 1_900_000_000_000 }, 'played_at', msg.invalidPlayedAt],
    ['played_at missing', { played_at: undefined }, 'played_at', msg.offlinePlayFieldMissing],
    [
      'listened_seconds missing',
      { listened_seconds: undefined },
      'listened_seconds',
      msg.offlinePlayFieldMissing,
    ],
    ['client_play_id missing', { client_play_id: undefined }, 'client_play_id', msg.offlinePlayFieldMissing],
  ])('refuses %s with 400 and a French message on its field', async (_label, change, field, message) => {
    const song = await createSong(ctx.database.db);
    const ana = await listener();
    const res = await stream(play(song.id, MINUTE, change), ana.token);
    expect([res.statusCode, res.json()]).toEqual([400, { [field]: [message] }]);
    expect(await streamRows(song.id)).toEqual([]);
  });

  it('forgets the device ids of plays too old to be sent again (the purge job), not newer ones', async () => {
    const song = await createSong(ctx.database.db);
    const ana = await listener();
    await stream(play(song.id, 29 * DAY), ana.token);
    await stream(play(song.id, DAY), ana.token);
    expect(await ctx.app.songs.purgeOldClientPlays()).toBe(0);
    clock.advance(3 * DAY);
    expect(await ctx.app.songs.purgeOldClientPlays()).toBe(1);
    const [left] = await ctx.database.db.select({ n: count() }).from(clientPlays);
    expect(left!.n).toBe(1);
    // Counted streams stay: only the replay guard goes.
    const [song1] = await ctx.database.db.select().from(songs).where(eq(songs.id, song.id));
    expect(song1!.playCount).toBe(2);
  });
});
