import { musicMessages, POPULAR_PLAYLIST_MIN, playlistMessages } from '@sanza/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playlistFollows, playlistReports, users } from '../../db/schema.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createPlaylist, createSong, createUser } from '../../test/factories.ts';

// The music home's playlist sections are no longer open to anyone who makes a public playlist, and
// listeners can report a playlist.

const ctx = appPerTest();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const ids = (list: { id: number }[]) => list.map((p) => p.id);
const featured = async () => ids((await get('/api/streaming/playlists/featured/')).json());
const popular = async () => ids((await get('/api/streaming/playlists/popular/')).json());

/** `n` songs, the first one played `plays` times. */
async function songs(n: number, plays = 0) {
  const made = [];
  for (let i = 0; i < n; i++)
    made.push(await createSong(ctx.database.db, { playCount: i === 0 ? plays : 0 }));
  return made.map((s) => s.id);
}
/** `n` users following the playlist. */
async function follow(playlistId: number, n: number) {
  for (let i = 0; i < n; i++) {
    const user = await createUser(ctx.database.db);
    await ctx.database.db.insert(playlistFollows).values({ userId: user.id, playlistId });
  }
}
const report = async (id: number | string, token: string | null, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/streaming/playlists/${id}/report/`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

describe('GET /api/streaming/playlists/featured/ (« Playlists à la une »)', () => {
  it('answers only the public playlists staff picked, newest first; an unpicked one leaves', async () => {
    const db = ctx.database.db;
    const full = await songs(6);
    const older = await createPlaylist(db, {
      isFeatured: true,
      songIds: full,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await createPlaylist(db, { isFeatured: true, createdAt: new Date('2026-02-01T00:00:00Z') });
    const crowded = await createPlaylist(db, { songIds: full });
    await follow(crowded.id, 10);
    await createPlaylist(db, { name: '<img src=x onerror=alert(1)>' });
    await createPlaylist(db, { isFeatured: true, isPublic: false, songIds: full });

    expect(await featured()).toEqual([newer.id, older.id]);

    const staff = await createUser(db, { username: 'sarah' });
    await db
      .update(users)
      .set({ roles: ['staff'] })
      .where(eq(users.id, staff.id));
    const unpick = await ctx.app.inject({
      method: 'POST',
      url: `/api/studio/editorial/playlists/${newer.id}/`,
      headers: { authorization: `Bearer ${await accessTokenFor(staff.id)}` },
      payload: { featured: false },
    });
    expect(unpick.statusCode).toBe(200);
    expect(await featured()).toEqual([older.id]);
  });
});

describe('GET /api/streaming/playlists/popular/ (« Playlists populaires »)', () => {
  it(`needs ${POPULAR_PLAYLIST_MIN.songs} titles and ${POPULAR_PLAYLIST_MIN.followers} followers; ranks by plays`, async () => {
    const db = ctx.database.db;
    const { songs: minSongs, followers: minFollowers } = POPULAR_PLAYLIST_MIN;
    const hit = await createPlaylist(db, { songIds: await songs(minSongs, 500) });
    await follow(hit.id, minFollowers);
    const quiet = await createPlaylist(db, { songIds: await songs(minSongs + 2, 5) });
    await follow(quiet.id, minFollowers + 5);
    const empty = await createPlaylist(db, { name: 'S' });
    await follow(empty.id, minFollowers + 10);
    const short = await createPlaylist(db, { songIds: await songs(minSongs - 1, 1000) });
    await follow(short.id, minFollowers + 10);
    const lonely = await createPlaylist(db, { songIds: await songs(minSongs + 5, 1000) });
    await follow(lonely.id, minFollowers - 1);
    const secret = await createPlaylist(db, { isPublic: false, songIds: await songs(minSongs, 1000) });
    await follow(secret.id, minFollowers);

    expect(await popular()).toEqual([hit.id, quiet.id]);
  });

  it('never answers an empty public playlist, however much followed; nor does « à la une » unpicked', async () => {
    const db = ctx.database.db;
    const empty = await createPlaylist(db, { name: 'S', isFeatured: false });
    await follow(empty.id, 20);
    expect(await popular()).toEqual([]);
    expect(await featured()).toEqual([]);
  });
});

describe('POST /api/streaming/playlists/{id}/report/', () => {
  it('records one report per listener with a reason from the list: 201 then 409', async () => {
    const db = ctx.database.db;
    const playlist = await createPlaylist(db);
    const listener = await createUser(db, { username: 'kevin' });
    const token = await accessTokenFor(listener.id);

    const first = await report(playlist.referenceId, token, { reason: 'offensive' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ detail: playlistMessages.reported });
    const again = await report(playlist.id, token, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: playlistMessages.reportTwice });

    const rows = await db
      .select()
      .from(playlistReports)
      .where(and(eq(playlistReports.playlistId, playlist.id), eq(playlistReports.userId, listener.id)));
    expect(rows.map((r) => r.reason)).toEqual(['offensive']);
  });

  it('refuses the owner (403), a visitor (401), a reason not in the list (400 in French)', async () => {
    const db = ctx.database.db;
    const owner = await createUser(db);
    const playlist = await createPlaylist(db, { ownerId: owner.id });

    const own = await report(playlist.id, await accessTokenFor(owner.id), { reason: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: playlistMessages.reportOwn });

    expect((await report(playlist.id, null, { reason: 'spam' })).statusCode).toBe(401);

    const token = await accessTokenFor((await createUser(db)).id);
    for (const payload of [{ reason: 'je-n-aime-pas' }, {}, { reason: 3 }]) {
      const bad = await report(playlist.id, token, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ reason: [playlistMessages.reportReason] });
    }
    expect(await db.select().from(playlistReports)).toEqual([]);
  });

  it("answers 404 for an unknown playlist or someone else's private one", async () => {
    const db = ctx.database.db;
    const token = await accessTokenFor((await createUser(db)).id);
    const secret = await createPlaylist(db, { isPublic: false });
    for (const id of [secret.id, 999999, 'inconnue']) {
      const res = await report(id, token, { reason: 'spam' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: musicMessages.playlistNotFound });
    }
  });
});
