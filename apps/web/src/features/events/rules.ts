import type { Event, TicketType } from '@sanza/contracts';

/**
 * UTC offset of the venue time zone events are given in (Africa/Douala, which keeps UTC+1 all year,
 * no daylight saving), so "upcoming" means the same thing on every phone whatever its own clock zone.
 */
const VENUE_UTC_OFFSET = '+01:00';

/** What an event card says about price ("Event list"). */
export type PriceLabel =
  | { kind: 'free' }
  | { kind: 'soldOut' }
  | { kind: 'noPrice' }
  | { kind: 'from'; amount: number };

/** The list's filters: every event, those starting in the future, those with an auction ticket. */
export const EVENT_FILTERS = ['all', 'upcoming', 'auction'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

/** The list's orders: date ascending, lowest price ascending, most viewed first. */
export const EVENT_SORTS = ['date', 'price', 'popularity'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

export type EventCriteria = { search: string; filter: EventFilter; sort: EventSort };

/** Whether a ticket type can be bought now: on sale and with stock left. */
export function isOnSale(ticket: Pick<TicketType, 'is_available' | 'quantity_available'>): boolean {
  return ticket.is_available && ticket.quantity_available > 0;
}

/**
 * Where a ticket type's sale stands at `now`: `presale` while only the line-up's subscribers may buy,
 * `soon` before any sale opens, `open` otherwise.
 */
export function saleStage(
  ticket: Pick<TicketType, 'sales_start' | 'presale_start'>,
  now: Date,
): 'presale' | 'soon' | 'open' {
  const sales = ticket.sales_start ? new Date(ticket.sales_start) : null;
  if (!sales || sales <= now) return 'open';
  const presale = ticket.presale_start ? new Date(ticket.presale_start) : null;
  return presale && presale <= now ? 'presale' : 'soon';
}

/** Lowest price among the ticket types on sale; null when none is on sale or none has a usable price. */
export function lowestAvailablePrice(event: Pick<Event, 'ticket_types'>): number | null {
  const prices = event.ticket_types
    .filter(isOnSale)
    .map((ticket) => ticket.price)
    .filter((price) => Number.isFinite(price));
  return prices.length ? Math.min(...prices) : null;
}

/**
 * The card's price label: no ticket types → free; none on sale → sold out; types on sale but no
 * usable price → no price; else the lowest price on sale ("À partir de …"), a 0 one reading free.
 */
export function eventPriceLabel(event: Pick<Event, 'ticket_types'>): PriceLabel {
  if (event.ticket_types.length === 0) return { kind: 'free' };
  if (!event.ticket_types.some(isOnSale)) return { kind: 'soldOut' };
  const lowest = lowestAvailablePrice(event);
  if (lowest === null) return { kind: 'noPrice' };
  return lowest === 0 ? { kind: 'free' } : { kind: 'from', amount: lowest };
}

/** Places left across the ticket types on sale. */
export function totalPlaces(event: Pick<Event, 'ticket_types'>): number {
  return event.ticket_types
    .filter((ticket) => ticket.is_available)
    .reduce((sum, ticket) => sum + Math.max(0, ticket.quantity_available), 0);
}

/** Whether at least one ticket type is sold by auction. */
export function hasAuction(event: Pick<Event, 'ticket_types'>): boolean {
  return event.ticket_types.some((ticket) => ticket.is_auction);
}

/** When the event starts (its date and time at the venue), in ms since the epoch; NaN if unreadable. */
export function startsAt(event: Pick<Event, 'date' | 'time'>): number {
  const time = /^\d{2}:\d{2}$/.test(event.time) ? `${event.time}:00` : event.time.slice(0, 8);
  return Date.parse(`${event.date}T${time}${VENUE_UTC_OFFSET}`);
}

/** Whether the event has started (or its start cannot be read): it then sorts after every upcoming one. */
export function hasStarted(event: Pick<Event, 'date' | 'time'>, now: number = Date.now()): boolean {
  return !(startsAt(event) > now);
}

/**
 * Whether a card offers « Réserver »: registration still open (the 'À venir' status) and not
 * 'Complet'. A past or sold-out event's card only leads to its page.
 */
export function isReservable(
  event: Pick<Event, 'is_registration_open' | 'is_cancelled' | 'ticket_types'>,
): boolean {
  return !event.is_cancelled && event.is_registration_open && eventPriceLabel(event).kind !== 'soldOut';
}

/** Folds case and accents, so 'theatre' finds 'Théâtre' (phones' keyboards make accents slow to type). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The events whose name contains the search and that pass the filter. */
export function filterEvents(
  events: readonly Event[],
  { search, filter }: Pick<EventCriteria, 'search' | 'filter'>,
  now: number = Date.now(),
): Event[] {
  const term = fold(search);
  return events.filter((event) => {
    if (term && !fold(event.name).includes(term)) return false;
    if (filter === 'upcoming') return startsAt(event) > now;
    if (filter === 'auction') return hasAuction(event);
    return true;
  });
}

/** Price an event sorts by: its lowest price on sale; free with no ticket types; last when nothing is on sale. */
function sortPrice(event: Event): number {
  if (event.ticket_types.length === 0) return 0;
  return lowestAvailablePrice(event) ?? Number.POSITIVE_INFINITY;
}

/**
 * A sorted copy: upcoming events always before past ones (what can still be attended leads); then by start
 * (upcoming soonest first, past most recent first), by lowest price ascending, or by views descending, ties
 * broken by start the same way.
 */
export function sortEvents(events: readonly Event[], sort: EventSort, now: number = Date.now()): Event[] {
  const byStart = (a: Event, b: Event) => {
    const difference = (startsAt(a) || 0) - (startsAt(b) || 0);
    return hasStarted(a, now) ? -difference : difference;
  };
  const compare: Record<EventSort, (a: Event, b: Event) => number> = {
    date: byStart,
    price: (a, b) => {
      const pa = sortPrice(a);
      const pb = sortPrice(b);
      return pa === pb ? byStart(a, b) : pa < pb ? -1 : 1;
    },
    popularity: (a, b) => (b.view ?? 0) - (a.view ?? 0) || byStart(a, b),
  };
  const group = (event: Event) => (hasStarted(event, now) ? 1 : 0);
  return [...events].sort((a, b) => group(a) - group(b) || compare[sort](a, b));
}

/** The list as shown: filtered by search and filter, then sorted. */
export function selectEvents(events: readonly Event[], criteria: EventCriteria, now = Date.now()): Event[] {
  return sortEvents(filterEvents(events, criteria, now), criteria.sort, now);
}
