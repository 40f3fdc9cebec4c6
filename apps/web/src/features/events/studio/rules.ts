import {
  studioEventMessages as msg,
  STUDIO_EVENT_LIMITS,
  type StudioEvent,
  type StudioEventCreate,
  type StudioSales,
  studioEventCreateSchema,
} from '@sanza/contracts';
import { formatPrice } from '../../../lib/format.ts';
import { studioEventsTexts as t } from './texts.ts';

/** The Central African time zones an event can be in; Douala first (the site's default, DESIGN §3). */
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

/** The form's values: what the inputs hold (text), turned into the API's body by `toEventBody`. */
export type TicketTypeValues = {
  /** The ticket type's id once it exists (editing); absent for a new one. */
  ticket_id?: number;
  name: string;
  description: string;
  price: string;
  quantity: string;
  max_per_order: string;
  sales_start: string;
  sales_end: string;
  /** Issue 20: when the line-up's subscribers may buy, before `sales_start`. */
  presale_start: string;
  has_auction: boolean;
  auction: { starting_price: string; min_increment: string; ends_at: string };
  /** An existing auction is not editable (the server refuses it): its inputs are shown read-only. */
  auction_locked?: boolean;
};

export type EventFormValues = {
  name: string;
  description: string;
  category: string;
  venue: string;
  city: string;
  time_zone: string;
  starts_at: string;
  ends_at: string;
  ticket_types: TicketTypeValues[];
};

export function emptyTicketType(): TicketTypeValues {
  return {
    name: '',
    description: '',
    price: '',
    quantity: '',
    max_per_order: '4',
    sales_start: '',
    sales_end: '',
    presale_start: '',
    has_auction: false,
    auction: { starting_price: '', min_increment: '1000', ends_at: '' },
  };
}

export function emptyEvent(): EventFormValues {
  return {
    name: '',
    description: '',
    category: '',
    venue: '',
    city: '',
    time_zone: DEFAULT_TIME_ZONE,
    starts_at: '',
    ends_at: '',
    ticket_types: [emptyTicketType()],
  };
}

/** An event of the studio as the form's values, its times in its own time zone. */
export function eventToValues(event: StudioEvent): EventFormValues {
  const tz = event.time_zone;
  return {
    name: event.name,
    description: event.description,
    category: event.category.serial_id,
    venue: event.venue,
    city: event.city,
    time_zone: tz,
    starts_at: isoToZonedLocal(event.starts_at, tz),
    ends_at: isoToZonedLocal(event.ends_at, tz),
    ticket_types: event.ticket_types.map((type) => ({
      ticket_id: type.id,
      name: type.name,
      description: type.description,
      price: String(type.price),
      quantity: String(type.quantity),
      max_per_order: type.max_per_order === null ? '' : String(type.max_per_order),
      sales_start: isoToZonedLocal(type.sales_start, tz),
      sales_end: isoToZonedLocal(type.sales_end, tz),
      presale_start: isoToZonedLocal(type.presale_start, tz),
      has_auction: type.auction !== null,
      auction: {
        starting_price: type.auction ? String(type.auction.starting_price) : '',
        min_increment: type.auction ? String(type.auction.min_increment) : '',
        ends_at: isoToZonedLocal(type.auction?.ends_at, tz),
      },
      auction_locked: type.auction !== null,
    })),
  };
}

/** A number input's text as a number; empty or not a number → undefined (the schema says what is wrong). */
function toNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** The API body of the form's values, every time as ISO 8601 with the event's offset. */
export function toEventBody(values: EventFormValues): StudioEventCreate & {
  ticket_types: (StudioEventCreate['ticket_types'][number] & { id?: number })[];
} {
  const tz = values.time_zone || DEFAULT_TIME_ZONE;
  const when = (local: string) => zonedToIso(local, tz);
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    venue: values.venue,
    city: values.city,
    time_zone: tz,
    starts_at: when(values.starts_at) as string,
    ends_at: when(values.ends_at),
    ticket_types: values.ticket_types.map((type) => ({
      ...(type.ticket_id ? { id: type.ticket_id } : {}),
      name: type.name,
      description: type.description,
      price: toNumber(type.price) as number,
      quantity: toNumber(type.quantity) as number,
      max_per_order: toNumber(type.max_per_order) ?? null,
      sales_start: when(type.sales_start),
      sales_end: when(type.sales_end),
      presale_start: when(type.presale_start),
      ...(type.has_auction && !type.auction_locked
        ? {
            auction: {
              starting_price: toNumber(type.auction.starting_price) as number,
              min_increment: toNumber(type.auction.min_increment) as number,
              ends_at: when(type.auction.ends_at) as string,
            },
          }
        : {}),
    })),
  };
}

