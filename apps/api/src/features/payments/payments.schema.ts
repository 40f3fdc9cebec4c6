import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { reservationItems, reservations } from '../reservations/reservations.schema.ts';

/**
 * Payments of reservations. A transaction id is unique per provider (a payment is recorded once), and a
 * reservation has at most one payment awaiting confirmation.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    serialId: text('serial_id').notNull().unique(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: ['airtel', 'moov', 'cash', 'mtn'] }).notNull(),
    phoneNumber: text('phone_number'),
    transactionId: text('transaction_id'),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    // A provider report that does not match the payment (amount or currency): refused, kept for staff.
    mismatch: jsonb('mismatch').$type<{
      amount: number | null;
      currency: string | null;
      received_at: string;
    }>(),
  },
  (t) => [
    // Transaction ids are compared without case or spaces: 'ab 12cd' and 'AB12CD' are one payment.
    uniqueIndex('payments_provider_transaction_key')
      .on(t.provider, sql`upper(regexp_replace(${t.transactionId}, '[[:space:]]', '', 'g'))`)
      .where(sql`${t.transactionId} is not null`),
    uniqueIndex('payments_one_pending_key').on(t.reservationId).where(sql`${t.status} = 'pending'`),
    index('payments_status_idx').on(t.status, t.createdAt),
    check('payments_amount_positive', sql`${t.amount} >= 0 and ${t.fee} >= 0`),
    check('payments_status_valid', sql`${t.status} in ('pending', 'confirmed', 'rejected')`),
  ],
);

/** One step of a request to pay, kept for staff. */
export type PaymentRequestStep = {
  at: string;
  source: 'request' | 'callback' | 'poll' | 'system';
  status: 'pending' | 'succeeded' | 'failed' | 'expired';
  operator_status: string | null;
  note: string | null;
};

/**
 * A request to pay sent to an operator's collection API: the buyer approves on the phone, the
 * operator calls back, the reconciliation job polls what has no final answer. `reference` is our idempotency
 * key (MTN's X-Reference-Id, Airtel's transaction id); its payment row is decided once, when this ends.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serial('id').primaryKey(),
    serialId: text('serial_id').notNull().unique(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    operator: text('operator', { enum: ['airtel', 'mtn'] }).notNull(),
    msisdn: text('msisdn').notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    reference: uuid('reference').notNull().unique(),
    operatorReference: text('operator_reference'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull(),
    polls: integer('polls').notNull().default(0),
    history: jsonb('history').$type<PaymentRequestStep[]>().notNull().default([]),
    callbacks: jsonb('callbacks').$type<{ at: string; body: unknown }[]>().notNull().default([]),
  },
  (t) => [
    index('payment_requests_due_idx').on(t.nextPollAt).where(sql`${t.status} = 'pending'`),
    index('payment_requests_reservation_idx').on(t.reservationId),
    check('payment_requests_status_valid', sql`${t.status} in ('pending', 'succeeded', 'failed', 'expired')`),
  ],
);

/**
 * Money owed back after an event was cancelled: sent through the operator's disbursement API when
 * the payment came from a request to pay and the adapter can, else listed for staff to refund by hand.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    provider: text('provider', { enum: ['airtel', 'moov', 'cash', 'mtn'] }).notNull(),
    msisdn: text('msisdn'),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['sent', 'manual', 'failed'] }).notNull(),
    reference: uuid('reference').notNull().unique(),
    operatorReference: text('operator_reference'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('refunds_payment_key').on(t.paymentId)],
);

/** Every change to a payment or its reservation, who made it and when. Append-only. */
export const paymentAudit = pgTable(
  'payment_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    actor: text('actor', { enum: ['user', 'staff', 'webhook', 'system'] }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_audit_reservation_idx').on(t.reservationId, t.createdAt)],
);

/** Provider callbacks already handled, by their event id: a replayed callback changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** E-tickets: one per seat of a paid reservation; `checked_in_at` is set once at the door. */
export const eTickets = pgTable(
  'e_tickets',
  {
    id: serial('id').primaryKey(),
    serialId: text('serial_id').notNull().unique(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    reservationItemId: integer('reservation_item_id')
      .notNull()
      .references(() => reservationItems.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('e_tickets_item_seat_key').on(t.reservationItemId, t.seat),
    index('e_tickets_reservation_idx').on(t.reservationId),
  ],
);
