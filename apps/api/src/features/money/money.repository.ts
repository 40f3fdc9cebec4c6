import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventEndsAt } from '../../db/event-sql.ts';
import { events, ledgerEntries } from '../../db/schema.ts';

// The organizer's side of the ledger, read only: the ledger service (ledger.service.ts) writes the entries.

/** A sum of amounts (bigint in SQL, past 2^31 XAF for a large organizer), 0 over no entry. */
const total = (filter?: SQL) =>
  (filter
    ? sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${filter}), 0)::bigint`
    : sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`
  ).mapWith(Number);

/** The first instant of a calendar `day` (YYYY-MM-DD) in `timeZone`. */
const startOfDay = (day: string, timeZone: string) =>
  sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** The first instant after a calendar `day` in `timeZone`. */
const endOfDay = (day: string, timeZone: string) =>
  sql`(((${day}::date) + 1)::timestamp at time zone ${timeZone})`;

/**
 * The organizer's balance, and of it what is releasable: the money of events that ended by `endedBy`, and the
 * entries tied to no event (payouts and returned payouts).
 */
export async function balanceOf(db: Db, organizerId: number, endedBy: Date) {
  const [row] = await db
    .select({
      balance: total(),
      releasable: total(
        sql`${ledgerEntries.eventId} is null or ${eventEndsAt} <= ${endedBy.toISOString()}::timestamptz`,
      ),
    })
    .from(ledgerEntries)
    .leftJoin(events, eq(events.id, ledgerEntries.eventId))
    .where(eq(ledgerEntries.organizerId, organizerId));
  return row ?? { balance: 0, releasable: 0 };
}

/** The organizer's balance before the calendar `day` (in `timeZone`) begins. */
export async function balanceBefore(db: Db, organizerId: number, day: string, timeZone: string) {
  const [row] = await db
    .select({ balance: total() })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.organizerId, organizerId), lt(ledgerEntries.createdAt, startOfDay(day, timeZone))),
    );
  return row?.balance ?? 0;
}

/** The organizer's entries from the day `from` through the day `to` (in `timeZone`), oldest first. */
export function entriesBetween(db: Db, organizerId: number, from: string, to: string, timeZone: string) {
  return db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
      eventSerialId: events.serialId,
      eventName: events.name,
    })
    .from(ledgerEntries)
    .leftJoin(events, eq(events.id, ledgerEntries.eventId))
    .where(
      and(
        eq(ledgerEntries.organizerId, organizerId),
        gte(ledgerEntries.createdAt, startOfDay(from, timeZone)),
        lt(ledgerEntries.createdAt, endOfDay(to, timeZone)),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/** One event's sales, fees (net of those given back) and refunds, signed from its organizer's side. */
export async function eventTotals(db: Db, eventId: number) {
  const [row] = await db
    .select({
      sales: total(sql`${ledgerEntries.kind} = 'sale'`),
      fees: total(sql`${ledgerEntries.kind} = 'fee'`),
      refunds: total(sql`${ledgerEntries.kind} = 'refund'`),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.eventId, eventId));
  return row ?? { sales: 0, fees: 0, refunds: 0 };
}
