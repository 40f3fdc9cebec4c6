import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  albums,
  artists,
  clientPlays,
  genres,
  songArtists,
  songGenres,
  songLikes,
  songs,
  streams,
} from '../../db/schema.ts';
import { publicSong } from '../../db/song-sql.ts';
import type { IdOrReference } from '../../lib/ids.ts';

/** The condition naming one song by id or reference id. */
export const songIs = (ref: IdOrReference) =>
  'id' in ref ? eq(songs.id, ref.id) : eq(songs.referenceId, ref.referenceId);

/**
 * The columns a song answer needs. Popularity is the song's plays relative to the most played song
 * (0–100); `is_liked` is for the signed-in user, false for a visitor.
 */
function songColumns(userId: number | null) {
  return {
    id: songs.id,
    referenceId: songs.referenceId,
    title: songs.title,
    coverImage: sql<string | null>`coalesce(${songs.coverImage}, ${albums.coverImage})`,
    audioFile: songs.audioFile,
    duration: songs.duration,
    publishDate: songs.publishDate,
    isExplicit: songs.isExplicit,
    playCount: songs.playCount,
    likeCount: songs.likeCount,
    shareCount: songs.shareCount,
    albumId: albums.id,
    albumReferenceId: albums.referenceId,
    albumTitle: albums.title,
    popularity: sql<number>`coalesce(round(100.0 * ${songs.playCount} / nullif((select max(play_count) from songs), 0)), 0)::int`,
    isLiked:
      userId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${songLikes} where ${songLikes.userId} = ${userId} and ${songLikes.songId} = ${songs.id})`,
  };
}

/** Songs with their album, for `userId`; callers add filters, order and window. */
export function selectSongs(db: Db, userId: number | null) {
  return db.select(songColumns(userId)).from(songs).leftJoin(albums, eq(albums.id, songs.albumId));
}

export type SongRow = Awaited<ReturnType<ReturnType<typeof selectSongs>['execute']>>[number];

/** Newest first: the order of the whole catalogue. */
export const newestSongsFirst = [desc(songs.publishDate), desc(songs.id)];
export const mostPlayedFirst = desc(songs.playCount);

/** The songs of an album. */
export const inAlbum = (albumId: number) => eq(songs.albumId, albumId);

/** How many songs public on `today` (see publicSong) match `where`. */
export async function countSongs(db: Db, today: string, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(songs)
    .where(and(publicSong(today), where));
  return row?.n ?? 0;
}

/** Most streams over the window first; then likes, then the newest. */
export function trendingOrder(since: Date) {
  return [
    desc(
      sql`(select count(*) from ${streams} where ${streams.songId} = ${songs.id} and ${streams.createdAt} > ${since.toISOString()}::timestamptz)`,
    ),
    desc(songs.likeCount),
    desc(songs.publishDate),
    desc(songs.id),
  ];
}

/** Songs crediting an artist. */
export const byArtist = (artistId: number) =>
  inArray(
    songs.id,
    sql`(select ${songArtists.songId} from ${songArtists} where ${songArtists.artistId} = ${artistId})`,
  );

/** The credited artists of some songs, in credit order. */
export function artistsOfSongs(db: Db, songIds: number[]) {
  if (songIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      songId: songArtists.songId,
      id: artists.id,
      referenceId: artists.referenceId,
      name: artists.name,
    })
    .from(songArtists)
    .innerJoin(artists, eq(artists.id, songArtists.artistId))
    .where(inArray(songArtists.songId, songIds))
    .orderBy(asc(songArtists.position), asc(artists.id));
}

/** The genres of some songs, by name. */
export function genresOfSongs(db: Db, songIds: number[]) {
  if (songIds.length === 0) return Promise.resolve([]);
  return db
    .select({ songId: songGenres.songId, id: genres.id, name: genres.name })
    .from(songGenres)
    .innerJoin(genres, eq(genres.id, songGenres.genreId))
    .where(inArray(songGenres.songId, songIds))
    .orderBy(asc(genres.name));
}

/** Every genre, by name. */
export function listGenres(db: Db) {
  return db.select({ id: genres.id, name: genres.name }).from(genres).orderBy(asc(genres.name));
}

/** The internal id and counters of a song public on `today` (see publicSong), or undefined. */
export async function findSongId(db: Db, today: string, ref: IdOrReference) {
  const [row] = await db
    .select({
      id: songs.id,
      playCount: songs.playCount,
      likeCount: songs.likeCount,
      duration: songs.duration,
    })
    .from(songs)
    .where(and(songIs(ref), publicSong(today)));
  return row;
}

/** Whether the user likes the song. */
export async function isLiked(db: Db, userId: number, songId: number): Promise<boolean> {
  const rows = await db
    .select({ songId: songLikes.songId })
    .from(songLikes)
    .where(and(eq(songLikes.userId, userId), eq(songLikes.songId, songId)));
  return rows.length > 0;
}

/** Which of `songIds` the user likes. */
export async function likedAmong(db: Db, userId: number, songIds: number[]): Promise<Set<number>> {
  if (songIds.length === 0) return new Set();
  const rows = await db
    .select({ songId: songLikes.songId })
    .from(songLikes)
    .where(and(eq(songLikes.userId, userId), inArray(songLikes.songId, songIds)));
  return new Set(rows.map((r) => r.songId));
}

/** Removes a like; true when there was one. */
export async function deleteLike(db: Db, userId: number, songId: number): Promise<boolean> {
  const rows = await db
    .delete(songLikes)
    .where(and(eq(songLikes.userId, userId), eq(songLikes.songId, songId)))
    .returning({ songId: songLikes.songId });
  return rows.length > 0;
}

/** Adds a like; false when the user already likes the song (the primary key refuses a second). */
export async function insertLike(db: Db, values: typeof songLikes.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(songLikes)
    .values(values)
    .onConflictDoNothing()
    .returning({ songId: songLikes.songId });
  return rows.length > 0;
}

/** Moves a song's like counter by `delta` in one statement; answers the new count. */
export async function addToLikeCount(db: Db, songId: number, delta: number): Promise<number> {
  const [row] = await db
    .update(songs)
    .set({ likeCount: sql`greatest(${songs.likeCount} + ${delta}, 0)` })
    .where(eq(songs.id, songId))
    .returning({ likeCount: songs.likeCount });
  return row!.likeCount;
}

/**
 * Streams counted for the user less than `songWindowS` before or after `at` for this song, and less than
 * `userWindowS` before or after `at` for any song. Both sides, because plays heard offline arrive in any order.
 */
export async function streamsAround(
  db: Db,
  opts: { userId: number; songId: number; at: Date; songWindowS: number; userWindowS: number },
) {
  const around = (seconds: number) => {
    const from = new Date(opts.at.getTime() - seconds * 1000).toISOString();
    const to = new Date(opts.at.getTime() + seconds * 1000).toISOString();
    return sql`${streams.createdAt} > ${from}::timestamptz and ${streams.createdAt} < ${to}::timestamptz`;
  };
  const widest = Math.max(opts.songWindowS, opts.userWindowS);
  const [row] = await db
    .select({
      thisSong:
        sql<number>`count(*) filter (where ${streams.songId} = ${opts.songId} and ${around(opts.songWindowS)})`.mapWith(
          Number,
        ),
      all: sql<number>`count(*) filter (where ${around(opts.userWindowS)})`.mapWith(Number),
    })
    .from(streams)
    .where(and(eq(streams.userId, opts.userId), around(widest)));
  return { thisSong: row?.thisSong ?? 0, all: row?.all ?? 0 };
}

/**
 * Where a play heard from `start` to `end` stands among the user's other plays (issue 18):
 * - `isSongInSession`: this song already has a counted stream in the same listening session. A session is a run
 *   of the user's listening (every received play, counted or not, from its start to its end, and every counted
 *   stream) without a silence longer than `gapS`; looked at within `lookS` either side, because plays heard
 *   offline arrive in any order.
 * - `overlapsCounted`: a counted play of the user lies inside this one (one listener hears one track at a time).
 */
export async function listeningContext(
  db: Db,
  opts: { userId: number; songId: number; start: Date; end: Date; gapS: number; lookS: number },
) {
  const start = opts.start.toISOString();
  const end = opts.end.toISOString();
  const lo = new Date(opts.start.getTime() - opts.lookS * 1000).toISOString();
  const hi = new Date(opts.end.getTime() + opts.lookS * 1000).toISOString();
  // Both drivers answer `{ rows }` for a raw statement.
  const result = (await db.execute(sql`
    with acts as (
      select ${clientPlays.playedAt} as s,
             ${clientPlays.playedAt} + make_interval(secs => ${clientPlays.listenedSeconds}) as e,
             null::int as song, false as is_new
        from ${clientPlays}
       where ${clientPlays.userId} = ${opts.userId}
         and ${clientPlays.playedAt} > ${lo}::timestamptz and ${clientPlays.playedAt} < ${hi}::timestamptz
      union all
      select ${streams.createdAt}, ${streams.createdAt}, ${streams.songId}, false
        from ${streams}
       where ${streams.userId} = ${opts.userId}
         and ${streams.createdAt} > ${lo}::timestamptz and ${streams.createdAt} < ${hi}::timestamptz
      union all
      select ${start}::timestamptz, ${end}::timestamptz, null::int, true
    ),
    ordered as (
      select *, max(e) over (order by s, is_new rows between unbounded preceding and 1 preceding) as prev_end
        from acts
    ),
    numbered as (
      select *, sum(case when prev_end is null or s - prev_end > make_interval(secs => ${opts.gapS}) then 1 else 0 end)
                  over (order by s, is_new rows between unbounded preceding and current row) as session
        from ordered
    )
    select
      exists (select 1 from numbered n join numbered me on me.is_new and n.session = me.session
               where n.song = ${opts.songId}) as in_session,
      exists (select 1 from ${streams}
               where ${streams.userId} = ${opts.userId}
                 and ${streams.createdAt} > ${start}::timestamptz and ${streams.createdAt} < ${end}::timestamptz)
      or exists (select 1 from ${clientPlays}
               where ${clientPlays.userId} = ${opts.userId} and ${clientPlays.counted}
                 and ${clientPlays.playedAt} < ${end}::timestamptz
                 and ${clientPlays.playedAt} + make_interval(secs => ${clientPlays.listenedSeconds}) > ${start}::timestamptz)
        as overlaps
  `)) as unknown as { rows: { in_session: boolean; overlaps: boolean }[] };
  const row = result.rows[0];
  return { isSongInSession: Boolean(row?.in_session), overlapsCounted: Boolean(row?.overlaps) };
}

/**
 * Records a play sent with the device's id; false when this user already sent that id (the primary key decides,
 * so two copies sent at once record one).
 */
export async function insertClientPlay(db: Db, values: typeof clientPlays.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(clientPlays)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: clientPlays.userId });
  return rows.length > 0;
}

/** Whether the user already sent the play `clientPlayId`. */
export async function hasClientPlay(db: Db, userId: number, clientPlayId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: clientPlays.userId })
    .from(clientPlays)
    .where(and(eq(clientPlays.userId, userId), eq(clientPlays.clientPlayId, clientPlayId)));
  return rows.length > 0;
}

/** Removes the device play ids of plays started before `before`; answers how many. */
export async function deleteClientPlaysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(clientPlays)
    .where(lt(clientPlays.playedAt, before))
    .returning({ userId: clientPlays.userId });
  return rows.length;
}

/** Records a counted stream and adds one play to the song, in the caller's transaction; answers the new count. */
export async function insertStream(db: Db, values: { userId: number; songId: number; createdAt: Date }) {
  await db.insert(streams).values(values);
  const [row] = await db
    .update(songs)
    .set({ playCount: sql`${songs.playCount} + 1` })
    .where(eq(songs.id, values.songId))
    .returning({ playCount: songs.playCount });
  return row!.playCount;
}
