import { studioEventMessages as msg } from '@sanza/contracts';
import { describe, expect, it } from 'vitest';
import {
  type EventFormValues,
  emptyEvent,
  emptyTicketType,
  eventToValues,
  serverErrorsToFields,
  toEventBody,
  validateEvent,
} from './event-form-rules.ts';
import { chartBars, coverFileError, statusActions, statusBadge } from './rules.ts';
import { makeStudioEvent, makeStudioTicketType } from './test-fixtures.ts';
import { formatInZone, isoToZonedLocal, zonedToIso } from './time-zones.ts';

const NOW = new Date('2030-01-01T12:00:00Z');

function filled(overrides: Partial<EventFormValues> = {}): EventFormValues {
  return {
    ...emptyEvent(),
    name: 'Nuit de la Rumba',
    category: 'concerts',
    venue: 'Palais des Congrès',
    city: 'Brazzaville',
    time_zone: 'Africa/Brazzaville',
    starts_at: '2030-06-10T20:00',
    ticket_types: [{ ...emptyTicketType(), name: 'Standard', price: '5000', quantity: '100' }],
    ...overrides,
  };
}

describe('time zones', () => {
  it("reads a datetime-local value in the event's zone and gives ISO 8601 with that zone's offset", () => {
    expect(zonedToIso('2030-06-10T20:00', 'Africa/Douala')).toBe('2030-06-10T20:00:00+01:00');
    expect(zonedToIso('2030-06-10T20:00', 'Africa/Lubumbashi')).toBe('2030-06-10T20:00:00+02:00');
    expect(zonedToIso('2030-06-10T20:00', 'UTC')).toBe('2030-06-10T20:00:00+00:00');
    // A zone with daylight saving: the offset of that date, on both sides of the change.
    expect(zonedToIso('2030-01-10T20:00', 'Europe/Paris')).toBe('2030-01-10T20:00:00+01:00');
    expect(zonedToIso('2030-07-10T20:00', 'Europe/Paris')).toBe('2030-07-10T20:00:00+02:00');
    expect(zonedToIso('2030-07-10T20:00', 'America/New_York')).toBe('2030-07-10T20:00:00-04:00');
    expect(zonedToIso('', 'Africa/Douala')).toBeNull();
    expect(zonedToIso('10/06/2030 20:00', 'Africa/Douala')).toBeNull();
  });

  it('gives back the wall-clock time of an instant in a zone, and shows it in French there', () => {
    expect(isoToZonedLocal('2030-06-10T19:00:00.000Z', 'Africa/Douala')).toBe('2030-06-10T20:00');
    expect(isoToZonedLocal('2030-06-10T19:00:00.000Z', 'Africa/Lubumbashi')).toBe('2030-06-10T21:00');
    expect(isoToZonedLocal(null, 'Africa/Douala')).toBe('');
    expect(formatInZone('2030-06-10T22:30:00.000Z', 'Africa/Kinshasa')).toBe('lundi 10 juin 2030 à 23:30');
    expect(formatInZone('2030-06-10T22:30:00.000Z', 'Africa/Lubumbashi')).toBe('mardi 11 juin 2030 à 00:30');
  });

  it("turns the form into the API's body: numbers, offsets of the event's zone, an auction only when asked", () => {
    const values = filled({
      ends_at: '2030-06-10T23:30',
      ticket_types: [
        {
          ...emptyTicketType(),
          name: 'Standard',
          price: '5000',
          quantity: '100',
          sales_end: '2030-06-10T18:00',
        },
        {
          ...emptyTicketType(),
          name: 'Carré Or',
          price: '50000',
          quantity: '1',
          max_per_order: '1',
          has_auction: true,
          auction: { starting_price: '20000', min_increment: '1000', ends_at: '2030-06-09T12:00' },
        },
      ],
    });
    const body = toEventBody(values);
    expect(body).toMatchObject({
      time_zone: 'Africa/Brazzaville',
      starts_at: '2030-06-10T20:00:00+01:00',
      ends_at: '2030-06-10T23:30:00+01:00',
    });
    expect(body.ticket_types[0]).toEqual({
      name: 'Standard',
      description: '',
      price: 5000,
      quantity: 100,
      max_per_order: 4,
      sales_start: null,
      sales_end: '2030-06-10T18:00:00+01:00',
      presale_start: null,
    });
    expect(body.ticket_types[1]?.auction).toEqual({
      starting_price: 20000,
      min_increment: 1000,
      ends_at: '2030-06-09T12:00:00+01:00',
    });
  });

  it('reads an event back into the form in its own zone; its existing auction is locked and not sent again', () => {
    const event = makeStudioEvent({
      time_zone: 'Africa/Lubumbashi',
      starts_at: '2030-06-10T18:00:00.000Z',
      ticket_types: [
        makeStudioTicketType({
          id: 7,
          name: 'Carré Or',
          auction: {
            id: 3,
            starting_price: 20000,
            current_price: 20000,
            min_increment: 1000,
            ends_at: '2030-06-09T10:00:00.000Z',
            bids_count: 0,
          },
        }),
      ],
    });
    const values = eventToValues(event);
    expect(values.starts_at).toBe('2030-06-10T20:00');
    expect(values.ticket_types[0]).toMatchObject({
      ticket_id: 7,
      has_auction: true,
      auction_locked: true,
      auction: { ends_at: '2030-06-09T12:00' },
    });
    const body = toEventBody(values);
    expect(body.starts_at).toBe('2030-06-10T20:00:00+02:00');
    expect(body.ticket_types[0]).toMatchObject({ id: 7 });
    expect(body.ticket_types[0]).not.toHaveProperty('auction');
  });
});

