import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albums, artists, genres, songs, streams } from '../../db/schema.ts';
import { publicAlbum, publicSong } from '../../db/song-sql.ts';
import type { IdOrReference } from '../../lib/ids.ts';

/** The condition naming one album by id or reference id. */
export const albumIs = (ref: IdOrReference) =>
  'id' in ref ? eq(albums.id, ref.id) : eq(albums.referenceId, ref.referenceId);

/**
 * Albums with their artist, genre and figures summed over their songs public on `today`; monthly listeners are
 * the distinct users who had a stream of the album counted since `listenersSince`. Callers add publicAlbum.
 */
export function selectAlbums(db: Db, listenersSince: Date, today: string) {
  const stats = db
    .select({
      albumId: songs.albumId,
      numberOfSongs: sql<number>`count(*)::int`.as('number_of_songs'),
      totalDuration: sql<number>`coalesce(sum(${songs.duration}), 0)::int`.as('total_duration'),
      totalPlays: sql<number>`coalesce(sum(${songs.playCount}), 0)::bigint`.mapWith(Number).as('total_plays'),
      likes: sql<number>`coalesce(sum(${songs.likeCount}), 0)::bigint`.mapWith(Number).as('likes'),
    })
    .from(songs)
    .where(publicSong(today))
    .groupBy(songs.albumId)
    .as('album_stats');
  return db
    .select({
      id: albums.id,
      referenceId: albums.referenceId,
      title: albums.title,
      coverImage: albums.coverImage,
      releaseDate: albums.releaseDate,
      description: albums.description,
      tags: albums.tags,
      label: albums.label,
      artistId: artists.id,
      artistReferenceId: artists.referenceId,
      artistName: artists.name,
      productionHouse: artists.productionHouse,
      genreId: genres.id,
      genreName: genres.name,
      numberOfSongs: sql<number>`coalesce(${stats.numberOfSongs}, 0)`.mapWith(Number),
      totalDuration: sql<number>`coalesce(${stats.totalDuration}, 0)`.mapWith(Number),
      totalPlays: sql<number>`coalesce(${stats.totalPlays}, 0)`.mapWith(Number),
      likes: sql<number>`coalesce(${stats.likes}, 0)`.mapWith(Number),
      monthlyListeners: sql<number>`(select count(distinct ${streams.userId}) from ${streams}
        inner join ${songs} on ${songs.id} = ${streams.songId}
        where ${songs.albumId} = ${albums.id} and ${streams.createdAt} > ${listenersSince.toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
    })
    .from(albums)
    .innerJoin(artists, eq(artists.id, albums.artistId))
    .leftJoin(genres, eq(genres.id, albums.genreId))
    .leftJoin(stats, eq(stats.albumId, albums.id));
}

export type AlbumRow = Awaited<ReturnType<ReturnType<typeof selectAlbums>['execute']>>[number];

/** Newest release first. */
export const newestAlbumsFirst = [desc(albums.releaseDate), desc(albums.id)];

/** Editors' picks first, then the most liked, then the newest. */
export const featuredOrder = (): SQL[] => [
  desc(albums.isFeatured),
  desc(
    sql`coalesce((select sum(${songs.likeCount}) from ${songs} where ${songs.albumId} = ${albums.id}), 0)`,
  ),
  ...newestAlbumsFirst,
];

/** Most plays summed over the album's songs, then likes, then the newest. */
export const popularOrder = (): SQL[] => [
  desc(
    sql`coalesce((select sum(${songs.playCount}) from ${songs} where ${songs.albumId} = ${albums.id}), 0)`,
  ),
  desc(
    sql`coalesce((select sum(${songs.likeCount}) from ${songs} where ${songs.albumId} = ${albums.id}), 0)`,
  ),
  ...newestAlbumsFirst,
];

export const ofArtist = (artistId: number) => eq(albums.artistId, artistId);

/** How many albums match `where`. */
export async function countAlbums(db: Db, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(albums).where(where);
  return row?.n ?? 0;
}

/** The internal id of an album public on `today` (see publicAlbum), or undefined. */
export async function findAlbumId(db: Db, today: string, ref: IdOrReference) {
  const [row] = await db
    .select({ id: albums.id })
    .from(albums)
    .where(and(albumIs(ref), publicAlbum(today)));
  return row;
}