/** Form errors by field path (`ticket_types.0.price`): one message each, the first broken rule. */
export type FormErrors = Record<string, string>;

/**
 * Every rule the form checks before sending: the shared schema of the API (same French messages), a date
 * for each time asked for, and the order of the times (the server checks them too; here the message lands
 * by the field concerned). `now` is when the check runs; a start equal to `keptStart` (editing an event
 * whose date is not changed) is not required to be in the future.
 */
export function validateEvent(
  values: EventFormValues,
  { now = new Date(), keptStart }: { now?: Date; keptStart?: string } = {},
): FormErrors {
  const errors: FormErrors = {};
  const add = (path: string, message: string) => {
    if (!errors[path]) errors[path] = message;
  };
  const body = toEventBody(values);
  const parsed = studioEventCreateSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(issue.path.join('.'), issue.message);
  }
  if (!values.category) add('category', t.categoryRequired);
  if (!values.starts_at) errors.starts_at = t.dateRequired;
  const start = body.starts_at ? Date.parse(body.starts_at) : Number.NaN;
  const end = body.ends_at ? Date.parse(body.ends_at) : Number.NaN;
  if (start <= now.getTime() && values.starts_at !== keptStart) add('starts_at', msg.startsInPast);
  if (end <= start) add('ends_at', msg.endsBeforeStart);
  values.ticket_types.forEach((type, i) => {
    const row = body.ticket_types[i];
    if (!row) return;
    const at = `ticket_types.${i}`;
    const salesStart = row.sales_start ? Date.parse(row.sales_start) : Number.NaN;
    const salesEnd = row.sales_end ? Date.parse(row.sales_end) : Number.NaN;
    if (salesEnd <= salesStart) add(`${at}.sales_end`, msg.salesEndBeforeStart);
    if (salesEnd > (Number.isNaN(end) ? start : end)) add(`${at}.sales_end`, msg.salesEndAfterEvent);
    if (row.presale_start) {
      if (Number.isNaN(salesStart)) add(`${at}.presale_start`, msg.presaleNeedsSalesStart);
      else if (Date.parse(row.presale_start) >= salesStart)
        add(`${at}.presale_start`, msg.presaleAfterSalesStart);
    }
    if (type.has_auction && !type.auction_locked) {
      if (!type.auction.ends_at) errors[`${at}.auction.ends_at`] = t.dateRequired;
      const auctionEnd = row.auction?.ends_at ? Date.parse(row.auction.ends_at) : Number.NaN;
      if (auctionEnd >= start) add(`${at}.auction.ends_at`, msg.auctionEndsAfterStart);
      if (auctionEnd <= now.getTime()) add(`${at}.auction.ends_at`, t.auctionEndsInPast);
    }
  });
  return errors;
}

/**
 * Where the server's 400 answer goes: each top-level field's first message by that field; the ticket
 * types' messages by the field of the row they are about (the stock message names its ticket type), else
 * above the ticket types. Answers the field errors and the messages left for the form's red box.
 */
export function serverErrorsToFields(
  body: unknown,
  values: EventFormValues,
): { fields: FormErrors; rest: string[] } {
  const fields: FormErrors = {};
  const rest: string[] = [];
  if (!body || typeof body !== 'object') return { fields, rest };
  const known = new Set([
    'name',
    'description',
    'category',
    'venue',
    'city',
    'time_zone',
    'starts_at',
    'ends_at',
  ]);
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const messages = Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : [];
    if (typeof value === 'string') messages.push(value);
    if (known.has(key)) {
      if (messages[0]) fields[key] = messages[0];
    } else if (key === 'ticket_types') {
      for (const message of messages) {
        const path = ticketTypeFieldOf(message, values);
        if (path && !fields[path]) fields[path] = message;
        else if (!fields.ticket_types) fields.ticket_types = message;
        else rest.push(message);
      }
    } else {
      rest.push(...messages);
    }
  }
  return { fields, rest };
}

