import { musicMessages } from '@sanza/contracts';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { playlistFollows, playlistSongs } from '../../db/schema.ts';
import { accessTokenFor } from '../../test/app.ts';
import { describeOnPostgres, twoServersPerTest } from '../../test/concurrency.ts';
import { createPlaylist, createSong, createUser } from '../../test/factories.ts';

// Two server processes on one database, each with its own connection pool: calls really run in parallel.
describeOnPostgres('playlists under concurrency (PostgreSQL)', () => {
  const servers = twoServersPerTest();

  const fire = (
    n: number,
    method: 'POST' | 'DELETE',
    url: (i: number) => string,
    token: string,
    payload?: (i: number) => object,
  ) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        (i % 2 ? servers.second : servers.app).inject({
          method,
          url: `/api/streaming/playlists/${url(i)}`,
          payload: payload?.(i),
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );

  it('10 parallel adds of one song leave one row, and exactly one answer says added', async () => {
    const db = servers.database.db;
    const owner = await createUser(db);
    const token = await accessTokenFor(owner.id);
    const song = await createSong(db);
    const list = await createPlaylist(db, { ownerId: owner.id });
    const answers = await fire(
      10,
      'POST',
      () => `${list.id}/add-song/`,
      token,
      () => ({ content_id: song.id }),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.filter((r) => r.json().added)).toHaveLength(1);
    const [rows] = await db
      .select({ n: count() })
      .from(playlistSongs)
      .where(eq(playlistSongs.playlistId, list.id));
    expect(rows!.n).toBe(1);
  });

  it('parallel adds of 12 different songs keep them all at distinct positions', async () => {
    const db = servers.database.db;
    const owner = await createUser(db);
    const token = await accessTokenFor(owner.id);
    const songs = await Promise.all(Array.from({ length: 12 }, () => createSong(db)));
    const list = await createPlaylist(db, { ownerId: owner.id });
    await fire(
      12,
      'POST',
      () => `${list.referenceId}/add-song/`,
      token,
      (i) => ({ content_id: songs[i]!.id }),
    );
    const rows = await db.select().from(playlistSongs).where(eq(playlistSongs.playlistId, list.id));
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.position)).size).toBe(12);
  });

  it('adds racing a delete answer 200 or 404, never 500', async () => {
    const db = servers.database.db;
    const owner = await createUser(db);
    const token = await accessTokenFor(owner.id);
    const songs = await Promise.all(Array.from({ length: 8 }, () => createSong(db)));
    const list = await createPlaylist(db, { ownerId: owner.id });
    const [adds, deletes] = await Promise.all([
      fire(
        8,
        'POST',
        () => `${list.id}/add-song/`,
        token,
        (i) => ({ content_id: songs[i]!.id }),
      ),
      fire(2, 'DELETE', () => `${list.referenceId}/delete/`, token),
    ]);
    for (const r of adds) expect([200, 404]).toContain(r.statusCode);
    for (const r of deletes) expect([204, 404]).toContain(r.statusCode);
    const [rows] = await db
      .select({ n: count() })
      .from(playlistSongs)
      .where(eq(playlistSongs.playlistId, list.id));
    expect(rows!.n).toBe(0);
  });

  it('follows racing a delete answer 200 or 404, never 500, and leave no follow (20 rounds)', async () => {
    const db = servers.database.db;
    const owner = await createUser(db);
    const ownerToken = await accessTokenFor(owner.id);
    const fans = await Promise.all(
      Array.from({ length: 6 }, async () => accessTokenFor((await createUser(db)).id)),
    );
    const seen: number[] = [];
    for (let round = 0; round < 20; round++) {
      const list = await createPlaylist(db, { ownerId: owner.id });
      const follow = (token: string, i: number) =>
        (i % 2 ? servers.second : servers.app).inject({
          method: 'POST',
          url: `/api/streaming/playlists/${list.id}/follow/`,
          headers: { authorization: `Bearer ${token}` },
        });
      // All started in the same tick, on two servers with their own connections.
      const [follows, deleted] = await Promise.all([
        Promise.all(fans.map(follow)),
        servers.app.inject({
          method: 'DELETE',
          url: `/api/streaming/playlists/${list.referenceId}/delete/`,
          headers: { authorization: `Bearer ${ownerToken}` },
        }),
      ]);
      expect(deleted.statusCode).toBe(204);
      for (const r of follows) {
        seen.push(r.statusCode);
        if (r.statusCode !== 200) {
          expect({ status: r.statusCode, body: r.json() }).toEqual({
            status: 404,
            body: { detail: musicMessages.playlistNotFound },
          });
        }
      }
      const [rows] = await db
        .select({ n: count() })
        .from(playlistFollows)
        .where(eq(playlistFollows.playlistId, list.id));
      expect(rows!.n).toBe(0);
    }
    // The race did happen: some follows came too late.
    expect(seen).toContain(404);
  });

  it('9 parallel follow toggles of one user leave one follow', async () => {
    const db = servers.database.db;
    const user = await createUser(db);
    const token = await accessTokenFor(user.id);
    const list = await createPlaylist(db);
    await fire(9, 'POST', () => `${list.id}/follow/`, token);
    const [rows] = await db
      .select({ n: count() })
      .from(playlistFollows)
      .where(eq(playlistFollows.playlistId, list.id));
    expect(rows!.n).toBe(1);
  });
});
