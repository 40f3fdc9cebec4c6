/** Where services read the time from, so holds, countdowns and deadlines are testable without sleeping. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function fixedClock(start: Date): Clock & { set(d: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (d) => {
      current = new Date(d);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`2030-06-10`) of an instant in `timeZone`. */
export function localDay(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** The first instant after `at` that is on the next calendar day in `timeZone` (its local midnight). */
export function nextLocalMidnight(at: Date, timeZone: string): Date {
  const day = localDay(at, timeZone);
  // A day lasts at most 25 hours (the day clocks go back): the change is within the next 26.
  let before = at.getTime();
  let after = before + 26 * 3_600_000;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (localDay(new Date(middle), timeZone) === day) before = middle;
    else after = middle;
  }
  return new Date(after);
}

/** The local date (`2030-06-10`) and time (`20:00:00`) of an instant in `timeZone`. */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}
