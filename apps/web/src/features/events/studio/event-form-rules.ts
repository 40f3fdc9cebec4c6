import {
  studioEventMessages as msg,
  type StudioEvent,
  type StudioEventCreate,
  studioEventCreateSchema,
} from '@sanza/contracts';
import { studioEventsTexts as t } from './texts.ts';

import { DEFAULT_TIME_ZONE, isoToZonedLocal, zonedToIso } from './time-zones.ts';

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
  /** The presale: when the line-up's subscribers may buy, before `sales_start`. */
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
