import { and, asc, eq, exists, inArray, isNull, ne, not, or, sql } from 'drizzle-orm';
import { alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';
import {
  doorScans,
  eTickets,
  eventDoorStaff,
  events,
  reservationItems,
  reservations,
  ticketTypes,
  users,
} from '../../db/schema.ts';

/** The event's day is over in its own time zone at `now` (its local date is before today's there). */
const isDayOver = (now: Date) =>
  sql<boolean>`${events.date} < (${now.toISOString()}::timestamptz at time zone ${events.timeZone})::date`;

/** An event tickets are checked in for at the door, and whether its day is over. */
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

/**
 * Events whose tickets can be checked in, today's (in their time zone) and later ones not cancelled, soonest
 * first: every one, or with `userId` only those they organize or are door staff of.
 */
export function listCheckInEvents(db: Db, now: Date, userId?: number) {
  const named = (id: number) =>
    db
      .select({ one: sql`1` })
      .from(eventDoorStaff)
      .where(and(eq(eventDoorStaff.eventId, events.id), eq(eventDoorStaff.userId, id)));
  return db
    .select({
      serialId: events.serialId,
      name: events.name,
      date: events.date,
      time: events.time,
      location: events.location,
    })
    .from(events)
    .where(
      and(
        not(isDayOver(now)),
        ne(events.status, 'cancelled'),
        userId === undefined ? undefined : or(eq(events.organizerId, userId), exists(named(userId))),
      ),
    )
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
    .limit(100);
}

const owner = alias(users, 'owner');
const assignee = alias(users, 'assignee');
const checker = alias(users, 'checker');
const refusedBy = alias(users, 'refused_by');
const winner = alias(doorScans, 'winner');

/**
 * Who a ticket's holder is: the owner of its reservation, the user its line was given to, and the name given at a
 * sale at the gate (the holder there, the owner being the seller). Joined as `owner` and `assignee`.
 */
const holderColumns = {
  owner: { username: owner.username, firstName: owner.firstName, lastName: owner.lastName },
  buyerName: reservations.buyerName,
  assignee: { username: assignee.username, firstName: assignee.firstName, lastName: assignee.lastName },
};

/** A valid ticket: issued, and its reservation not cancelled. */
const isValidTicket = sql<boolean>`${reservations.status} <> 'cancelled'`;

/** The joins of the door's reads of tickets, and whether each may be missing (its fields then null). */
type TicketJoins = Record<
  (
    | typeof eTickets
    | typeof reservations
    | typeof reservationItems
    | typeof ticketTypes
    | typeof owner
    | typeof events
    | typeof doorScans
  )['_']['name'],
  'not-null'
> &
  Record<(typeof assignee | typeof checker | typeof refusedBy | typeof winner)['_']['name'], 'nullable'>;

/**
 * The door's read of tickets: each with its reservation, line and type, its holders (`owner`, `assignee`) and
 * whoever admitted it (`checker`); `finish` adds a caller's joins (of TicketJoins), filter and order. Answers
 * the rows of `fields`.
 */
function readTickets<T extends SelectedFields>(
  db: Db,
  fields: T,
  finish: (query: PgSelect) => PgSelect,
): Promise<SelectResult<T, 'partial', TicketJoins>[]> {
  const query = db
    .select(fields as SelectedFields)
    .from(eTickets)
    .innerJoin(reservations, eq(reservations.id, eTickets.reservationId))
    .innerJoin(reservationItems, eq(reservationItems.id, eTickets.reservationItemId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, reservationItems.ticketTypeId))
    .innerJoin(owner, eq(owner.id, reservations.userId))
    .leftJoin(assignee, eq(assignee.id, reservationItems.assignedUserId))
    .leftJoin(checker, eq(checker.id, eTickets.checkedInBy))
    .$dynamic();
  // The rows are what `fields` select through these joins; the dynamic query no longer tracks their types.
  return finish(query) as unknown as Promise<SelectResult<T, 'partial', TicketJoins>[]>;
}

/** Every valid ticket of an event with its type, holders and who admitted it, in a stable order. */
export function doorTickets(db: Db, eventId: number) {
  return readTickets(
    db,
    {
      serialId: eTickets.serialId,
      seat: eTickets.seat,
      ticketName: ticketTypes.name,
      checkedInAt: eTickets.checkedInAt,
      checkedInBy: checker.username,
      ...holderColumns,
    },
    (query) => query.where(and(eq(reservations.eventId, eventId), isValidTicket)).orderBy(asc(eTickets.id)),
  );
}

/** A ticket with its type, event, and the people who may hold it (the item's assignee, else the owner). */
export async function findTicketForCheckIn(db: Db, serialId: string) {
  const [row] = await readTickets(
    db,
    {
      ticket: eTickets,
      ticketName: ticketTypes.name,
      eventId: events.id,
      eventSerialId: events.serialId,
      eventName: events.name,
      ...holderColumns,
      /** Username of whoever admitted it. */
      checkedInBy: checker.username,
    },
    (query) =>
      query.innerJoin(events, eq(events.id, reservations.eventId)).where(eq(eTickets.serialId, serialId)),
  );
  return row;
}

/** Admits a ticket once: the ticket as admitted now, or undefined when already used. */
export async function checkIn(db: Db, serialId: string, now: Date, checkerId: number) {
  const rows = await db
    .update(eTickets)
    .set({ checkedInAt: now, checkedInBy: checkerId })
    .where(and(eq(eTickets.serialId, serialId), isNull(eTickets.checkedInAt)))
    .returning();
  return rows[0];
}

/** Valid tickets of an event (the door's « attendus »). */
export async function expectedCount(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eTickets)
    .innerJoin(reservations, eq(reservations.id, eTickets.reservationId))
    .where(and(eq(reservations.eventId, eventId), isValidTicket));
  return row?.n ?? 0;
}

