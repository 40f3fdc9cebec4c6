import { CURRENCY, eventMessages } from '@sanza/contracts/constants';

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

/** Time zone event dates, times and deadlines are shown in (DESIGN §3: the venue's, default Africa/Douala). */
export const VENUE_TIME_ZONE = 'Africa/Douala';

const longDateInVenue = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: VENUE_TIME_ZONE,
});

const timeInVenue = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: VENUE_TIME_ZONE,
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

/**
 * An instant (`2026-12-12T19:00:00.000Z`) or a calendar date as its day in French long format, in the venue's
 * time zone: `samedi 12 décembre 2026`. Anything unparsable is returned as is.
 */
export function formatLongDateOf(value: string): string {
  if (parseCalendarDate(value)) return formatLongDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDateInVenue.format(date);
}

/** An instant as `samedi 12 décembre 2026 à 20:00`, in the venue's time zone; unparsable values as is. */
export function formatDateTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return `${longDateInVenue.format(date)} à ${timeInVenue.format(date)}`;
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

/** A ticket's price, or what a buyer pays for tickets: « Gratuit » when nothing, else as formatPrice. */
export function formatTicketPrice(amount: number): string {
  return amount === 0 ? eventMessages.free : formatPrice(amount);
}

/** A megabyte as phone plans count it (and as the spec's « Mo » reads): a million bytes. */
export const BYTES_PER_MEGABYTE = 1_000_000;

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/**
 * Bytes as French megabytes: `1 234 567` → `1,2 Mo`; one decimal under 100 Mo, none above (`1 250 Mo`);
 * anything above zero shows at least `0,1 Mo`. Separators are no-break spaces (U+00A0), which old Android
 * fonts draw and which keep the figure and its unit together.
 */
export function formatMegabytes(bytes: number): string {
  const megabytes = Math.max(0, bytes) / BYTES_PER_MEGABYTE;
  const shown = megabytes > 0 && megabytes < 0.1 ? 0.1 : megabytes;
  const figure = shown >= 100 ? whole.format(shown) : shown === 0 ? '0' : oneDecimal.format(shown);
  return `${figure.replace(/[\u202f\s]/g, '\u00a0')}\u00a0Mo`;
}
