import { and, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albums, artists, genres, songArtists, songs, streams } from '../../db/schema.ts';

export type OwnArtistRow = typeof artists.$inferSelect;

/** The artist profile `userId` owns, if any. */
export async function findOwnArtist(db: Db, userId: number): Promise<OwnArtistRow | undefined> {
  const [row] = await db.select().from(artists).where(eq(artists.ownerId, userId));
  return row;
}

/** Creates `userId`'s artist profile, or updates it when one exists (one per account: the owner key). */
export async function upsertOwnArtist(
  db: Db,
  userId: number,
  values: { referenceId: string; name: string; biography?: string; country?: string; styles?: string[] },
): Promise<OwnArtistRow> {
  const { referenceId, ...changes } = values;
  const [row] = await db
    .insert(artists)
    .values({ ...values, ownerId: userId })
    .onConflictDoUpdate({ target: artists.ownerId, set: changes })
    .returning();
  return row!;
}

export async function setArtistPhoto(db: Db, artistId: number, path: string) {
  await db.update(artists).set({ profileImage: path }).where(eq(artists.id, artistId));
}

/** Genres named by id or by name (case-insensitive), as stored. */
export function findGenres(db: Db, ids: number[], names: string[]) {
  const lowered = names.map((n) => n.toLowerCase());
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(
      sql`${ids.length ? inArray(genres.id, ids) : sql`false`} or ${
        lowered.length ? inArray(sql`lower(${genres.name})`, lowered) : sql`false`
      }`,
    );
}

export async function isAlbumOfArtist(db: Db, albumId: number, artistId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: albums.id })
    .from(albums)
    .where(and(eq(albums.id, albumId), eq(albums.artistId, artistId)));
  return !!row;
}

/** Streams of `artistId`'s songs per day (in `timeZone`) since `since`, days with none left out. */
export function streamsPerDay(db: Db, artistId: number, since: Date, timeZone: string) {
  const day = sql<string>`to_char(${streams.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({ date: day, streams: sql<number>`count(*)`.mapWith(Number) })
      .from(streams)
      .innerJoin(songArtists, eq(songArtists.songId, streams.songId))
      .where(and(eq(songArtists.artistId, artistId), gte(streams.createdAt, since)))
      // By position: the day's expression carries the time zone as a parameter, twice it would be two.
      .groupBy(sql`1`)
  );
}

/** `artistId`'s songs with their counters, most played first. */
export function songsOfArtist(db: Db, artistId: number) {
  return db
    .select({ id: songs.id, title: songs.title, plays: songs.playCount, likes: songs.likeCount })
    .from(songs)
    .innerJoin(songArtists, eq(songArtists.songId, songs.id))
    .where(eq(songArtists.artistId, artistId))
    .orderBy(desc(songs.playCount), desc(songs.likeCount), desc(songs.id));
}

export type AlbumRow = typeof albums.$inferSelect;

export async function insertAlbum(db: Db, values: typeof albums.$inferInsert): Promise<AlbumRow> {
  const [row] = await db.insert(albums).values(values).returning();
  return row!;
}

export async function findAlbum(db: Db, id: number): Promise<AlbumRow | undefined> {
  const [row] = await db.select().from(albums).where(eq(albums.id, id));
  return row;
}

export async function updateAlbum(db: Db, id: number, values: Partial<typeof albums.$inferInsert>) {
  if (Object.keys(values).length) await db.update(albums).set(values).where(eq(albums.id, id));
}

export function albumsOfArtist(db: Db, artistId: number) {
  return db
    .select()
    .from(albums)
    .where(eq(albums.artistId, artistId))
    .orderBy(desc(albums.releaseDate), desc(albums.id));
}

/** The songs of these albums, in track order. */
export function tracksOf(db: Db, albumIds: number[]) {
  return db
    .select({ albumId: songs.albumId, songId: songs.id, title: songs.title, trackNumber: songs.trackNumber })
    .from(songs)
    .where(albumIds.length ? inArray(songs.albumId, albumIds) : sql`false`)
    .orderBy(sql`${songs.trackNumber} nulls last`, songs.id);
}

/**
 * Makes `songIds` the album's tracks, numbered 1, 2… in that order; songs it held before and not listed leave it.
 * Answers false (and changes nothing) unless every id is a distinct song credited to `artistId`.
 */
export async function setAlbumTracks(db: Db, albumId: number, artistId: number, songIds: number[]) {
  return db.transaction(async (tx) => {
    const unique = new Set(songIds);
    if (unique.size !== songIds.length) return false;
    if (songIds.length) {
      const owned = await tx
        .select({ id: songArtists.songId })
        .from(songArtists)
        .where(and(eq(songArtists.artistId, artistId), inArray(songArtists.songId, songIds)));
      if (owned.length !== songIds.length) return false;
    }
    await tx
      .update(songs)
      .set({ albumId: null, trackNumber: null })
      .where(and(eq(songs.albumId, albumId), songIds.length ? notInArray(songs.id, songIds) : undefined));
    for (const [i, songId] of songIds.entries())
      await tx
        .update(songs)
        .set({ albumId, trackNumber: i + 1 })
        .where(eq(songs.id, songId));
    return true;
  });
}
