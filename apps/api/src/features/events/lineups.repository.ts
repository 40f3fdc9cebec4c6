import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { artists, eventArtists, events, type LineupStatus, users } from '../../db/schema.ts';

/** The line-ups of these events, every artist asked, in the organizer's order. */
export function findLineups(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      eventId: eventArtists.eventId,
      status: eventArtists.status,
      id: artists.id,
      name: artists.name,
      profileImage: artists.profileImage,
    })
    .from(eventArtists)
    .innerJoin(artists, eq(artists.id, eventArtists.artistId))
    .where(inArray(eventArtists.eventId, eventIds))
    .orderBy(asc(eventArtists.position), asc(eventArtists.id));
}

/** Which of these artist ids exist in the catalogue. */
export async function existingArtistIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: artists.id }).from(artists).where(inArray(artists.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Makes the event's line-up `artistIds`, in that order: artists no longer listed leave it, new ones are asked
 * (pending), those already asked keep their answer. Answers the artists newly asked.
 */
export async function setLineup(db: Db, eventId: number, artistIds: number[], now: Date): Promise<number[]> {
  await db
    .delete(eventArtists)
    .where(
      and(
        eq(eventArtists.eventId, eventId),
        artistIds.length ? notInArray(eventArtists.artistId, artistIds) : undefined,
      ),
    );
  if (artistIds.length === 0) return [];
  const rows = await db.execute(sql`
    insert into ${eventArtists} (event_id, artist_id, position, created_at)
    select ${eventId}::int, a.id, a.position::int, ${now.toISOString()}::timestamptz
      from unnest(array[${sql.join(
        artistIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}]) with ordinality as a(id, position)
    on conflict (event_id, artist_id) do update set position = excluded.position
    returning artist_id, (xmax = 0) as is_new`);
  return (rows as unknown as { rows: { artist_id: number; is_new: boolean }[] }).rows
    .filter((r) => r.is_new)
    .map((r) => r.artist_id);
}

/** Line-up requests, newest first: those of the artist `ownerId` manages, or every one (staff). */
export function listLineupRequests(db: Db, ownerId: number | null) {
  return lineupRequests(db, ownerId === null ? undefined : eq(artists.ownerId, ownerId));
}

function lineupRequests(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: eventArtists.id,
      status: eventArtists.status,
      createdAt: eventArtists.createdAt,
      decidedAt: eventArtists.decidedAt,
      artistId: artists.id,
      artistName: artists.name,
      artistOwnerId: artists.ownerId,
      eventId: events.id,
      eventSerialId: events.serialId,
      eventName: events.name,
      date: events.date,
      time: events.time,
      location: events.location,
      city: events.city,
      organizer: users.username,
    })
    .from(eventArtists)
    .innerJoin(artists, eq(artists.id, eventArtists.artistId))
    .innerJoin(events, eq(events.id, eventArtists.eventId))
    .innerJoin(users, eq(users.id, events.organizerId))
    .where(where)
    .orderBy(desc(eventArtists.createdAt), desc(eventArtists.id));
}

export type LineupRequestRow = Awaited<ReturnType<typeof lineupRequests>>[number];

export async function findLineupRequest(db: Db, id: number) {
  const [row] = await lineupRequests(db, eq(eventArtists.id, id));
  return row;
}

/** Answers a pending request; false when it was answered already (or is gone). */
export async function decideLineup(db: Db, id: number, status: LineupStatus, now: Date): Promise<boolean> {
  const rows = await db
    .update(eventArtists)
    .set({ status, decidedAt: now })
    .where(and(eq(eventArtists.id, id), eq(eventArtists.status, 'pending')))
    .returning({ id: eventArtists.id });
  return rows.length === 1;
}
