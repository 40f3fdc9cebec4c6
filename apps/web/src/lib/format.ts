import { CURRENCY, eventMessages } from '@sanza/contracts/constants';

/*
 * Dates and numbers are written by hand rather than with Intl: a page's first Intl.DateTimeFormat or
 * NumberFormat makes the browser load its ICU data, 20–30 ms of main thread on this machine before anything
 * shows, four times that on the phones Lighthouse imitates (docs/decisions/103-the-main-thread-before-first-paint.md).
 * The output is Intl's, character for character (format.test.ts compares them over many values).
 */
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const WEEKDAYS_SHORT = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'];
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const MONTHS_SHORT = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];

/** Time zone event dates, times and deadlines are shown in (the venue's, default Africa/Douala). */
export const VENUE_TIME_ZONE = 'Africa/Douala';
/** Africa/Douala's offset from UTC: +01:00, with no daylight saving time, since 1912. */
const VENUE_UTC_OFFSET_MS = 60 * 60 * 1000;

/** `samedi 12 décembre 2026`, from a date whose UTC fields are the day to write. */
function longDay(date: Date): string {
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The venue's wall clock at `date`, as a Date whose UTC fields read that wall clock. */
function atVenue(date: Date): Date {
  return new Date(date.getTime() + VENUE_UTC_OFFSET_MS);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

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
  return date ? longDay(date) : isoDate;
}

/** `2026-12-12` → `sam. 12 déc.`, for tight spaces such as the right panel. */
export function formatShortDate(isoDate: string): string {
  const date = parseCalendarDate(isoDate);
  return date
    ? `${WEEKDAYS_SHORT[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS_SHORT[date.getUTCMonth()]}`
    : isoDate;
}

/**
 * An instant (`2026-12-12T19:00:00.000Z`) or a calendar date as its day in French long format, in the venue's
 * time zone: `samedi 12 décembre 2026`. Anything unparsable is returned as is.
 */
export function formatLongDateOf(value: string): string {
  if (parseCalendarDate(value)) return formatLongDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDay(atVenue(date));
}

/** An instant as `samedi 12 décembre 2026 à 20:00`, in the venue's time zone; unparsable values as is. */
export function formatDateTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const venue = atVenue(date);
  return `${longDay(venue)} à ${twoDigits(venue.getUTCHours())}:${twoDigits(venue.getUTCMinutes())}`;
}

/** An instant as its day and short month at the venue: `13 déc.`; unparsable values as is. */
export function formatDayMonthOf(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const venue = atVenue(date);
  return `${venue.getUTCDate()} ${MONTHS_SHORT[venue.getUTCMonth()]}`;
}

/** `20:30:00` → `20:30` (the first five characters, as the spec shows times). */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/** `abs` (≥ 0, < 1e21) rounded to `decimals` decimals, half up, as its whole and decimal digits. */
function roundHalfUp(abs: number, decimals: number): [string, string] {
  // Under 1e-6 String writes exponents; nothing that small rounds up to a shown digit.
  if (abs < 1e-6) return ['0', '0'.repeat(decimals)];
  const [whole = '0', fraction = ''] = String(abs).split('.');
  const padded = fraction.padEnd(decimals + 1, '0');
  let digits = whole + padded.slice(0, decimals);
  if (padded[decimals]! >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const split = digits.length - decimals;
  return [digits.slice(0, split) || '0', digits.slice(split)];
}

/**
 * A number with `decimals` decimals (rounded half away from zero, as Intl does), thousands grouped the French
 * way and a decimal comma: `1234567.25` → `1 234 567,3`. Intl groups with a narrow no-break space (U+202F)
 * that old Android fonts draw as a box; here every separator is the plain no-break space (U+00A0), which also
 * keeps a figure and its unit on one line.
 */
function formatDecimal(value: number, decimals: number): string {
  // Intl rounds the shortest decimal that reads back as the double (String(0.15) is `0.15`, so `0,2`),
  // half away from zero. Past 1e21 String switches to exponents, and ∞ is Intl's to write.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat('fr-FR', {
      maximumFractionDigits: decimals,
      minimumFractionDigits: decimals,
    })
      .format(value)
      .replace(/[\u202f\s]/g, '\u00a0');
  }
  const [whole, fraction] = roundHalfUp(Math.abs(value), decimals);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** `12345` → `12 345`: a whole number, grouped the French way with no-break spaces. */
export function formatInteger(value: number): string {
  return formatDecimal(value, 0);
}

/** `10000` → `10 000 XAF`, grouped the French way, the amount and its currency on one line. */
export function formatPrice(amount: number): string {
  return `${formatInteger(amount)}\u00a0${CURRENCY}`;
}

/** A ticket's price, or what a buyer pays for tickets: « Gratuit » when nothing, else as formatPrice. */
export function formatTicketPrice(amount: number): string {
  return amount === 0 ? eventMessages.free : formatPrice(amount);
}

/** A megabyte as phone plans count it (and as the spec's « Mo » reads): a million bytes. */
export const BYTES_PER_MEGABYTE = 1_000_000;

/**
 * Bytes as French megabytes: `1 234 567` → `1,2 Mo`; one decimal under 100 Mo, none above (`1 250 Mo`);
 * anything above zero shows at least `0,1 Mo`. Separators are no-break spaces (U+00A0), which old Android
 * fonts draw and which keep the figure and its unit together.
 */
export function formatMegabytes(bytes: number): string {
  const megabytes = Math.max(0, bytes) / BYTES_PER_MEGABYTE;
  const shown = megabytes > 0 && megabytes < 0.1 ? 0.1 : megabytes;
  const figure = shown >= 100 ? formatInteger(shown) : shown === 0 ? '0' : formatDecimal(shown, 1);
  return `${figure}\u00a0Mo`;
}
