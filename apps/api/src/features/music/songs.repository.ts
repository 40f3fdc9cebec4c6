import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  albums,
  artists,
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
