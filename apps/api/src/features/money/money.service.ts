import {
  type EventMoney,
  LEDGER_ENTRY_LABELS,
  type MoneySummary,
  studioMoneyMessages as msg,
  STATEMENT_CSV_COLUMNS,
  STATEMENT_LIMITS,
  type Statement,
  type StatementQuery,
} from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { type Clock, localDateTime, localDay } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './money.repository.ts';

export type MoneyService = ReturnType<typeof createMoneyService>;

const DAY_MS = 24 * 3_600_000;

/** The calendar day `days` after `day` (YYYY-MM-DD; negative for before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The statement's days: those asked, `to` defaulting to `today` and `from` to the 30 days ending at `to`.
 * Throws a 400 on `from` when it falls after `to` or the period passes 366 days.
 */
export function statementPeriod(query: Pick<StatementQuery, 'from' | 'to'>, today: string) {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - STATEMENT_LIMITS.defaultDays);
  if (from > to) throw AppError.fields({ from: [msg.fromAfterTo] });
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > STATEMENT_LIMITS.maxDays) throw AppError.fields({ from: [msg.periodTooLong] });
  return { from, to };
}

/** An instant as the statement's CSV writes it, in `timeZone`: '2030-05-10 20:30'. */
function localDateAndMinute(at: Date, timeZone: string) {
  const { date, time } = localDateTime(at, timeZone);
  return `${date} ${time.slice(0, 5)}`;
}

/**
 * The organizer's money as they read it in the studio: the balance and what may be paid out now, the statement
 * of a period (JSON or CSV rows), and one event's figures for its sales page. Reads only: the ledger service
 * writes the entries.
 */
export function createMoneyService(deps: { db: Db; clock: Clock; timeZone: string; payoutHoldDays: number }) {
  const { db, clock, timeZone } = deps;

  return {
    /**
     * The balance, and what may be paid out now: the money of events ended PAYOUT_HOLD_DAYS ago or more and the
     * entries tied to no event (payouts, returned payouts), never below 0 nor above the balance.
     */
    async summary(organizerId: number): Promise<MoneySummary> {
      const endedBy = new Date(clock.now().getTime() - deps.payoutHoldDays * DAY_MS);
      const { balance, releasable } = await repo.balanceOf(db, organizerId, endedBy);
      const available = Math.max(0, Math.min(balance, releasable));
      return { balance, available, pending: balance - available, currency: 'XAF' };
    },

    /** The organizer's entries of a period (days in the platform's time zone), oldest first, with the totals. */
    async statement(organizerId: number, query: StatementQuery): Promise<Statement> {
      const { from, to } = statementPeriod(query, localDay(clock.now(), timeZone));
      const [opening, rows] = await Promise.all([
        repo.balanceBefore(db, organizerId, from, timeZone),
        repo.entriesBetween(db, organizerId, from, to, timeZone),
      ]);
      const totals = { sales: 0, fees: 0, refunds: 0, payouts: 0, net: 0 };
      for (const row of rows) {
        if (row.kind === 'sale') totals.sales += row.amount;
        else if (row.kind === 'fee') totals.fees += row.amount;
        else if (row.kind === 'refund') totals.refunds += row.amount;
        else totals.payouts += row.amount;
        totals.net += row.amount;
      }
      return {
        from,
        to,
        currency: 'XAF',
        opening_balance: opening,
        closing_balance: opening + totals.net,
        totals,
        entries: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          amount: row.amount,
          created_at: row.createdAt.toISOString(),
          event:
            row.eventSerialId === null || row.eventName === null
              ? null
              : { serial_id: row.eventSerialId, name: row.eventName },
        })),
      };
    },

    /** A statement as CSV rows, header first: local date and time, the kind in French, the event, the amount. */
    statementRows(statement: Statement): (string | number)[][] {
      return [
        [...STATEMENT_CSV_COLUMNS],
        ...statement.entries.map((entry) => [
          localDateAndMinute(new Date(entry.created_at), timeZone),
          LEDGER_ENTRY_LABELS[entry.kind],
          entry.event?.name ?? '',
          entry.amount,
        ]),
      ];
    },

    /** One event's money for its sales page; `net` is what it earns its organizer (payouts aside). */
    async eventMoney(eventId: number): Promise<EventMoney> {
      const { sales, fees, refunds } = await repo.eventTotals(db, eventId);
      return { sales, fees, refunds, net: sales + fees + refunds };
    },
  };
}
