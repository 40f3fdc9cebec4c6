import { z } from 'zod';
import { isCalendarDate } from './profile.ts';
import { LEDGER_ENTRY_KINDS, studioMoneyMessages as msg } from './studio-money.constants.ts';

export * from './studio-money.constants.ts';

const amount = z.number().int();
const currency = z.literal('XAF');

/** A query parameter where an empty value means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** A real calendar day written YYYY-MM-DD. */
const day = z.string().refine(isCalendarDate, msg.dateInvalid);

/**
 * `GET /api/studio/money/`: the organizer's balance in whole XAF; `available` may be paid out now (money of
 * events ended at least PAYOUT_HOLD_DAYS ago, and payouts), `pending` is the rest (`balance - available`).
 */
export const moneySummarySchema = z.object({
  balance: amount,
  available: amount,
  pending: amount,
  currency,
});
export type MoneySummary = z.infer<typeof moneySummarySchema>;

/** `GET /api/studio/money/statement/` query: days in the platform's time zone, `to` included. */
export const statementQuerySchema = z.object({
  from: optional(day),
  to: optional(day),
  format: optional(z.enum(['json', 'csv'], { error: msg.formatInvalid })),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** One entry of the statement, its amount signed from the organizer's side (a fee or refund is negative). */
export const statementEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  amount,
  created_at: z.string(),
  /** The event the money belongs to; null for a payout or a returned payout. */
  event: z.object({ serial_id: z.string(), name: z.string() }).nullable(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/**
 * `GET /api/studio/money/statement/`: the entries of the period, oldest first, and the balance before and after
 * it. Totals are signed like the entries: `fees` counts fees given back with a refund, `payouts` returned
 * payouts; `net` is their sum, `closing_balance - opening_balance`.
 */
export const statementSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency,
  opening_balance: amount,
  closing_balance: amount,
  totals: z.object({ sales: amount, fees: amount, refunds: amount, payouts: amount, net: amount }),
  entries: z.array(statementEntrySchema),
});
export type Statement = z.infer<typeof statementSchema>;

/**
 * One event's money from the ledger, signed from the organizer's side: sales, Sanza's fees (negative, net of
 * those given back), refunds (negative); `net` is their sum, what the event earns the organizer.
 */
export const eventMoneySchema = z.object({ sales: amount, fees: amount, refunds: amount, net: amount });
export type EventMoney = z.infer<typeof eventMoneySchema>;
