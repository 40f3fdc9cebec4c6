import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDayMonthOf,
  formatInteger,
  formatLongDate,
  formatLongDateOf,
  formatMegabytes,
  formatPrice,
  formatShortDate,
  formatTicketPrice,
  formatTime,
} from './format.ts';

describe('formatLongDate', () => {
  it('writes a calendar date in French long format with the weekday', () => {
    expect(formatLongDate('2026-12-12')).toBe('samedi 12 décembre 2026');
    expect(formatLongDate('2027-01-01')).toBe('vendredi 1 janvier 2027');
  });

  it('keeps the calendar day whatever the time zone (no UTC shift to the previous day)', () => {
    expect(formatLongDate('2026-03-01')).toBe('dimanche 1 mars 2026');
  });

  it('returns an unparsable value unchanged', () => {
    expect(formatLongDate('bientôt')).toBe('bientôt');
  });
});

describe('formatShortDate', () => {
  it('abbreviates weekday and month', () => {
    expect(formatShortDate('2026-12-12')).toBe('sam. 12 déc.');
  });
});

describe('formatTime', () => {
  it('keeps hours and minutes only', () => {
    expect(formatTime('20:30:00')).toBe('20:30');
    expect(formatTime('09:05')).toBe('09:05');
  });
});

describe('formatPrice', () => {
  it('groups thousands the French way with no-break spaces and appends XAF', () => {
    expect(formatPrice(10000)).toBe('10\u00a0000\u00a0XAF');
    expect(formatPrice(1250000)).toBe('1\u00a0250\u00a0000\u00a0XAF');
  });

  it('writes small and zero amounts without grouping', () => {
    expect(formatPrice(500)).toBe('500\u00a0XAF');
    expect(formatPrice(0)).toBe('0\u00a0XAF');
  });
});

describe('formatTicketPrice', () => {
  it('says « Gratuit » for a free ticket or a free order, the amount otherwise', () => {
    expect(formatTicketPrice(0)).toBe('Gratuit');
    expect(formatTicketPrice(5000)).toBe('5\u00a0000\u00a0XAF');
  });
});

describe('formatLongDateOf and formatDateTime', () => {
  it('writes an instant as its day at the venue (Africa/Douala, UTC+1)', () => {
    expect(formatLongDateOf('2026-06-01T23:00:00.000Z')).toBe('mardi 2 juin 2026');
    expect(formatLongDateOf('2026-06-01')).toBe('lundi 1 juin 2026');
    expect(formatLongDateOf('jamais')).toBe('jamais');
  });

  it('writes an instant as day and time at the venue', () => {
    expect(formatDateTime('2026-12-01T19:00:00.000Z')).toBe('mardi 1 décembre 2026 à 20:00');
    expect(formatDateTime('plus tard')).toBe('plus tard');
  });
});

describe('formatMegabytes', () => {
  const nbsp = '\u00a0';
  it('writes French megabytes with one decimal and a comma', () => {
    expect(formatMegabytes(1_234_567)).toBe(`1,2${nbsp}Mo`);
    expect(formatMegabytes(1_250_000)).toBe(`1,3${nbsp}Mo`);
    expect(formatMegabytes(14_400_000)).toBe(`14,4${nbsp}Mo`);
  });

  it('drops the decimal from 100 Mo on, grouping thousands with a no-break space', () => {
    expect(formatMegabytes(123_456_789)).toBe(`123${nbsp}Mo`);
    expect(formatMegabytes(1_250_000_000)).toBe(`1${nbsp}250${nbsp}Mo`);
  });

  it('never shows a cost above zero as nothing', () => {
    expect(formatMegabytes(0)).toBe(`0${nbsp}Mo`);
    expect(formatMegabytes(20_000)).toBe(`0,1${nbsp}Mo`);
  });
});

/** What Intl writes, with the no-break spaces Sanza uses instead of its narrow ones (format.ts). */
function intl(options: Intl.DateTimeFormatOptions, date: Date): string {
  return new Intl.DateTimeFormat('fr-FR', options).format(date).replace(/\u202f/g, '\u00a0');
}

describe('the hand-written French formats are Intl’s, without loading Intl', () => {
  // Instants from 1970 to 2200, and calendar dates in the same span.
  const instants = fc.integer({ min: 0, max: 7_258_118_400_000 }).map((ms) => new Date(ms));
  const calendarDays = instants.map((date) => date.toISOString().slice(0, 10));
  const venue = { timeZone: 'Africa/Douala' } as const;

  it('writes calendar dates as Intl does (long and short)', () => {
    fc.assert(
      fc.property(calendarDays, (day) => {
        const date = new Date(`${day}T00:00:00Z`);
        const utc = { timeZone: 'UTC' } as const;
        expect(formatLongDate(day)).toBe(
          intl({ ...utc, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, date),
        );
        expect(formatShortDate(day)).toBe(
          intl({ ...utc, weekday: 'short', day: 'numeric', month: 'short' }, date),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('writes instants at the venue (Africa/Douala) as Intl does', () => {
    fc.assert(
      fc.property(instants, (date) => {
        const iso = date.toISOString();
        const day = intl({ ...venue, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, date);
        const time = intl({ ...venue, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, date);
        expect(formatLongDateOf(iso)).toBe(day);
        expect(formatDateTime(iso)).toBe(`${day} à ${time}`);
        expect(formatDayMonthOf(iso)).toBe(intl({ ...venue, day: 'numeric', month: 'short' }, date));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes numbers as Intl does, rounding included', () => {
    const format = (digits: number, value: number) =>
      new Intl.NumberFormat('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits })
        .format(value)
        .replace(/[\u202f\s]/g, '\u00a0');
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ min: -1e15, max: 1e15, noNaN: true })), (value) => {
        expect(formatInteger(value)).toBe(format(0, value));
      }),
      { numRuns: 5000 },
    );
    // Halves, where rounding rules differ: 0,5 → 1 and 2,5 → 3 (half away from zero), 0,15 → 0,1 (the
    // double under 0.15).
    for (const value of [0.5, 1.5, 2.5, -2.5, -0.4, 1e21, Number.POSITIVE_INFINITY]) {
      expect(formatInteger(value)).toBe(format(0, value));
    }
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 99_949_999 }), (bytes) => {
        expect(formatMegabytes(bytes)).toBe(`${format(1, bytes / 1e6)}\u00a0Mo`);
      }),
      { numRuns: 5000 },
    );
    for (const bytes of [150_000, 1_250_000, 1_050_000, 99_950_000, 0.15e6]) {
      expect(formatMegabytes(bytes)).toBe(`${format(1, bytes / 1e6)}\u00a0Mo`);
    }
  });
});