describe('validateEvent', () => {
  it('accepts a complete event', () => {
    expect(validateEvent(filled(), { now: NOW })).toEqual({});
  });

  it("says what is missing with the API's own French messages, by field", () => {
    const errors = validateEvent(
      {
        ...emptyEvent(),
        ticket_types: [{ ...emptyTicketType(), max_per_order: '', price: 'abc' }],
      },
      { now: NOW },
    );
    expect(errors).toMatchObject({
      name: msg.nameRequired,
      venue: msg.venueRequired,
      city: msg.cityRequired,
      category: 'Choisissez une catégorie',
      starts_at: "Indiquez la date et l'heure",
      'ticket_types.0.name': msg.ticketNameRequired,
      'ticket_types.0.price': msg.priceInvalid,
      'ticket_types.0.quantity': msg.quantityInvalid,
    });
    const negative = validateEvent(
      filled({ ticket_types: [{ ...emptyTicketType(), name: 'A', price: '-5', quantity: '2.5' }] }),
      { now: NOW },
    );
    expect(negative['ticket_types.0.price']).toBe(msg.priceInvalid);
    expect(negative['ticket_types.0.quantity']).toBe(msg.quantityInvalid);
  });

  it('checks the order of the times: start in the future, end after start, sales within the event', () => {
    expect(validateEvent(filled({ starts_at: '2029-12-01T20:00' }), { now: NOW }).starts_at).toBe(
      msg.startsInPast,
    );
    // Editing an event whose date is not changed: a start already past is kept.
    expect(
      validateEvent(filled({ starts_at: '2029-12-01T20:00' }), { now: NOW, keptStart: '2029-12-01T20:00' }),
    ).toEqual({});
    expect(validateEvent(filled({ ends_at: '2030-06-10T19:00' }), { now: NOW }).ends_at).toBe(
      msg.endsBeforeStart,
    );
    const sales = filled({
      ticket_types: [
        {
          ...emptyTicketType(),
          name: 'A',
          price: '1',
          quantity: '1',
          sales_start: '2030-05-01T10:00',
          sales_end: '2030-04-01T10:00',
        },
        { ...emptyTicketType(), name: 'B', price: '1', quantity: '1', sales_end: '2030-06-11T10:00' },
      ],
    });
    const errors = validateEvent(sales, { now: NOW });
    expect(errors['ticket_types.0.sales_end']).toBe(msg.salesEndBeforeStart);
    expect(errors['ticket_types.1.sales_end']).toBe(msg.salesEndAfterEvent);
  });

  it('asks a pre-sale for a public sales start after it', () => {
    const presale = (presale_start: string, sales_start: string) =>
      validateEvent(
        filled({
          ticket_types: [
            { ...emptyTicketType(), name: 'A', price: '1', quantity: '1', presale_start, sales_start },
          ],
        }),
        { now: NOW },
      )['ticket_types.0.presale_start'];
    expect(presale('2030-05-01T10:00', '')).toBe(msg.presaleNeedsSalesStart);
    expect(presale('2030-05-01T10:00', '2030-05-01T10:00')).toBe(msg.presaleAfterSalesStart);
    expect(presale('2030-05-01T10:00', '2030-05-02T10:00')).toBeUndefined();
    expect(presale('', '')).toBeUndefined();
  });

  it('asks an auction for its numbers and an end before the event starts, in the future', () => {
    const auction = (ends_at: string) =>
      filled({
        ticket_types: [
          {
            ...emptyTicketType(),
            name: 'Carré Or',
            price: '1',
            quantity: '1',
            has_auction: true,
            auction: { starting_price: '', min_increment: '0', ends_at },
          },
        ],
      });
    const late = validateEvent(auction('2030-06-10T21:00'), { now: NOW });
    expect(late['ticket_types.0.auction.ends_at']).toBe(msg.auctionEndsAfterStart);
    expect(late['ticket_types.0.auction.starting_price']).toBe(msg.priceInvalid);
    expect(late['ticket_types.0.auction.min_increment']).toBe(msg.auctionIncrementInvalid);
    expect(validateEvent(auction('2029-12-31T10:00'), { now: NOW })['ticket_types.0.auction.ends_at']).toBe(
      "La fin de l'enchère doit être dans le futur",
    );
    expect(validateEvent(auction(''), { now: NOW })['ticket_types.0.auction.ends_at']).toBe(
      "Indiquez la date et l'heure",
    );
  });
});