/** The field of the ticket type row a server message is about, when it can tell. */
function ticketTypeFieldOf(message: string, values: EventFormValues): string | null {
  const rows = values.ticket_types;
  const named = /«\s(.+?)\s»/.exec(message)?.[1];
  if (named !== undefined) {
    const i = rows.findIndex((row) => row.name.trim() === named);
    return i >= 0 ? `ticket_types.${i}.quantity` : null;
  }
  const firstWhere = (test: (row: TicketTypeValues) => boolean) => {
    const i = rows.findIndex(test);
    return i >= 0 ? i : null;
  };
  if (message === msg.auctionEndsAfterStart) {
    const i = firstWhere((row) => row.has_auction && !row.auction_locked);
    return i === null ? null : `ticket_types.${i}.auction.ends_at`;
  }
  if (message === msg.salesEndAfterEvent || message === msg.salesEndBeforeStart) {
    const i = firstWhere((row) => row.sales_end !== '');
    return i === null ? null : `ticket_types.${i}.sales_end`;
  }
  if (message === msg.presaleNeedsSalesStart || message === msg.presaleAfterSalesStart) {
    const i = firstWhere((row) => row.presale_start !== '');
    return i === null ? null : `ticket_types.${i}.presale_start`;
  }
  return null;
}

/** The badge of an event's status: hidden by staff wins over published. */
export function statusBadge(event: Pick<StudioEvent, 'status' | 'hidden_reason'>): {
  label: string;
  tone: 'draft' | 'published' | 'cancelled' | 'hidden';
} {
  if (event.status === 'cancelled') return { label: t.status.cancelled, tone: 'cancelled' };
  if (event.hidden_reason) return { label: t.status.hidden, tone: 'hidden' };
  if (event.status === 'published') return { label: t.status.published, tone: 'published' };
  return { label: t.status.draft, tone: 'draft' };
}

/** The status actions an event's state allows. */
export function statusActions(event: Pick<StudioEvent, 'status'>): ('publish' | 'unpublish' | 'cancel')[] {
  if (event.status === 'draft') return ['publish', 'cancel'];
  if (event.status === 'published') return ['unpublish', 'cancel'];
  return [];
}

/** A cover file checked before it is sent: JPEG, PNG or WebP of at most 10 MB; answers the error or null. */
export function coverFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) return msg.coverType;
  if (file.size > STUDIO_EVENT_LIMITS.coverMaxBytes) return msg.coverTooLarge;
  return null;
}

export type ChartBar = {
  day: string;
  tickets: number;
  amount: number;
  /** Height as a share of the tallest bar, 0–1. */
  ratio: number;
  /** `12 déc.`: the day's short label under its bar. */
  label: string;
  /** What a screen reader says of the bar. */
  description: string;
};

const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/**
 * The bars of the sales chart: one per day from the first sale to the last, days without a sale included
 * (a bar of 0), so the gaps show. Each bar's height is its tickets over the best day's.
 */
export function chartBars(perDay: StudioSales['per_day']): ChartBar[] {
  if (perDay.length === 0) return [];
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const sorted = [...perDay].sort((a, b) => a.day.localeCompare(b.day));
  const first = Date.parse(`${sorted[0]?.day}T00:00:00Z`);
  const last = Date.parse(`${sorted.at(-1)?.day}T00:00:00Z`);
  const days: string[] = [];
  // At most a year of bars: a longer sale keeps its days with sales only.
  if ((last - first) / 86_400_000 <= 366) {
    for (let at = first; at <= last; at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  } else {
    days.push(...sorted.map((d) => d.day));
  }
  const max = Math.max(...perDay.map((d) => d.tickets), 1);
  return days.map((day) => {
    const row = byDay.get(day) ?? { day, tickets: 0, amount: 0 };
    const date = new Date(`${day}T00:00:00Z`);
    return {
      day,
      tickets: row.tickets,
      amount: row.amount,
      ratio: row.tickets / max,
      label: dayLabel.format(date),
      description: t.sales.barDescription(dayLong.format(date), row.tickets, formatPrice(row.amount)),
    };
  });
}
