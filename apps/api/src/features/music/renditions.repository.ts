import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockKey } from '../../db/locks.ts';
import { songRenditions, songs } from '../../db/schema.ts';

export type NewRendition = Omit<typeof songRenditions.$inferInsert, 'songId'>;
export type RenditionRow = typeof songRenditions.$inferSelect;

/** The file a song's renditions are made from: its kept source, else its audio file. */
const sourceOf = sql<string>`coalesce(${songs.sourceFile}, ${songs.audioFile})`;

/** A claimed group of songs sharing one source, leased to this worker. */
export type ClaimedSource = { source: string; songIds: number[]; attempts: number };

/**
 * Claims the next song due for renditions (FOR UPDATE SKIP LOCKED) together with every other due song of the same
 * source, counting an attempt and leasing them until `leaseUntil`: one worker encodes a source once for all its
 * songs, and another takes the group up only if this one dies first. Claims are serialised by an advisory lock
 * (held for these two statements only), so two workers never lease two halves of one source's songs.
 */
export async function claimDueSource(
  db: Db,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedSource | undefined> {
  return db.transaction(async (tx) => {
    await lockKey(tx, 'renditions:claim');
    const due = and(eq(songs.renditionsStatus, 'pending'), lte(songs.renditionsRunAfter, now));
    const [first] = await tx
      .select({ source: sourceOf })
      .from(songs)
      .where(due)
      .orderBy(asc(songs.renditionsRunAfter), asc(songs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!first) return undefined;
    const rows = await tx
      .update(songs)
      .set({ renditionsAttempts: sql`${songs.renditionsAttempts} + 1`, renditionsRunAfter: leaseUntil })
      .where(and(due, eq(sourceOf, first.source)))
      .returning({ id: songs.id, attempts: songs.renditionsAttempts });
    return {
      source: first.source,
      songIds: rows.map((r) => r.id),
      attempts: Math.max(0, ...rows.map((r) => r.attempts)),
    };
  });
}

/**
 * Gives the songs still pending their renditions, marks them ready and points their audio file (and duration) at
 * the `normal` rendition, in one transaction; answers how many songs it completed.
 */
export async function completeSongs(
  db: Db,
  songIds: number[],
  renditions: NewRendition[],
  audio: { audioFile: string; duration: number },
): Promise<number> {
  if (songIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const done = await tx
      .update(songs)
      .set({ renditionsStatus: 'ready', renditionsError: null, ...audio })
      .where(and(inArray(songs.id, songIds), eq(songs.renditionsStatus, 'pending')))
      .returning({ id: songs.id });
    const rows = done.flatMap(({ id }) => renditions.map((r) => ({ ...r, songId: id })));
    if (rows.length) await tx.insert(songRenditions).values(rows).onConflictDoNothing();
    return done.length;
  });
}

/** Ends the renditions of still-pending songs for now: retried at `runAfter`, or failed with `error`. */
export async function setPending(
  db: Db,
  songIds: number[],
  values: { renditionsRunAfter: Date } | { renditionsStatus: 'failed'; renditionsError: string },
) {
  if (songIds.length === 0) return;
  await db
    .update(songs)
    .set(values)
    .where(and(inArray(songs.id, songIds), eq(songs.renditionsStatus, 'pending')));
}

/** A song's renditions, in no particular order. */
export function renditionsOf(db: Db, songId: number): Promise<RenditionRow[]> {
  return db.select().from(songRenditions).where(eq(songRenditions.songId, songId));
}
