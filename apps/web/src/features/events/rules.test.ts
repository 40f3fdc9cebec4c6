import { describe, expect, it } from 'vitest';
import { makeEvent, makeTicket } from '../../test/fixtures.ts';
import {
  eventPriceLabel,
  filterEvents,
  hasAuction,
  hasStarted,
  isReservable,
  saleStage,
  selectEvents,
  sortEvents,
  startsAt,
  totalPlaces,
} from './rules.ts';

const names = (events: { name: string }[]) => events.map((event) => event.name);

describe('eventPriceLabel', () => {
  it('is free when the event has no ticket types', () => {
    expect(eventPriceLabel(makeEvent({ ticket_types: [] }))).toEqual({ kind: 'free' });
  });

  it('is sold out when no ticket type is on sale (no stock, or withdrawn)', () => {
    const event = makeEvent({
      ticket_types: [
        makeTicket({ price: 5000, quantity_available: 0 }),
        makeTicket({ price: 8000, quantity_available: 20, is_available: false }),
      ],
    });
    expect(eventPriceLabel(event)).toEqual({ kind: 'soldOut' });
  });

  it('is "no price" when the types on sale carry no usable price', () => {
    const event = makeEvent({ ticket_types: [makeTicket({ price: Number.NaN })] });
    expect(eventPriceLabel(event)).toEqual({ kind: 'noPrice' });
  });

  it('is the lowest price among the types on sale, ignoring a cheaper sold-out one', () => {
    const event = makeEvent({
      ticket_types: [
        makeTicket({ price: 2000, quantity_available: 0 }),
        makeTicket({ price: 25000 }),
        makeTicket({ price: 10000 }),
      ],
    });
    expect(eventPriceLabel(event)).toEqual({ kind: 'from', amount: 10000 });
  });

  it('reads free when the cheapest type on sale costs nothing', () => {
    const event = makeEvent({ ticket_types: [makeTicket({ price: 0 }), makeTicket({ price: 10000 })] });
    expect(eventPriceLabel(event)).toEqual({ kind: 'free' });
  });
});

describe('totalPlaces and hasAuction', () => {
  it('adds the stock of the types on sale only', () => {
    const event = makeEvent({
      ticket_types: [
        makeTicket({ quantity_available: 400 }),
        makeTicket({ quantity_available: 60 }),
        makeTicket({ quantity_available: 30, is_available: false }),
      ],
    });
    expect(totalPlaces(event)).toBe(460);
    expect(totalPlaces(makeEvent({ ticket_types: [] }))).toBe(0);
  });

  it('sees an auction when any type is sold by auction', () => {
    expect(hasAuction(makeEvent({ ticket_types: [makeTicket(), makeTicket({ is_auction: true })] }))).toBe(
      true,
    );
    expect(hasAuction(makeEvent({ ticket_types: [makeTicket()] }))).toBe(false);
  });
});

describe('startsAt', () => {
  it('reads date and time at the venue (UTC+1), with or without seconds', () => {
    expect(new Date(startsAt(makeEvent({ date: '2026-12-12', time: '20:30:00' }))).toISOString()).toBe(
      '2026-12-12T19:30:00.000Z',
    );
    expect(startsAt(makeEvent({ date: '2026-12-12', time: '20:30' }))).toBe(
      startsAt(makeEvent({ date: '2026-12-12', time: '20:30:00' })),
    );
  });
});

describe('hasStarted and isReservable', () => {
  it('sees an event as started from its start at the venue on', () => {
    const event = makeEvent({ date: '2026-07-01', time: '20:00:00' }); // 19:00 UTC
    expect(hasStarted(event, Date.parse('2026-07-01T18:59:59Z'))).toBe(false);
    expect(hasStarted(event, Date.parse('2026-07-01T19:00:00Z'))).toBe(true);
    expect(hasStarted(makeEvent({ date: 'bientôt' }), 0)).toBe(true);
  });

  it('offers reserving only while registration is open and something is left', () => {
    expect(isReservable(makeEvent())).toBe(true);
    expect(isReservable(makeEvent({ is_registration_open: false }))).toBe(false);
    expect(isReservable(makeEvent({ ticket_types: [makeTicket({ quantity_available: 0 })] }))).toBe(false);
    expect(isReservable(makeEvent({ ticket_types: [makeTicket({ is_available: false })] }))).toBe(false);
  });
});

describe('filterEvents', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');
  const past = makeEvent({ name: 'Malabo Jazz Club', date: '2026-06-01', time: '20:00:00' });
  // 13:30 in Douala is 12:30 UTC, half an hour after "now": still upcoming.
  const laterToday = makeEvent({ name: 'Scène Slam Ouverte', date: '2026-06-15', time: '13:30:00' });
  // 12:30 in Douala is 11:30 UTC: already started.
  const startedToday = makeEvent({ name: 'Théâtre du Midi', date: '2026-06-15', time: '12:30:00' });
  const auction = makeEvent({
    name: 'Nuit de la Rumba',
    date: '2026-07-01',
    ticket_types: [makeTicket(), makeTicket({ is_auction: true })],
  });
  const events = [past, laterToday, startedToday, auction];

  it('keeps every event with the "all" filter and no search', () => {
    expect(names(filterEvents(events, { search: '', filter: 'all' }, now))).toEqual(names(events));
  });

  it('keeps events whose start (date and time) is still ahead for "upcoming"', () => {
    expect(names(filterEvents(events, { search: '', filter: 'upcoming' }, now))).toEqual([
      'Scène Slam Ouverte',
      'Nuit de la Rumba',
    ]);
  });

  it('keeps events with an auction ticket type for "auction"', () => {
    expect(names(filterEvents(events, { search: '', filter: 'auction' }, now))).toEqual(['Nuit de la Rumba']);
  });

  it('searches by name ignoring case and accents, combined with the filter', () => {
    expect(names(filterEvents(events, { search: 'THEATRE', filter: 'all' }, now))).toEqual([
      'Théâtre du Midi',
    ]);
    expect(names(filterEvents(events, { search: '  rumba ', filter: 'upcoming' }, now))).toEqual([
      'Nuit de la Rumba',
    ]);
    expect(filterEvents(events, { search: 'makossa', filter: 'all' }, now)).toEqual([]);
  });
});

