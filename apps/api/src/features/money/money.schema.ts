import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { payments, refunds } from '../payments/payments.schema.ts';

/**
 * The kinds of money movement, as seen from an organizer's balance: a buyer's payment (`sale`), the platform's
 * fee on it (`fee`, negative; positive when a refund gives it back), a refund to the buyer, money paid out to
 * the organizer (`payout`, including door cash that stayed at the gate) and a payout that came back.
 */
export const LEDGER_KINDS = ['sale', 'fee', 'refund', 'payout', 'payout_returned'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The organizers' money ledger: every movement is one entry in whole XAF, signed as it moves the organizer's
 * balance, never edited (a trigger refuses UPDATE and DELETE; a correction is a new entry). An organizer's
 * balance is the sum of their entries; the platform's fees are the `fee` entries, negated. `(kind, source_ref)`
 * names what caused the entry (`payment:<id>`, `refund:<id>`, `door:<paymentId>`, `door-refund:<refundId>`),
 * so each is written once whatever the retries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => users.id),
    // Not a foreign key: checking one takes a key-share lock on the event row, which a payment confirmed (its
    // reservation locked) would wait for behind the event's cancellation (event locked, then its reservations):
    // a deadlock. The id is copied from the reservation, whose own key guarantees it.
    eventId: integer('event_id'),
    paymentId: integer('payment_id').references(() => payments.id),
    refundId: integer('refund_id').references(() => refunds.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    /** The operator's fee that moved with a sale or refund: the buyer's money for the operator, not the organizer's. */
    operatorFee: integer('operator_fee').notNull().default(0),
    sourceRef: text('source_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_kind_source_key').on(t.kind, t.sourceRef),
    index('ledger_entries_organizer_created_idx').on(t.organizerId, t.createdAt),
    index('ledger_entries_event_idx').on(t.eventId),
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('sale', 'fee', 'refund', 'payout', 'payout_returned')`,
    ),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    check('ledger_entries_operator_fee_check', sql`${t.operatorFee} >= 0`),
  ],
);
