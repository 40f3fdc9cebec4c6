import { musicMessages, PLAYLIST_LIMITS, playlistMessages } from '@sanza/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playlistFollows, playlistSongs, playlists } from '../../db/schema.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createPlaylist, createSong, createUser } from '../../test/factories.ts';

// Changes to a playlist (add, remove, delete) and follows: only the owner changes, anyone who sees follows.

const ctx = appPerTest();

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/streaming/playlists/${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
async function signedIn() {
  const user = await createUser(ctx.database.db);
  return { id: user.id, token: await accessTokenFor(user.id) };
}
const titles = (list: { title: string }[]) => list.map((s) => s.title);
async function rowsOf(playlistId: number) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(playlistSongs)
    .where(eq(playlistSongs.playlistId, playlistId));
  return row!.n;
}

describe('POST /streaming/playlists/{id}/add-song/', () => {
  it('adds songs at the end, by id or reference id; a second add changes nothing', async () => {
    const db = ctx.database.db;
    const me = await signedIn();
    const [a, b] = [await createSong(db, { title: 'A' }), await createSong(db, { title: 'B' })];
    const list = await createPlaylist(db, { ownerId: me.id, isPublic: false });
    const first = await call('POST', `${list.referenceId}/add-song/`, me.token, { content_id: b.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ added: true, detail: playlistMessages.songAdded });
    await call('POST', `${list.id}/add-song/`, me.token, { content_id: a.referenceId });
    const again = await call('POST', `${list.id}/add-song/`, me.token, { content_id: String(b.id) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ added: false, detail: playlistMessages.songAlreadyThere });
    expect(titles(again.json().playlist.contents)).toEqual(['B', 'A']);
    expect(await rowsOf(list.id)).toBe(2);
  });

  it('answers 401 to a visitor, 403 to another user on a public playlist, 404 on a private one', async () => {
    const db = ctx.database.db;
    const song = await createSong(db);
    const other = await signedIn();
    const open = await createPlaylist(db);
    const hidden = await createPlaylist(db, { isPublic: false });
    expect((await call('POST', `${open.id}/add-song/`, undefined, { content_id: song.id })).statusCode).toBe(
      401,
    );
    const forbidden = await call('POST', `${open.id}/add-song/`, other.token, { content_id: song.id });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: playlistMessages.notOwner });
    const missing = await call('POST', `${hidden.id}/add-song/`, other.token, { content_id: song.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: musicMessages.playlistNotFound });
    expect((await call('POST', '424242/add-song/', other.token, { content_id: song.id })).statusCode).toBe(
      404,
    );
    expect(await rowsOf(open.id)).toBe(0);
  });

  it.each([
    [{}, playlistMessages.contentIdRequired],
    [{ content_id: 'abc' }, playlistMessages.invalidContentId],
    [{ content_id: -3 }, playlistMessages.invalidContentId],
    [{ content_id: 1.5 }, playlistMessages.invalidContentId],
    [{ content_id: 99999 }, playlistMessages.songNotFound],
  ])('refuses %j with 400 on content_id', async (payload, message) => {
    const me = await signedIn();
    const list = await createPlaylist(ctx.database.db, { ownerId: me.id });
    const res = await call('POST', `${list.id}/add-song/`, me.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ content_id: [message] });
  });

  it(`refuses a song past ${PLAYLIST_LIMITS.maxSongs} with 400, while re-adding one already there stays 200`, async () => {
    const db = ctx.database.db;
    const me = await signedIn();
    const list = await createPlaylist(db, { ownerId: me.id });
    // A full playlist, filled through SQL (the rule is the count).
    await db.execute(sql`insert into songs (reference_id, title, audio_file, duration, publish_date)
      select 'e' || lpad(to_hex(n), 11, '0'), 'Titre ' || n, 'audio/x.mp3', 60, '2026-01-01'
      from generate_series(1, ${PLAYLIST_LIMITS.maxSongs}) as n`);
    await db.execute(sql`insert into playlist_songs (playlist_id, song_id, position)
      select ${list.id}, id, id from songs`);
    const [inside] = await db
      .select()
      .from(playlistSongs)
      .where(eq(playlistSongs.playlistId, list.id))
      .limit(1);
    const song = await createSong(db);
    const res = await call('POST', `${list.id}/add-song/`, me.token, { content_id: song.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: playlistMessages.full });
    expect(await rowsOf(list.id)).toBe(PLAYLIST_LIMITS.maxSongs);
    const again = await call('POST', `${list.id}/add-song/`, me.token, { content_id: inside!.songId });
    expect(again.statusCode).toBe(200);
    expect(again.json().added).toBe(false);
  });

  it('two parallel adds of one song leave one row; parallel adds of different songs get distinct positions', async () => {
    const db = ctx.database.db;
    const me = await signedIn();
    const songs = await Promise.all(Array.from({ length: 4 }, () => createSong(db)));
    const list = await createPlaylist(db, { ownerId: me.id });
    const same = await Promise.all(
      [0, 1, 2].map(() => call('POST', `${list.id}/add-song/`, me.token, { content_id: songs[0]!.id })),
    );
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(same.filter((r) => r.json().added)).toHaveLength(1);
    await Promise.all(
      songs.slice(1).map((s) => call('POST', `${list.id}/add-song/`, me.token, { content_id: s.id })),
    );
    const rows = await db.select().from(playlistSongs).where(eq(playlistSongs.playlistId, list.id));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.position)).size).toBe(4);
  });
});