describe('sortEvents', () => {
  // Before every event below: all upcoming, unless a test says otherwise.
  const early = Date.parse('2026-01-01T00:00:00Z');
  const soon = makeEvent({ name: 'Bientôt', date: '2026-07-01', time: '20:00:00', view: 5 });
  const later = makeEvent({ name: 'Plus tard', date: '2026-08-01', time: '09:00:00', view: 90 });
  const sameDayEarlier = makeEvent({ name: 'Le matin', date: '2026-07-01', time: '10:00:00', view: 40 });
  const cheap = makeEvent({
    name: 'Pas cher',
    date: '2026-09-01',
    ticket_types: [makeTicket({ price: 3000 }), makeTicket({ price: 1000, quantity_available: 0 })],
    view: 1,
  });
  const soldOut = makeEvent({
    name: 'Complet',
    date: '2026-05-01',
    ticket_types: [makeTicket({ price: 500, quantity_available: 0 })],
    view: 0,
  });
  const noTickets = makeEvent({ name: 'Entrée libre', date: '2026-10-01', ticket_types: [], view: 2 });

  it('orders by start ascending, the time deciding within a day', () => {
    expect(names(sortEvents([later, soon, sameDayEarlier], 'date', early))).toEqual([
      'Le matin',
      'Bientôt',
      'Plus tard',
    ]);
  });

  it('orders by lowest price on sale ascending; free first, sold out last', () => {
    const priced = [
      { ...soon, ticket_types: [makeTicket({ price: 10000 })] },
      cheap,
      soldOut,
      noTickets,
      { ...later, ticket_types: [makeTicket({ price: 5000 })] },
    ];
    expect(names(sortEvents(priced, 'price', early))).toEqual([
      'Entrée libre',
      'Pas cher',
      'Plus tard',
      'Bientôt',
      'Complet',
    ]);
  });

  it('orders by views descending for popularity', () => {
    expect(names(sortEvents([soon, later, sameDayEarlier, cheap], 'popularity', early))).toEqual([
      'Plus tard',
      'Le matin',
      'Bientôt',
      'Pas cher',
    ]);
  });

  describe('on 2026-07-15, with two events past', () => {
    const now = Date.parse('2026-07-15T12:00:00Z');
    // Past: 'Complet' (1 May), 'Le matin' and 'Bientôt' (1 July). Upcoming: the rest.
    const all = [soldOut, soon, later, sameDayEarlier, cheap, noTickets];

    it('puts upcoming events first, soonest first, then past ones, most recent first', () => {
      expect(names(sortEvents(all, 'date', now))).toEqual([
        'Plus tard',
        'Pas cher',
        'Entrée libre',
        'Bientôt',
        'Le matin',
        'Complet',
      ]);
    });

    it('keeps upcoming events before past ones when sorting by price', () => {
      const freePast = { ...soon, ticket_types: [] };
      expect(names(sortEvents([freePast, cheap, later, noTickets], 'price', now))).toEqual([
        'Entrée libre',
        'Pas cher',
        'Plus tard',
        'Bientôt',
      ]);
    });

    it('keeps upcoming events before past ones when sorting by popularity', () => {
      expect(names(sortEvents(all, 'popularity', now))).toEqual([
        'Plus tard',
        'Entrée libre',
        'Pas cher',
        'Le matin',
        'Bientôt',
        'Complet',
      ]);
    });
  });

  it('does not reorder the list it is given', () => {
    const list = [later, soon];
    sortEvents(list, 'date', early);
    expect(names(list)).toEqual(['Plus tard', 'Bientôt']);
  });

  it('filters then sorts in selectEvents', () => {
    const now = Date.parse('2026-06-15T12:00:00Z');
    expect(
      names(
        selectEvents([later, soldOut, soon], { search: '', filter: 'upcoming', sort: 'popularity' }, now),
      ),
    ).toEqual(['Plus tard', 'Bientôt']);
  });
});

describe('saleStage', () => {
  const now = new Date('2030-06-03T10:00:00Z');
  it('is open without a sale date or once it passed', () => {
    expect(saleStage({ sales_start: null, presale_start: null }, now)).toBe('open');
    expect(
      saleStage({ sales_start: '2030-06-01T00:00:00Z', presale_start: '2030-05-01T00:00:00Z' }, now),
    ).toBe('open');
  });
  it('is the pre-sale between its start and the public sale, soon before either', () => {
    const ticket = { sales_start: '2030-06-05T00:00:00Z', presale_start: '2030-06-02T00:00:00Z' };
    expect(saleStage(ticket, now)).toBe('presale');
    expect(saleStage(ticket, new Date('2030-06-01T00:00:00Z'))).toBe('soon');
    expect(saleStage({ ...ticket, presale_start: null }, now)).toBe('soon');
  });
});
