import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
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

export async function findByTransaction(db: Db, provider: 'airtel' | 'moov', transactionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.transactionId, transactionId)))
    .for('update');
  return row;
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

export function listPayments(db: Db, status: 'pending' | 'confirmed' | 'rejected' | undefined) {
  return db
    .select({
      payment: payments,
      reservationSerial: reservations.serialId,
      reservationTotal: reservations.totalPrice,
      username: users.username,
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(status ? eq(payments.status, status) : undefined)
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

/** Admits a ticket once: the check-in time when it was admitted now, null when already used. */
export async function checkIn(db: Db, serialId: string, now: Date, staffId: number) {
  const rows = await db
    .update(eTickets)
    .set({ checkedInAt: now, checkedInBy: staffId })
    .where(and(eq(eTickets.serialId, serialId), isNull(eTickets.checkedInAt)))
    .returning();
  return rows[0];
}

export async function findTicket(db: Db, serialId: string) {
  const [row] = await db
    .select({ ticket: eTickets, name: ticketTypes.name })
    .from(eTickets)
    .innerJoin(reservationItems, eq(reservationItems.id, eTickets.reservationItemId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, reservationItems.ticketTypeId))
    .where(eq(eTickets.serialId, serialId));
  return row;
}

export async function isStaff(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role === 'staff';
}
