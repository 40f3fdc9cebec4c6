import { CURRENCY } from '@sanza/contracts';

const longDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** A `YYYY-MM-DD` calendar date as a UTC instant, so no time zone can move it to another day. */
function parseCalendarDate(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026-12-12` → `samedi 12 décembre 2026` (French long format); anything unparsable is returned as is. */
export function formatLongDate(isoDate: string): string {
  const date = parseCalendarDate(isoDate);
  return date ? longDate.format(date) : isoDate;
}

/** `2026-12-12` → `sam. 12 déc.`, for tight spaces such as the right panel. */
export function formatShortDate(isoDate: string): string {
  const date = parseCalendarDate(isoDate);
  return date ? shortDate.format(date) : isoDate;
}

/** `20:30:00` → `20:30` (the first five characters, as the spec shows times). */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/**
 * `10000` → `10 000 XAF`, grouped the French way. Intl uses a narrow no-break space (U+202F) that old
 * Android fonts draw as a box, so every separator is the plain no-break space (U+00A0), which also keeps
 * the amount and its currency on one line.
 */
export function formatPrice(amount: number): string {
  return `${integer.format(amount).replace(/[\u202f\s]/g, '\u00a0')}\u00a0${CURRENCY}`;
}
