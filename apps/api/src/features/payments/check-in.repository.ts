import { and, asc, eq, isNull, ne, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { eTickets, events, reservationItems, reservations, ticketTypes, users } from '../../db/schema.ts';

/** The event's day is over in its own time zone at `now` (its local date is before today's there). */
const isDayOver = (now: Date) =>
  sql<boolean>`${events.date} < (${now.toISOString()}::timestamptz at time zone ${events.timeZone})::date`;

const owner = alias(users, 'owner');
const assignee = alias(users, 'assignee');
const checker = alias(users, 'checker');

/** Admits a ticket once: the check-in time when it was admitted now, null when already used. */
export async function checkIn(db: Db, serialId: string, now: Date, checkerId: number) {
  const rows = await db
    .update(eTickets)
    .set({ checkedInAt: now, checkedInBy: checkerId })
    .where(and(eq(eTickets.serialId, serialId), isNull(eTickets.checkedInAt)))
    .returning();
  return rows[0];
}

/** An event staff check tickets in for, and whether its day is over. */
export async function findCheckInEvent(db: Db, serialId: string, now: Date) {
  const [row] = await db
    .select({
      id: events.id,
      serialId: events.serialId,
      name: events.name,
      date: events.date,
      isOver: isDayOver(now),
      isCancelled: sql<boolean>`${events.status} = 'cancelled'`,
    })
    .from(events)
    .where(eq(events.serialId, serialId));
  return row;
}

/** Events whose tickets can be checked in: today's (in their time zone) and later ones not cancelled, soonest first. */
export function listCheckInEvents(db: Db, now: Date) {
  return db
    .select({
      serialId: events.serialId,
      name: events.name,
      date: events.date,
      time: events.time,
      location: events.location,
    })
    .from(events)
    .where(and(not(isDayOver(now)), ne(events.status, 'cancelled')))
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
    .limit(100);
}

/** A ticket with its type, event, and the people who may hold it (the item's assignee, else the owner). */
export async function findTicketForCheckIn(db: Db, serialId: string) {
  const [row] = await db
    .select({
      ticket: eTickets,
      ticketName: ticketTypes.name,
      eventId: events.id,
      eventSerialId: events.serialId,
      eventName: events.name,
      owner: { username: owner.username, firstName: owner.firstName, lastName: owner.lastName },
      /** The name given at a sale at the gate: the holder, the owner being the seller. */
      buyerName: reservations.buyerName,
      assignee: {
        username: assignee.username,
        firstName: assignee.firstName,
        lastName: assignee.lastName,
      },
      /** Username of whoever admitted it. */
      checkedInBy: checker.username,
    })
    .from(eTickets)
    .innerJoin(reservationItems, eq(reservationItems.id, eTickets.reservationItemId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, reservationItems.ticketTypeId))
    .innerJoin(reservations, eq(reservations.id, eTickets.reservationId))
    .innerJoin(events, eq(events.id, reservations.eventId))
    .innerJoin(owner, eq(owner.id, reservations.userId))
    .leftJoin(assignee, eq(assignee.id, reservationItems.assignedUserId))
    .leftJoin(checker, eq(checker.id, eTickets.checkedInBy))
    .where(eq(eTickets.serialId, serialId));
  return row;
}