describe('DELETE /streaming/playlists/{id}/remove-song/{song_id}/', () => {
  it('takes the song out for the owner; 401, 403 and 404 otherwise', async () => {
    const db = ctx.database.db;
    const me = await signedIn();
    const other = await signedIn();
    const [a, b] = [await createSong(db, { title: 'A' }), await createSong(db, { title: 'B' })];
    const list = await createPlaylist(db, { ownerId: me.id, songIds: [a.id, b.id] });
    expect((await call('DELETE', `${list.id}/remove-song/${a.id}/`)).statusCode).toBe(401);
    expect((await call('DELETE', `${list.id}/remove-song/${a.id}/`, other.token)).statusCode).toBe(403);
    const res = await call('DELETE', `${list.id}/remove-song/${a.referenceId}/`, me.token);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json().contents)).toEqual(['B']);
    expect((await call('DELETE', `${list.id}/remove-song/999999/`, me.token)).statusCode).toBe(404);
  });
});

describe('DELETE /streaming/playlists/{reference_id}/delete/', () => {
  it('deletes the owner’s playlist with its songs: 204, then 404', async () => {
    const db = ctx.database.db;
    const me = await signedIn();
    const song = await createSong(db);
    const list = await createPlaylist(db, { ownerId: me.id, songIds: [song.id] });
    const res = await call('DELETE', `${list.referenceId}/delete/`, me.token);
    expect(res.statusCode).toBe(204);
    expect(await db.select().from(playlists).where(eq(playlists.id, list.id))).toEqual([]);
    expect(await rowsOf(list.id)).toBe(0);
    expect((await call('GET', `${list.referenceId}/`, me.token)).statusCode).toBe(404);
    expect((await call('DELETE', `${list.referenceId}/delete/`, me.token)).statusCode).toBe(404);
  });

  it('answers 401 to a visitor, 403 to another user, 404 on another’s private playlist; nothing deleted', async () => {
    const db = ctx.database.db;
    const other = await signedIn();
    const open = await createPlaylist(db);
    const hidden = await createPlaylist(db, { isPublic: false });
    expect((await call('DELETE', `${open.referenceId}/delete/`)).statusCode).toBe(401);
    const forbidden = await call('DELETE', `${open.referenceId}/delete/`, other.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: playlistMessages.notOwner });
    expect((await call('DELETE', `${hidden.referenceId}/delete/`, other.token)).statusCode).toBe(404);
    expect(await db.select({ id: playlists.id }).from(playlists)).toHaveLength(2);
  });

  it('accepts a JSON content type with an empty body (what some clients send)', async () => {
    const me = await signedIn();
    const list = await createPlaylist(ctx.database.db, { ownerId: me.id });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/streaming/playlists/${list.referenceId}/delete/`,
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('following a playlist', () => {
  it('toggles the follow, saved: status, followers count and subscribers.count follow it', async () => {
    const db = ctx.database.db;
    const me = await signedIn();
    const fan = await signedIn();
    const list = await createPlaylist(db);
    expect((await call('GET', `${list.id}/follow-status/`, me.token)).json()).toEqual({
      is_following: false,
    });
    const on = await call('POST', `${list.referenceId}/follow/`, me.token);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ is_following: true, followers_count: 1 });
    expect((await call('POST', `${list.id}/follow/`, fan.token, {})).json()).toEqual({
      is_following: true,
      followers_count: 2,
    });
    expect((await call('GET', `${list.id}/follow-status/`, me.token)).json()).toEqual({ is_following: true });
    expect((await call('GET', `${list.id}/`)).json().subscribers).toEqual({ count: 2 });
    expect((await call('POST', `${list.id}/follow/`, me.token)).json()).toEqual({
      is_following: false,
      followers_count: 1,
    });
  });

  it('answers 401 to a visitor and 404 on a private playlist of someone else or an unknown one', async () => {
    const db = ctx.database.db;
    const other = await signedIn();
    const open = await createPlaylist(db);
    const hidden = await createPlaylist(db, { isPublic: false });
    expect((await call('POST', `${open.id}/follow/`)).statusCode).toBe(401);
    expect((await call('GET', `${open.id}/follow-status/`)).statusCode).toBe(401);
    expect((await call('POST', `${hidden.id}/follow/`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `${hidden.id}/follow-status/`, other.token)).statusCode).toBe(404);
    expect((await call('POST', 'abcdefabcdef/follow/', other.token)).statusCode).toBe(404);
  });

  it('two parallel toggles act as two clicks in a row: not following, no row left', async () => {
    const db = ctx.database.db;
    const me = await signedIn();
    const list = await createPlaylist(db);
    const answers = await Promise.all([0, 1].map(() => call('POST', `${list.id}/follow/`, me.token)));
    expect(answers.map((r) => r.json().is_following).sort()).toEqual([false, true]);
    expect(await db.select().from(playlistFollows).where(eq(playlistFollows.playlistId, list.id))).toEqual(
      [],
    );
  });

  it('answers 404 when the playlist is deleted between the visibility check and the follow', async () => {
    const db = ctx.database.db;
    const me = await signedIn();
    const list = await createPlaylist(db);
    // Plays a delete committed elsewhere at the worst moment, just before the follow goes in: the foreign key breaks.
    await db.execute(sql`create function delete_parent() returns trigger language plpgsql as $$
      begin delete from playlists where id = new.playlist_id; return new; end $$`);
    await db.execute(sql`create trigger delete_parent before insert on playlist_follows
      for each row execute function delete_parent()`);
    const res = await call('POST', `${list.id}/follow/`, me.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: musicMessages.playlistNotFound });
  });
});