describe('serverErrorsToFields', () => {
  it('puts the stock message by the quantity of the ticket type it names, other messages by their field', () => {
    const values = filled({
      ticket_types: [
        { ...emptyTicketType(), ticket_id: 1, name: 'VIP', price: '1', quantity: '1' },
        { ...emptyTicketType(), ticket_id: 2, name: 'Standard', price: '1', quantity: '2' },
      ],
    });
    const { fields, rest } = serverErrorsToFields(
      {
        category: [msg.categoryUnknown],
        ticket_types: [msg.stockBelowTaken('Standard', 3), 'Autre problème'],
        non_field_errors: ['Données invalides'],
      },
      values,
    );
    expect(fields).toEqual({
      category: msg.categoryUnknown,
      'ticket_types.1.quantity': msg.stockBelowTaken('Standard', 3),
      ticket_types: 'Autre problème',
    });
    expect(rest).toEqual(['Données invalides']);
  });

  it("puts the auction's and the sales' time messages by the rows that have them", () => {
    const values = filled({
      ticket_types: [
        { ...emptyTicketType(), name: 'A', price: '1', quantity: '1' },
        { ...emptyTicketType(), name: 'B', price: '1', quantity: '1', sales_end: '2030-07-01T10:00' },
        { ...emptyTicketType(), name: 'C', price: '1', quantity: '1', has_auction: true },
      ],
    });
    const { fields } = serverErrorsToFields(
      { ticket_types: [msg.salesEndAfterEvent, msg.auctionEndsAfterStart] },
      values,
    );
    expect(fields).toEqual({
      'ticket_types.1.sales_end': msg.salesEndAfterEvent,
      'ticket_types.2.auction.ends_at': msg.auctionEndsAfterStart,
    });
  });
});

describe('status', () => {
  it('names the status, hidden by staff before published, and offers the actions it allows', () => {
    expect(statusBadge({ status: 'draft', hidden_reason: null }).label).toBe('Brouillon');
    expect(statusBadge({ status: 'published', hidden_reason: null }).label).toBe('Publié');
    expect(statusBadge({ status: 'published', hidden_reason: 'Spam' }).label).toBe("Masqué par l'équipe");
    expect(statusBadge({ status: 'cancelled', hidden_reason: 'Spam' }).label).toBe('Annulé');
    expect(statusActions({ status: 'draft' })).toEqual(['publish', 'cancel']);
    expect(statusActions({ status: 'published' })).toEqual(['unpublish', 'cancel']);
    expect(statusActions({ status: 'cancelled' })).toEqual([]);
  });
});

describe('coverFileError', () => {
  it('takes JPEG, PNG and WebP up to 10 MB', () => {
    expect(coverFileError({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(coverFileError({ type: 'image/webp', size: 1 })).toBeNull();
    expect(coverFileError({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(coverFileError({ type: 'image/gif', size: 1 })).toBe(msg.coverType);
    expect(coverFileError({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(msg.coverTooLarge);
  });
});

describe('chartBars', () => {
  it('has a bar per day from the first sale to the last, empty days at 0, heights relative to the best day', () => {
    const bars = chartBars([
      { day: '2030-05-03', tickets: 2, amount: 10000 },
      { day: '2030-05-01', tickets: 4, amount: 20000 },
    ]);
    expect(bars.map((b) => [b.day, b.tickets, b.ratio])).toEqual([
      ['2030-05-01', 4, 1],
      ['2030-05-02', 0, 0],
      ['2030-05-03', 2, 0.5],
    ]);
    expect(bars[0]?.label).toBe('1 mai');
    expect(bars[0]?.description).toBe('mercredi 1 mai : 4 billet(s), 20\u00a0000\u00a0XAF');
    expect(chartBars([])).toEqual([]);
  });
});
