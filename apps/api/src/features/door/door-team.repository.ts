import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventDoorStaff, events, users } from '../../db/schema.ts';

/** An event as the door reads it: who organizes it and what the phone shows. */
export async function findDoorEvent(db: Db, serialId: string) {
  const [row] = await db
    .select({
      id: events.id,
      serialId: events.serialId,
      organizerId: events.organizerId,
      name: events.name,
      date: events.date,
      time: events.time,
      location: events.location,
      status: events.status,
    })
    .from(events)
    .where(eq(events.serialId, serialId));
  return row;
}

/** Whether `userId` is on the door team of the event. */
export async function isDoorStaff(db: Db, eventId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: eventDoorStaff.userId })
    .from(eventDoorStaff)
    .where(and(eq(eventDoorStaff.eventId, eventId), eq(eventDoorStaff.userId, userId)));
  return row !== undefined;
}

/** The door team of an event, in the order they were named. */
export function listDoorStaff(db: Db, eventId: number) {
  return db
    .select({ id: users.id, username: users.username })
    .from(eventDoorStaff)
    .innerJoin(users, eq(users.id, eventDoorStaff.userId))
    .where(eq(eventDoorStaff.eventId, eventId))
    .orderBy(asc(eventDoorStaff.createdAt), asc(users.id));
}

export async function countDoorStaff(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventDoorStaff)
    .where(eq(eventDoorStaff.eventId, eventId));
  return row?.n ?? 0;
}

/** An active account by username, whatever its case. */
export async function findActiveUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.isActive, true)));
  return row;
}

/** Names a door staff member: true when added, false when already there. */
export async function addDoorStaff(
  db: Db,
  row: { eventId: number; userId: number; addedBy: number; createdAt: Date },
): Promise<boolean> {
  const added = await db
    .insert(eventDoorStaff)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: eventDoorStaff.userId });
  return added.length > 0;
}

/** Takes a member off the door team: true when they were on it. */
export async function removeDoorStaff(db: Db, eventId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(eventDoorStaff)
    .where(and(eq(eventDoorStaff.eventId, eventId), eq(eventDoorStaff.userId, userId)))
    .returning({ userId: eventDoorStaff.userId });
  return removed.length > 0;
}
