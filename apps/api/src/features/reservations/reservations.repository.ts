import { and, asc, desc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  eTickets,
  type ReservationStatus,
  refunds,
  reservationItems,
  reservationShares,
  reservations,
} from '../../db/schema.ts';

/** Whom a reservation shows to: its owner, and the users it is shared with. */
const visibleTo = (userId: number): SQL =>
  or(
    eq(reservations.userId, userId),
    // Plain names: the relational query builder would rewrite column references to its own alias.
    inArray(
      reservations.id,
      sql`(select rs.reservation_id from reservation_shares rs where rs.user_id = ${userId})`,
    ),
  )!;

const HIDDEN: ReservationStatus[] = ['cancelled', 'expired'];

const withDetails = {
  event: {
    columns: {
      serialId: true,
      name: true,
      date: true,
      time: true,
      image: true,
      location: true,
      status: true,
    },
  },
  user: { columns: { id: true, username: true } },
  items: {
    orderBy: asc(reservationItems.id),
    with: {
      ticketType: { columns: { name: true, description: true } },
      assignedUser: { columns: { id: true, username: true } },
    },
  },
  shares: {
    orderBy: asc(reservationShares.createdAt),
    with: { user: { columns: { id: true, username: true } } },
  },
} as const;

/**
 * The reservations a user owns or was given, newest first; cancelled and expired ones are left out, and so are
 * the tickets they sold for cash at the gate (owned by the seller, held by the buyer).
 */
export function listVisibleReservations(db: Db, userId: number) {
  return db.query.reservations.findMany({
    where: and(visibleTo(userId), notInArray(reservations.status, HIDDEN), isNull(reservations.soldAtDoorBy)),
    orderBy: [desc(reservations.createdAt), desc(reservations.id)],
    with: withDetails,
  });
}

/** One reservation the user may see, by public id. */
export function findVisibleReservation(db: Db, userId: number, serialId: string) {
  return db.query.reservations.findFirst({
    where: and(eq(reservations.serialId, serialId), visibleTo(userId)),
    with: withDetails,
  });
}

export type ReservationRow = NonNullable<Awaited<ReturnType<typeof findVisibleReservation>>>;

/** The latest refund of each of these reservations (amount, state and where it was sent), by reservation id. */
export async function refundsOf(db: Db, reservationIds: number[]) {
  const found = new Map<
    number,
    { status: 'sent' | 'manual' | 'failed'; amount: number; msisdn: string | null }
  >();
  if (reservationIds.length === 0) return found;
  const rows = await db
    .select({
      reservationId: refunds.reservationId,
      status: refunds.status,
      amount: refunds.amount,
      msisdn: refunds.msisdn,
    })
    .from(refunds)
    .where(inArray(refunds.reservationId, reservationIds))
    .orderBy(asc(refunds.id));
  for (const r of rows) found.set(r.reservationId, r);
  return found;
}

/**
 * Whether a ticket of the reservation was already admitted at the door. Its tickets stay locked until the
 * transaction ends, so none is admitted between this answer and their withdrawal.
 */
export async function hasUsedTickets(db: Db, reservationId: number): Promise<boolean> {
  const rows = await db
    .select({ checkedInAt: eTickets.checkedInAt })
    .from(eTickets)
    .where(eq(eTickets.reservationId, reservationId))
    .for('update');
  return rows.some((r) => r.checkedInAt !== null);
}

/** Withdraws the e-tickets of a reservation given back by its holder: none of them admits anyone any more. */
export async function deleteTicketsOf(db: Db, reservationId: number) {
  await db.delete(eTickets).where(eq(eTickets.reservationId, reservationId));
}

/** Locks a reservation row for a change by its owner. */
export async function lockReservation(db: Db, serialId: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.serialId, serialId)).for('update');
  return row;
}

/** Moves a reservation from one of `from` to `to`; the row when it moved, undefined when it was not in `from`. */
export async function transitionReservation(
  db: Db,
  id: number,
  from: ReservationStatus[],
  to: ReservationStatus,
  now: Date,
) {
  const [row] = await db
    .update(reservations)
    .set({ status: to, updatedAt: now })
    .where(and(eq(reservations.id, id), inArray(reservations.status, from)))
    .returning();
  return row;
}

/**
 * Marks up to `limit` unpaid reservations whose hold ran out as expired: pending ones, and those to pay in
 * cash once their cash hold has run out (a cash reservation without `expires_at` never expires). `SKIP
 * LOCKED` lets several processes run this at once: each takes different rows, and the status condition
 * makes it once.
 */
export async function expireDueReservations(
  db: Db,
  now: Date,
  limit: number,
  onlyIds?: number[],
): Promise<number[]> {
  if (onlyIds?.length === 0) return [];
  // Both drivers answer `{ rows }` for a raw statement. `expires_at <= …` is never true for a null.
  const result = (await db.execute(sql`
    with due as (
      select id from ${reservations}
       where status in ('pending', 'cash_pending') and expires_at <= ${now.toISOString()}::timestamptz
         ${onlyIds ? sql`and ${inArray(reservations.id, onlyIds)}` : sql``}
       order by expires_at
       limit ${limit}
       for update skip locked)
    update ${reservations} r
       set status = 'expired', updated_at = ${now.toISOString()}::timestamptz
      from due
     where r.id = due.id and r.status in ('pending', 'cash_pending')
    returning r.id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/** Cancels the event's `pending` and `cash_pending` reservations; answers them with their owner. */
export function cancelHoldsOfEvent(db: Db, eventId: number, now: Date) {
  return db
    .update(reservations)
    .set({ status: 'cancelled', expiresAt: null, updatedAt: now })
    .where(and(eq(reservations.eventId, eventId), inArray(reservations.status, ['pending', 'cash_pending'])))
    .returning({ id: reservations.id, userId: reservations.userId, serialId: reservations.serialId });
}

export function itemsOf(db: Db, reservationId: number) {
  return db.select().from(reservationItems).where(eq(reservationItems.reservationId, reservationId));
}

export async function setItemQuantity(db: Db, itemId: number, quantity: number) {
  await db.update(reservationItems).set({ quantity }).where(eq(reservationItems.id, itemId));
}

export async function deleteItem(db: Db, itemId: number) {
  await db.delete(reservationItems).where(eq(reservationItems.id, itemId));
}

export async function setTotal(db: Db, id: number, totalPrice: number, now: Date) {
  await db.update(reservations).set({ totalPrice, updatedAt: now }).where(eq(reservations.id, id));
}
