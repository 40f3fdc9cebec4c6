import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  eTickets,
  payments,
  refunds,
  reservationItems,
  reservations,
  ticketTypes,
  users,
} from '../../db/schema.ts';

/**
 * Confirmed money per provider for an event's reservations, net of refunds: every refund recorded (sent by the
 * operator, or owed by hand) is money the organizer gives back. `refunded` says how much.
 */
export function revenueByProvider(db: Db, eventId: number) {
  const refunded = sql<number>`coalesce(sum((select sum(r.amount) from ${refunds} r where r.payment_id = ${payments.id})), 0)::int`;
  return db
    .select({
      provider: payments.provider,
      amount: sql<number>`(sum(${payments.amount}) - ${refunded})::int`,
      refunded,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(and(eq(reservations.eventId, eventId), eq(payments.status, 'confirmed')))
    .groupBy(payments.provider)
    .orderBy(asc(payments.provider));
}

/** E-tickets of the event scanned at the door. */
export async function checkInCount(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eTickets)
    .innerJoin(reservations, eq(reservations.id, eTickets.reservationId))
    .where(and(eq(reservations.eventId, eventId), sql`${eTickets.checkedInAt} is not null`));
  return row?.n ?? 0;
}

/** Paid tickets and their amount per day (in `timeZone`), by the payment's confirmation day. */
export function salesPerDay(db: Db, eventId: number, timeZone: string) {
  const day = sql<string>`((${payments.decidedAt} at time zone ${timeZone})::date)::text`;
  return (
    db
      .select({
        day,
        tickets: sql<number>`coalesce(sum((select sum(ri.quantity) from ${reservationItems} ri where ri.reservation_id = ${reservations.id})), 0)::int`,
        amount: sql<number>`sum(${payments.amount})::int`,
      })
      .from(payments)
      .innerJoin(reservations, eq(reservations.id, payments.reservationId))
      .where(and(eq(reservations.eventId, eventId), eq(payments.status, 'confirmed')))
      // By position: the day expression carries a parameter, which PostgreSQL would not match twice.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/**
 * Paid reservations of the event with their holder and the confirmed payment (refunds after a cancellation).
 * Free ones are left out: nothing was paid, nothing is given back.
 */
export function paidReservations(db: Db, eventId: number) {
  return db
    .select({
      reservation: reservations.serialId,
      username: users.username,
      email: users.email,
      // What is given back: the refund's amount once recorded (the payment, fees included), else the tickets' price.
      amount: sql<number>`coalesce((select r.amount from ${refunds} r
        where r.reservation_id = ${reservations.id} order by r.id desc limit 1), ${reservations.totalPrice})`,
      provider: sql<string | null>`(select p.provider from ${payments} p
        where p.reservation_id = ${reservations.id} and p.status = 'confirmed' order by p.id desc limit 1)`,
      refund_status: sql<'sent' | 'manual' | 'failed' | null>`(select r.status from ${refunds} r
        where r.reservation_id = ${reservations.id} order by r.id desc limit 1)`,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(
      and(
        eq(reservations.eventId, eventId),
        eq(reservations.status, 'paid'),
        sql`${reservations.totalPrice} > 0`,
      ),
    )
    .orderBy(asc(reservations.id));
}

/** One row per seat of the event's paid reservations: the attendees list. */
export function attendees(db: Db, eventId: number) {
  return db
    .select({
      ticket: eTickets.serialId,
      ticketType: ticketTypes.name,
      reservation: reservations.serialId,
      username: users.username,
      email: users.email,
      checkedInAt: eTickets.checkedInAt,
    })
    .from(eTickets)
    .innerJoin(reservations, eq(reservations.id, eTickets.reservationId))
    .innerJoin(reservationItems, eq(reservationItems.id, eTickets.reservationItemId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, reservationItems.ticketTypeId))
    .innerJoin(users, eq(users.id, sql`coalesce(${reservationItems.assignedUserId}, ${reservations.userId})`))
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, 'paid')))
    .orderBy(asc(ticketTypes.id), asc(eTickets.id));
}