/**
 * The tickets named by `serialIds`, locked (FOR UPDATE, in id order so two syncs never wait for each other in a
 * circle) until the transaction ends: a sync decides the winner of each ticket alone.
 */
export function lockTicketsForSync(tx: Db, serialIds: string[]) {
  if (serialIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: eTickets.id,
      serialId: eTickets.serialId,
      eventId: reservations.eventId,
      reservationStatus: reservations.status,
      checkedInAt: eTickets.checkedInAt,
      checkedInBy: eTickets.checkedInBy,
    })
    .from(eTickets)
    .innerJoin(reservations, eq(reservations.id, eTickets.reservationId))
    .where(inArray(eTickets.serialId, serialIds))
    .orderBy(asc(eTickets.id))
    .for('update', { of: eTickets });
}

/** The admissions already recorded for these tickets. */
export function scansOfTickets(tx: Db, ticketIds: number[]) {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: doorScans.id,
      ticketId: doorScans.ticketId,
      deviceId: doorScans.deviceId,
      scannedAt: doorScans.scannedAt,
      effectiveAt: doorScans.effectiveAt,
      scannedBy: doorScans.scannedBy,
      outcome: doorScans.outcome,
    })
    .from(doorScans)
    .where(inArray(doorScans.ticketId, ticketIds));
}

export type NewDoorScan = typeof doorScans.$inferInsert;

/** Records one admission; answers its id. */
export async function insertScan(tx: Db, scan: NewDoorScan): Promise<number> {
  const [row] = await tx.insert(doorScans).values(scan).returning({ id: doorScans.id });
  return row!.id;
}

/** The earlier scan took the ticket: the one that had it becomes a second admission. */
export async function markScanDuplicate(tx: Db, scanId: number): Promise<void> {
  await tx.update(doorScans).set({ outcome: 'duplicate' }).where(eq(doorScans.id, scanId));
}

/** The ticket's check-in: the earliest admission, and who made it. */
export async function setTicketCheckIn(tx: Db, ticketId: number, at: Date, by: number | null): Promise<void> {
  await tx.update(eTickets).set({ checkedInAt: at, checkedInBy: by }).where(eq(eTickets.id, ticketId));
}

/** Usernames of these accounts. */
export async function usernames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/**
 * Second admissions of an event's tickets (a phone let in a ticket another scan had let in first): the ticket,
 * its holders, the admission that counts and the one refused after the fact, oldest first.
 */
export function conflicts(db: Db, eventId: number) {
  return readTickets(
    db,
    {
      serialId: eTickets.serialId,
      ticketName: ticketTypes.name,
      ...holderColumns,
      admittedAt: eTickets.checkedInAt,
      admittedBy: checker.username,
      admittedDevice: winner.deviceId,
      refusedAt: doorScans.effectiveAt,
      refusedBy: refusedBy.username,
      refusedDevice: doorScans.deviceId,
    },
    (query) =>
      query
        .innerJoin(doorScans, eq(doorScans.ticketId, eTickets.id))
        .leftJoin(refusedBy, eq(refusedBy.id, doorScans.scannedBy))
        .leftJoin(winner, and(eq(winner.ticketId, doorScans.ticketId), eq(winner.outcome, 'admitted')))
        .where(and(eq(doorScans.eventId, eventId), eq(doorScans.outcome, 'duplicate')))
        .orderBy(asc(doorScans.effectiveAt), asc(doorScans.id))
        .limit(500),
  );
}

/**
 * Cash taken at the gate per seller for an event (door-sales.service.ts): the tickets each one sold and what they
 * were paid, gross (money given back after a cancellation shows in the revenue's `refunded`), by username.
 */
export function doorCashBySeller(db: Db, eventId: number) {
  return db
    .select({
      username: users.username,
      tickets: sql<number>`coalesce(sum((select sum(ri.quantity) from ${reservationItems} ri
        where ri.reservation_id = ${reservations.id})), 0)::int`,
      amount: sql<number>`coalesce(sum(${reservations.totalPrice}), 0)::int`,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.soldAtDoorBy))
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, 'paid')))
    .groupBy(users.id, users.username)
    .orderBy(asc(users.username));
}
