import { and, asc, desc, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auctionAwards,
  eTickets,
  paymentAudit,
  payments,
  type ReservationStatus,
  reservationItems,
  reservations,
  ticketTypes,
  users,
  webhookEvents,
} from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The reservation row locked for a payment decision. */
export async function lockReservationBySerial(db: Db, serialId: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.serialId, serialId)).for('update');
  return row;
}

/** Whether a reservation is the ticket of an auction offered to its winner (or to a next bidder). */
/** When the reservation was offered as an auction award (winner or second chance), else null. */
export async function awardOfferedAt(db: Db, reservationId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: auctionAwards.createdAt })
    .from(auctionAwards)
    .where(eq(auctionAwards.reservationId, reservationId))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function lockReservationById(db: Db, id: number) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row;
}

export async function setReservationStatus(
  db: Db,
  id: number,
  from: ReservationStatus[],
  to: ReservationStatus,
  now: Date,
  expiresAt?: Date | null,
) {
  const rows = await db
    .update(reservations)
    .set({ status: to, updatedAt: now, ...(expiresAt !== undefined ? { expiresAt } : {}) })
    .where(and(eq(reservations.id, id), inArray(reservations.status, from)))
    .returning({ id: reservations.id });
  return rows.length > 0;
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPayment(db: Db, ref: string) {
  const where = /^\d{1,9}$/.test(ref) ? eq(payments.id, Number(ref)) : eq(payments.serialId, ref);
  const [row] = await db.select().from(payments).where(where).for('update');
  return row;
}

/** A transaction id as the unique index compares it: upper case, without any space (migration 0009). */
const normalizedTransaction = (value: SQL | string) =>
  sql`upper(regexp_replace(${value}, '[[:space:]]', '', 'g'))`;

/** The payment of a provider's transaction, the id compared like the unique index does; locked. */
export async function findByTransaction(db: Db, provider: 'airtel' | 'moov', transactionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        sql`${normalizedTransaction(sql`${payments.transactionId}`)} = ${normalizedTransaction(transactionId)}`,
      ),
    )
    .for('update');
  return row;
}

/** Keeps a provider report that did not match the payment, for staff (the last one wins). */
export async function recordMismatch(db: Db, id: number, mismatch: NonNullable<PaymentRow['mismatch']>) {
  await db.update(payments).set({ mismatch }).where(eq(payments.id, id));
}

/** The payment still pending for a reservation, if any (at most one: payments_one_pending_key). */
export async function pendingPaymentOf(db: Db, reservationId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'pending')));
  return row;
}

/** Moves a cash hold's end; false when the reservation is no longer to pay in cash. */
export async function extendCashHold(db: Db, id: number, expiresAt: Date, now: Date) {
  const rows = await db
    .update(reservations)
    .set({ expiresAt, updatedAt: now })
    .where(and(eq(reservations.id, id), eq(reservations.status, 'cash_pending')))
    .returning({ id: reservations.id });
  return rows.length > 0;
}

/** Decides a pending payment; false when it was already decided. */
export async function decidePayment(
  db: Db,
  id: number,
  status: 'confirmed' | 'rejected',
  now: Date,
  decidedBy: number | null,
) {
  const rows = await db
    .update(payments)
    .set({ status, decidedAt: now, decidedBy })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Reservations whose payment can no longer be decided: their tickets went back. */
export const CLOSED_RESERVATION: ReservationStatus[] = ['cancelled', 'expired'];

/**
 * Payments for staff with their reservation. A pending payment of a cancelled or expired reservation is left
 * out of every list: nobody can decide it any more (see decisions: filtered, not closed).
 */
export function listPayments(db: Db, status: 'pending' | 'confirmed' | 'rejected' | undefined) {
  return db
    .select({
      payment: payments,
      reservationSerial: reservations.serialId,
      reservationTotal: reservations.totalPrice,
      reservationStatus: reservations.status,
      reservationExpiresAt: reservations.expiresAt,
      username: users.username,
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(
      and(
        status ? eq(payments.status, status) : undefined,
        not(and(eq(payments.status, 'pending'), inArray(reservations.status, CLOSED_RESERVATION)) as SQL),
      ),
    )
    .orderBy(status === 'pending' ? asc(payments.createdAt) : desc(payments.createdAt))
    .limit(200);
}

export function paymentsOfReservation(db: Db, reservationId: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .orderBy(desc(payments.createdAt));
}

export async function audit(db: Db, values: typeof paymentAudit.$inferInsert) {
  await db.insert(paymentAudit).values(values);
}

/** Whether a provider event id was already applied. */
export async function isWebhookEventKnown(db: Db, provider: string, eventId: string) {
  const [row] = await db
    .select({ eventId: webhookEvents.eventId })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
  return row !== undefined;
}

/** Records a provider event id; false when it was seen before (a replay). */
export async function rememberWebhookEvent(db: Db, provider: string, eventId: string, now: Date) {
  const rows = await db
    .insert(webhookEvents)
    .values({ provider, eventId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return rows.length > 0;
}

/** One e-ticket per seat of every item of a reservation (idempotent). */
export async function issueTickets(db: Db, reservationId: number, now: Date, newId: () => string) {
  const items = await db
    .select()
    .from(reservationItems)
    .where(eq(reservationItems.reservationId, reservationId));
  const rows = items.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, seat) => ({
      serialId: newId(),
      reservationId,
      reservationItemId: item.id,
      seat: seat + 1,
      createdAt: now,
    })),
  );
  if (rows.length) await db.insert(eTickets).values(rows).onConflictDoNothing();
}

export function ticketsOfReservation(db: Db, reservationId: number) {
  return db
    .select({ ticket: eTickets, name: ticketTypes.name })
    .from(eTickets)
    .innerJoin(reservationItems, eq(reservationItems.id, eTickets.reservationItemId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, reservationItems.ticketTypeId))
    .where(eq(eTickets.reservationId, reservationId))
    .orderBy(asc(eTickets.reservationItemId), asc(eTickets.seat));
}

export async function isStaff(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  return row?.roles.includes('staff') ?? false;
}
