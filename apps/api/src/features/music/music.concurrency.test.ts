import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { artistSubscriptions, artists, clientPlays, songLikes, songs, streams } from '../../db/schema.ts';
import { accessTokenFor } from '../../test/app.ts';
import { describeOnPostgres, raceBehindLock, twoServersPerTest } from '../../test/concurrency.ts';
import { createArtist, createSong, createUser } from '../../test/factories.ts';

// Two server processes on one database, each with its own connection pool: calls really run in parallel.
describeOnPostgres('likes, subscriptions and streams under concurrency (PostgreSQL)', () => {
  const servers = twoServersPerTest();

  const fire = (
    n: number,
    method: 'POST',
    url: (i: number) => string,
    token: (i: number) => string,
    payload?: object,
  ) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        (i % 2 ? servers.second : servers.app).inject({
          method,
          url: url(i),
          payload,
          headers: { authorization: `Bearer ${token(i)}` },
        }),
      ),
    );

  async function likeState(songId: number) {
    const db = servers.database.db;
    const [rows] = await db.select({ n: count() }).from(songLikes).where(eq(songLikes.songId, songId));
    const [song] = await db.select().from(songs).where(eq(songs.id, songId));
    return { rows: rows!.n, counter: song!.likeCount };
  }

  it('a double click (two parallel like toggles) acts as two clicks: no like left, counter 0', async () => {
    const db = servers.database.db;
    const song = await createSong(db);
    const token = await accessTokenFor((await createUser(db)).id);
    const answers = await fire(
      2,
      'POST',
      () => `/api/streaming/music/${song.id}/like/`,
      () => token,
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().is_liked).sort()).toEqual([false, true]);
    expect(await likeState(song.id)).toEqual({ rows: 0, counter: 0 });
  });

  it('11 parallel toggles of one user leave exactly one like; 30 users at once count 30', async () => {
    const db = servers.database.db;
    const song = await createSong(db);
    const token = await accessTokenFor((await createUser(db)).id);
    await fire(
      11,
      'POST',
      () => `/api/streaming/music/${song.id}/like/`,
      () => token,
    );
    expect(await likeState(song.id)).toEqual({ rows: 1, counter: 1 });

    const other = await createSong(db);
    const tokens = await Promise.all(
      Array.from({ length: 30 }, async () => accessTokenFor((await createUser(db)).id)),
    );
    const answers = await fire(
      30,
      'POST',
      () => `/api/streaming/music/${other.id}/like/`,
      (i) => tokens[i]!,
    );
    expect(answers.every((r) => r.json().is_liked === true)).toBe(true);
    expect(Math.max(...answers.map((r) => r.json().new_like_count))).toBe(30);
    expect(await likeState(other.id)).toEqual({ rows: 30, counter: 30 });
  }, 60_000);

  it('parallel subscription toggles keep the counter equal to the subscriptions', async () => {
    const db = servers.database.db;
    const artist = await createArtist(db);
    const token = await accessTokenFor((await createUser(db)).id);
    const tokens = await Promise.all(
      Array.from({ length: 20 }, async () => accessTokenFor((await createUser(db)).id)),
    );
    await Promise.all([
      fire(
        7,
        'POST',
        () => `/api/accounts/artist/${artist.id}/subscribe/`,
        () => token,
      ),
      fire(
        20,
        'POST',
        () => `/api/accounts/artist/${artist.referenceId}/subscribe/`,
        (i) => tokens[i]!,
      ),
    ]);
    const [rows] = await db
      .select({ n: count() })
      .from(artistSubscriptions)
      .where(eq(artistSubscriptions.artistId, artist.id));
    const [row] = await db.select().from(artists).where(eq(artists.id, artist.id));
    expect(rows!.n).toBe(21);
    expect(row!.subscribersCount).toBe(21);
  }, 60_000);

  it('a replayed stream sent 10 times at once counts once', async () => {
    const db = servers.database.db;
    const song = await createSong(db);
    const token = await accessTokenFor((await createUser(db)).id);
    // Every play is recorded before a counted one: held there, all ten have looked for a counted stream before
    // any records, unless the user's calls are serialised.
    const answers = await raceBehindLock(
      servers.database,
      (tx) => tx.execute(sql`lock table client_plays in share mode`),
      10,
      () =>
        fire(
          10,
          'POST',
          () => '/api/streaming/streams/',
          () => token,
          { music_id: song.id },
        ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(answers.filter((r) => r.json().counted)).toHaveLength(1);
    const [rows] = await db.select({ n: count() }).from(streams).where(eq(streams.songId, song.id));
    const [row] = await db.select().from(songs).where(eq(songs.id, song.id));
    expect(rows!.n).toBe(1);
    expect(row!.playCount).toBe(1);
  });

  it('one offline play sent twice at once counts once: one 201, one 200', async () => {
    const db = servers.database.db;
    const song = await createSong(db);
    const token = await accessTokenFor((await createUser(db)).id);
    const body = {
      music_id: song.id,
      client_play_id: randomUUID(),
      listened_seconds: 90,
      played_at: new Date(Date.now() - 3600_000).toISOString(),
    };
    const answers = await fire(
      2,
      'POST',
      () => '/api/streaming/streams/',
      () => token,
      body,
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(answers.map((r) => r.json().counted).sort()).toEqual([false, true]);
    const [rows] = await db.select({ n: count() }).from(streams).where(eq(streams.songId, song.id));
    const [plays] = await db.select({ n: count() }).from(clientPlays).where(eq(clientPlays.songId, song.id));
    expect([rows!.n, plays!.n]).toEqual([1, 1]);
  });
});
