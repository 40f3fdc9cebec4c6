import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  events,
  type PaymentRequestStep,
  paymentRequests,
  payments,
  refunds,
  reservations,
  users,
} from '../../db/schema.ts';

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;

/** The channel a request's changes are announced on (its serial id): the buyer's waiting screen listens. */
export const PAYMENT_REQUEST_CHANNEL = 'payment_requests';

export async function insertRequest(db: Db, values: typeof paymentRequests.$inferInsert) {
  const [row] = await db.insert(paymentRequests).values(values).returning();
  return row!;
}

export async function paymentById(db: Db, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function reservationSerial(db: Db, id: number) {
  const [row] = await db
    .select({ serialId: reservations.serialId })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.serialId ?? '';
}

export async function findBySerial(db: Db, serialId: string) {
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.serialId, serialId));
  return row;
}

export async function findByReference(db: Db, operator: string, reference: string) {
  // A reference that is not a UUID names no request (and must not make PostgreSQL throw).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(reference)) return undefined;
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.reference, reference), eq(paymentRequests.operator, operator as 'mtn')));
  return row;
}

/** Appends a step to a request's record, whatever its state. */
export async function appendStep(db: Db, id: number, step: PaymentRequestStep) {
  await db
    .update(paymentRequests)
    .set({ history: sql`${paymentRequests.history} || ${JSON.stringify([step])}::jsonb` })
    .where(eq(paymentRequests.id, id));
}

/**
 * Records an operator's callback (raw body, secrets already masked) with a step carrying the request's status
 * at that very update, not as read before: a poll that ended the request meanwhile is never shown as pending
 * after its decision. Answers that status, which tells the caller whether the callback can still decide.
 */
export async function recordCallback(db: Db, id: number, at: string, body: unknown, note: string) {
  const [row] = await db
    .update(paymentRequests)
    .set({
      history: sql`${paymentRequests.history} || jsonb_build_array(jsonb_build_object(
        'at', ${at}::text, 'source', 'callback', 'status', ${paymentRequests.status},
        'operator_status', null, 'note', ${note}::text))`,
      callbacks: sql`${paymentRequests.callbacks} || ${JSON.stringify([{ at, body }])}::jsonb`,
    })
    .where(eq(paymentRequests.id, id))
    .returning({ status: paymentRequests.status });
  return row?.status;
}

/**
 * Ends a pending request once: the one caller that moves it out of 'pending' gets the row, any other (a second
 * callback, a poll racing a callback) gets nothing. The change is announced to the waiting screens at commit.
 */
export async function finish(
  db: Db,
  id: number,
  values: {
    status: 'succeeded' | 'failed' | 'expired';
    reason: string | null;
    operatorReference: string | null;
    decidedAt: Date;
    step: PaymentRequestStep;
  },
) {
  const [row] = await db
    .update(paymentRequests)
    .set({
      status: values.status,
      reason: values.reason,
      operatorReference: sql`coalesce(${values.operatorReference}, ${paymentRequests.operatorReference})`,
      decidedAt: values.decidedAt,
      history: sql`${paymentRequests.history} || ${JSON.stringify([values.step])}::jsonb`,
    })
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, 'pending')))
    .returning();
  if (row) await announce(db, row.serialId);
  return row;
}

export async function announce(db: Db, serialId: string) {
  await db.execute(sql`select pg_notify(${PAYMENT_REQUEST_CHANNEL}, ${serialId})`);
}

/**
 * Claims up to `limit` pending requests due for a poll, moving their next poll by the backoff: another process
 * running the job skips them (SKIP LOCKED), and the operator is asked outside any transaction.
 */
export async function claimDue(db: Db, now: Date, limit: number, baseMs: number, maxMs: number) {
  const due = db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.status, 'pending'), lte(paymentRequests.nextPollAt, now)))
    .orderBy(paymentRequests.nextPollAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(paymentRequests)
    .set({
      polls: sql`${paymentRequests.polls} + 1`,
      nextPollAt: sql`${now.toISOString()}::timestamptz + least(${baseMs}::bigint * power(2, ${paymentRequests.polls})::bigint, ${maxMs}::bigint) * interval '1 millisecond'`,
    })
    .where(inArray(paymentRequests.id, due))
    .returning();
}

/** Every request, newest first, with its buyer (staff). */
export function listForStaff(db: Db, limit: number) {
  return db
    .select({ request: paymentRequests, username: users.username, reservation: reservations.serialId })
    .from(paymentRequests)
    .innerJoin(users, eq(users.id, paymentRequests.userId))
    .innerJoin(reservations, eq(reservations.id, paymentRequests.reservationId))
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
    .limit(limit);
}

/** The request that paid a payment, if a request to pay did. */
export async function requestOfPayment(db: Db, paymentId: number) {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.paymentId, paymentId), eq(paymentRequests.status, 'succeeded')));
  return row;
}

/** The confirmed payments of an event's paid reservations that have no refund yet (after a cancellation). */
export function unrefundedPayments(db: Db, eventId: number) {
  return db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(
      and(
        eq(reservations.eventId, eventId),
        eq(payments.status, 'confirmed'),
        sql`not exists (select 1 from ${refunds} r where r.payment_id = ${payments.id})`,
      ),
    )
    .orderBy(payments.id);
}

/**
 * Records a refund once per payment: answers its id, or null when one was already recorded (another process got
 * there first).
 */
export async function insertRefund(db: Db, values: typeof refunds.$inferInsert) {
  const rows = await db.insert(refunds).values(values).onConflictDoNothing().returning({ id: refunds.id });
  return rows[0]?.id ?? null;
}

export async function setRefund(
  db: Db,
  reference: string,
  values: { status: 'sent' | 'failed'; operatorReference: string | null; note: string | null },
) {
  await db.update(refunds).set(values).where(eq(refunds.reference, reference));
}

export function listRefunds(db: Db, limit: number) {
  return db
    .select({
      refund: refunds,
      reservation: reservations.serialId,
      username: users.username,
      eventSerial: events.serialId,
      eventName: events.name,
    })
    .from(refunds)
    .innerJoin(reservations, eq(reservations.id, refunds.reservationId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(events, eq(events.id, reservations.eventId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(limit);
}
