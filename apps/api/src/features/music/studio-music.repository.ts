import { and, desc, eq, gt, gte, inArray, isNull, lte, notExists, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { lockKey } from '../../db/locks.ts';
import {
  albums,
  artists,
  genres,
  songArtists,
  songGenres,
  songRenditions,
  songs,
  songUploads,
  streams,
} from '../../db/schema.ts';

export type OwnArtistRow = typeof artists.$inferSelect;
export type SongUploadRow = typeof songUploads.$inferSelect;

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

export async function insertUpload(db: Db, values: typeof songUploads.$inferInsert): Promise<SongUploadRow> {
  const [row] = await db.insert(songUploads).values(values).returning();
  return row!;
}

export async function findUpload(db: Db, id: number): Promise<SongUploadRow | undefined> {
  const [row] = await db.select().from(songUploads).where(eq(songUploads.id, id));
  return row;
}

/** `userId`'s uploads, newest first, with their song's title and counters once made. */
export function listUploads(db: Db, userId: number) {
  return db
    .select({
      upload: songUploads,
      plays: sql<number>`coalesce(${songs.playCount}, 0)`.mapWith(Number),
      likes: sql<number>`coalesce(${songs.likeCount}, 0)`.mapWith(Number),
      songTitle: songs.title,
      hiddenReason: songs.hiddenReason,
    })
    .from(songUploads)
    .leftJoin(songs, eq(songs.id, songUploads.songId))
    .where(eq(songUploads.userId, userId))
    .orderBy(desc(songUploads.createdAt), desc(songUploads.id));
}

/**
 * Claims the next upload due for processing whose artist has none in progress (one at a time per artist, so one
 * artist's long songs never hold another's): its attempt is counted and it is leased until `leaseUntil`, renewed
 * while it runs (renewLease); another worker takes it up only once the lease has lapsed (its worker died). Claims
 * are serialised by an advisory lock held for these statements only, so two workers never each see an artist idle
 * and take two of its uploads.
 */
export async function claimDueUpload(
  db: Db,
  now: Date,
  leaseUntil: Date,
): Promise<SongUploadRow | undefined> {
  return db.transaction(async (tx) => {
    await lockKey(tx, 'song-uploads:claim');
    const busy = alias(songUploads, 'busy');
    const [due] = await tx
      .select({ id: songUploads.id })
      .from(songUploads)
      .where(
        and(
          eq(songUploads.status, 'processing'),
          lte(songUploads.runAfter, now),
          or(isNull(songUploads.leasedUntil), lte(songUploads.leasedUntil, now)),
          notExists(
            tx
              .select({ id: busy.id })
              .from(busy)
              .where(
                and(
                  eq(busy.artistId, songUploads.artistId),
                  eq(busy.status, 'processing'),
                  gt(busy.leasedUntil, now),
                ),
              ),
          ),
        ),
      )
      .orderBy(songUploads.runAfter, songUploads.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [row] = await tx
      .update(songUploads)
      .set({ attempts: sql`${songUploads.attempts} + 1`, leasedUntil: leaseUntil, updatedAt: now })
      .where(eq(songUploads.id, due.id))
      .returning();
    return row;
  });
}

/** Extends a claimed upload's lease while its worker is at it (only while it is still processing). */
export async function renewLease(db: Db, id: number, leaseUntil: Date) {
  await db
    .update(songUploads)
    .set({ leasedUntil: leaseUntil })
    .where(and(eq(songUploads.id, id), eq(songUploads.status, 'processing')));
}

/** Ends an upload's processing (failed, or retried later), releasing its lease; only while it is still processing. */
export async function updateProcessing(
  db: Db,
  id: number,
  values: Partial<Pick<SongUploadRow, 'status' | 'error' | 'runAfter' | 'updatedAt'>>,
) {
  await db
    .update(songUploads)
    .set({ ...values, leasedUntil: null })
    .where(and(eq(songUploads.id, id), eq(songUploads.status, 'processing')));
}

/**
 * Makes the song of a processed upload (credited to its artist, in its genre) and marks the upload ready, in one
 * transaction; answers the song id, or null when the upload was no longer processing (another worker finished it).
 */
export async function completeUpload(
  db: Db,
  upload: SongUploadRow,
  song: {
    referenceId: string;
    audioFile: string;
    duration: number;
    publishDate: string;
    now: Date;
    renditions: Omit<typeof songRenditions.$inferInsert, 'songId'>[];
  },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: songUploads.id })
      .from(songUploads)
      .where(and(eq(songUploads.id, upload.id), eq(songUploads.status, 'processing')))
      .for('update');
    if (!locked) return null;
    const [row] = await tx
      .insert(songs)
      .values({
        referenceId: song.referenceId,
        title: upload.title,
        albumId: upload.albumId,
        trackNumber: upload.trackNumber,
        audioFile: song.audioFile,
        duration: song.duration,
        renditionsStatus: 'ready',
        // A song of a scheduled album comes out with it (the album's later release date is its publish date).
        publishDate: sql`greatest(${song.publishDate}::date, (select ${albums.releaseDate} from ${albums} where ${albums.id} = ${upload.albumId}))`,
      })
      .returning({ id: songs.id });
    await tx.insert(songRenditions).values(song.renditions.map((r) => ({ ...r, songId: row!.id })));
    await tx.insert(songArtists).values({ songId: row!.id, artistId: upload.artistId, position: 0 });
    if (upload.genreId) await tx.insert(songGenres).values({ songId: row!.id, genreId: upload.genreId });
    await tx
      .update(songUploads)
      .set({
        status: 'ready',
        songId: row!.id,
        duration: song.duration,
        error: null,
        leasedUntil: null,
        updatedAt: song.now,
      })
      .where(eq(songUploads.id, upload.id));
    return row!.id;
  });
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
