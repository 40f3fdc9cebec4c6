import { and, desc, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { lockKey } from '../../db/locks.ts';
import { albums, songArtists, songGenres, songRenditions, songs, songUploads } from '../../db/schema.ts';

/** A received song file on its way to becoming a song: its fields, processing state and lease. */
export type SongUploadRow = typeof songUploads.$inferSelect;

/** Records a received file waiting for processing. */
export async function insertUpload(db: Db, values: typeof songUploads.$inferInsert): Promise<SongUploadRow> {
  const [row] = await db.insert(songUploads).values(values).returning();
  return row!;
}

/** One upload by id, whoever owns it. */
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
