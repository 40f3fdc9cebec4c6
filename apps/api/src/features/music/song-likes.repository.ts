import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { songLikes, songs } from '../../db/schema.ts';

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
