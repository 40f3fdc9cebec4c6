import { studioMoneyMessages as msg, STATEMENT_LIMITS } from '@sanza/contracts/constants';
import { formatPrice, VENUE_TIME_ZONE } from '../../../lib/format.ts';
import type { StatementPeriod } from './api.ts';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day of `now` where the events take place, YYYY-MM-DD (the server counts days there too). */
export function venueDayOf(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: VENUE_TIME_ZONE }).format(now);
}

/** A real calendar day written YYYY-MM-DD, as a UTC midnight, or null. */
function dayTime(day: string): number | null {
  if (!DAY.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? null : time;
}

/** The statement's default period: the last `STATEMENT_LIMITS.defaultDays` days, today included. */
export function defaultPeriod(now: Date): StatementPeriod {
  const to = venueDayOf(now);
  const from = new Date((dayTime(to) ?? now.getTime()) - (STATEMENT_LIMITS.defaultDays - 1) * DAY_MS);
  return { from: from.toISOString().slice(0, 10), to };
}

/** Why a period is refused, in the contracts' words, per field; null when it may be asked. */
export function periodErrors(period: StatementPeriod): Partial<Record<keyof StatementPeriod, string>> | null {
  const from = dayTime(period.from);
  const to = dayTime(period.to);
  if (from === null || to === null) {
    return {
      ...(from === null && { from: msg.dateInvalid }),
      ...(to === null && { to: msg.dateInvalid }),
    };
  }
  if (from > to) return { to: msg.fromAfterTo };
  if ((to - from) / DAY_MS + 1 > STATEMENT_LIMITS.maxDays) return { to: msg.periodTooLong };
  return null;
}

/** A signed amount that reads as such: `+10 000 XAF`, `−1 500 XAF` (a true minus sign), `0 XAF`. */
export function formatSignedPrice(amount: number): string {
  if (amount > 0) return `+${formatPrice(amount)}`;
  if (amount < 0) return `\u2212${formatPrice(-amount)}`;
  return formatPrice(0);
}
