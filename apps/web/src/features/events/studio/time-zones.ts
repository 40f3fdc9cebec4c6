/** The Central African time zones an event can be in; Douala first (the site's default). */
export const EVENT_TIME_ZONES = [
  { id: 'Africa/Douala', label: 'Douala, Yaoundé (UTC+1)' },
  { id: 'Africa/Brazzaville', label: 'Brazzaville, Pointe-Noire (UTC+1)' },
  { id: 'Africa/Kinshasa', label: 'Kinshasa (UTC+1)' },
  { id: 'Africa/Lubumbashi', label: 'Lubumbashi, Goma (UTC+2)' },
  { id: 'Africa/Libreville', label: 'Libreville (UTC+1)' },
  { id: 'Africa/Bangui', label: 'Bangui (UTC+1)' },
  { id: 'Africa/Malabo', label: 'Malabo (UTC+1)' },
  { id: 'Africa/Ndjamena', label: "N'Djamena (UTC+1)" },
] as const;

export const DEFAULT_TIME_ZONE = 'Africa/Douala';

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in `timeZone`. */
function wallClock(at: Date, timeZone: string) {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes `timeZone` is ahead of UTC at instant `at` (+60 for Douala, +120 for Lubumbashi). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/**
 * A `datetime-local` value (`2030-06-10T20:00`) read as a wall-clock time in `timeZone`, as ISO 8601 with that
 * zone's offset then: `2030-06-10T20:00:00+01:00`. Empty or malformed values answer null.
 */
export function zonedToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return null;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = match.slice(1).map((v) => Number(v ?? 0));
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guessed instant, then at the instant it gives (right across a daylight-saving change).
  let offset = offsetMinutes(new Date(asUtc), timeZone);
  offset = offsetMinutes(new Date(asUtc - offset * 60_000), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const date = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${pad(s)}`;
  return `${date}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An instant as the `datetime-local` value (`2030-06-10T20:00`) of its wall-clock time in `timeZone`. */
export function isoToZonedLocal(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const w = wallClock(at, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const zoneFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** An instant as `samedi 12 décembre 2026 à 20:00`, in `timeZone` (the venue's). */
export function formatInZone(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = {
      date: new Intl.DateTimeFormat('fr-FR', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('fr-FR', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    };
    zoneFormats.set(timeZone, format);
  }
  return `${format.date.format(at)} à ${format.time.format(at)}`;
}
