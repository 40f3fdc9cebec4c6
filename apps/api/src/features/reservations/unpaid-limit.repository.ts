import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ReservationStatus, reservationItems, reservations } from '../../db/schema.ts';

/** Statuses in which a reservation holds tickets that are not paid for yet. */
export const UNPAID: ReservationStatus[] = ['pending', 'cash_pending', 'awaiting_confirmation'];

/** Tickets a user holds unpaid for an event, leaving out one reservation when given (the one being changed). */
export async function unpaidTicketsHeld(
  db: Db,
  userId: number,
  eventId: number,
  exceptReservationId?: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${reservationItems.quantity}), 0)::int` })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.eventId, eventId),
        inArray(reservations.status, UNPAID),
        exceptReservationId === undefined ? undefined : ne(reservations.id, exceptReservationId),
      ),
    );
  return Number(row?.n ?? 0);
}

/** `unpaidTicketsHeld` for several users at once, by user (users holding none are absent). */
export async function unpaidTicketsHeldByUsers(db: Db, userIds: number[], eventId: number) {
  const held = new Map<number, number>();
  if (userIds.length === 0) return held;
  const rows = await db
    .select({ userId: reservations.userId, n: sql<number>`sum(${reservationItems.quantity})::int` })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(
      and(
        inArray(reservations.userId, userIds),
        eq(reservations.eventId, eventId),
        inArray(reservations.status, UNPAID),
      ),
    )
    .groupBy(reservations.userId);
  for (const r of rows) held.set(r.userId, Number(r.n));
  return held;
}
