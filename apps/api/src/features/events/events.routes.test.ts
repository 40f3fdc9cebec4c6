import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, createEvent, createTicketType, createUser } from '../../test/factories.ts';
import { EVENT_ANSWER_TTL_MS } from './events.routes.ts';

// 2030-06-01 12:00 in Douala (UTC+1) — the clock every test here reads.
const NOW = new Date('2030-06-01T11:00:00Z');
let ctx: TestContext;
let clock: ReturnType<typeof fixedClock>;

beforeEach(async () => {
  clock = fixedClock(NOW);
  ctx = await createTestApp({ clock });
});
afterEach(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/events/', () => {
  it('answers every event with all its fields, cheapest ticket first', async () => {
    const db = ctx.database.db;
    const organizer = await createUser(db, { username: 'organisateur' });
    const category = await createCategory(db, { name: 'Concerts', description: 'Live' });
    const event = await createEvent(db, {
      name: 'Nuit de la Rumba',
      organizerId: organizer.id,
      categoryId: category.id,
      date: '2030-06-10',
      time: '20:30:00',
      image: 'events/rumba.svg',
      location: 'Brazzaville',
    });
    await createTicketType(db, { eventId: event.id, name: 'VIP', price: 25000, quantityTotal: 10 });
    await createTicketType(db, { eventId: event.id, name: 'Standard', price: 10000, quantityTotal: 5 });

    const res = await get('/api/events/');
    expect(res.statusCode).toBe(200);
    const [body] = res.json();
    expect(body).toEqual({
      serial_id: event.serialId,
      name: 'Nuit de la Rumba',
      description: '',
      organizer: { username: 'organisateur' },
      date: '2030-06-10',
      time: '20:30:00',
      location: 'Brazzaville',
      image: '/media/events/rumba.svg',
      image_srcset: null,
      image_placeholder: null,
      view: 0,
      priority: 0,
      category: { serial_id: category.serialId, name: 'Concerts', description: 'Live' },
      ticket_types: [
        expect.objectContaining({ name: 'Standard', price: 10000, quantity_available: 5, is_auction: false }),
        expect.objectContaining({ name: 'VIP', price: 25000, quantity_available: 10, is_available: true }),
      ],
      registration_deadline: null,
      is_registration_open: true,
      is_cancelled: false,
      // The confirmed line-up (none here).
      artists: [],
    });
    expect(body.ticket_types[0]).toEqual({
      id: expect.any(Number),
      name: 'Standard',
      type_billet: 'standard',
      price: 10000,
      quantity_available: 5,
      is_available: true,
      is_auction: false,
      description: '',
      event: event.serialId,
      sales_start: null,
      presale_start: null,
    });
  });

  it('derives is_registration_open from the deadline, else from the start in the venue time zone', async () => {
    const db = ctx.database.db;
    const open = await createEvent(db, {
      date: '2030-06-05',
      registrationDeadline: new Date('2030-06-02T00:00:00Z'),
    });
    const closed = await createEvent(db, {
      date: '2030-06-05',
      registrationDeadline: new Date('2030-05-31T00:00:00Z'),
    });
    // Starts 12:30 in Douala = 11:30 UTC, half an hour after NOW: still open.
    const startsSoon = await createEvent(db, { date: '2030-06-01', time: '12:30:00' });
    // Started 11:30 in Douala = 10:30 UTC, before NOW: closed.
    const started = await createEvent(db, { date: '2030-06-01', time: '11:30:00' });

    const byId = new Map<string, { is_registration_open: boolean; registration_deadline: string | null }>(
      (await get('/api/events/')).json().map((e: { serial_id: string }) => [e.serial_id, e]),
    );
    expect(byId.get(open.serialId)?.is_registration_open).toBe(true);
    expect(byId.get(open.serialId)?.registration_deadline).toBe('2030-06-02T00:00:00.000Z');
    expect(byId.get(closed.serialId)?.is_registration_open).toBe(false);
    expect(byId.get(startsSoon.serialId)?.is_registration_open).toBe(true);
    expect(byId.get(started.serialId)?.is_registration_open).toBe(false);
  });

  it('closes registration once the event has started, even with a deadline set after the start', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db, {
      date: '2030-05-31',
      registrationDeadline: new Date('2030-06-30T00:00:00Z'),
    });
    const [body] = (await get('/api/events/')).json();
    expect(body).toMatchObject({ serial_id: event.serialId, is_registration_open: false });
  });

  it('reports a sold-out or withdrawn ticket type as not available', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db);
    await createTicketType(db, {
      eventId: event.id,
      name: 'Épuisé',
      quantityTotal: 10,
      quantityAvailable: 0,
    });
    await createTicketType(db, { eventId: event.id, name: 'Retiré', price: 9000, isAvailable: false });
    const types = (await get('/api/events/')).json()[0].ticket_types;
    expect(types.map((t: { name: string; is_available: boolean }) => [t.name, t.is_available])).toEqual([
      ['Épuisé', false],
      ['Retiré', false],
    ]);
  });

  it('lists upcoming events soonest first, then past ones most recent first, and filters', async () => {
    const db = ctx.database.db;
    const music = await createCategory(db);
    const past = await createEvent(db, { date: '2030-05-01', categoryId: music.id });
    const later = await createEvent(db, { date: '2030-07-01' });
    const sooner = await createEvent(db, { date: '2030-06-20', time: '10:00:00', categoryId: music.id });
    const longAgo = await createEvent(db, { date: '2029-12-31' });
    // 11:30 in Douala = 10:30 UTC, before NOW: started this morning, so the most recent past event.
    const thisMorning = await createEvent(db, { date: '2030-06-01', time: '11:30:00' });
    // 12:30 in Douala = 11:30 UTC: the soonest upcoming one, though on the same day.
    const soon = await createEvent(db, { date: '2030-06-01', time: '12:30:00' });
    const ids = (url: string) =>
      get(url).then((r) => r.json().map((e: { serial_id: string }) => e.serial_id));

    expect(await ids('/api/events/')).toEqual([
      soon.serialId,
      sooner.serialId,
      later.serialId,
      thisMorning.serialId,
      past.serialId,
      longAgo.serialId,
    ]);
    expect(await ids(`/api/events/?category=${music.serialId}`)).toEqual([sooner.serialId, past.serialId]);
    expect(await ids('/api/events/?upcoming=true')).toEqual([soon.serialId, sooner.serialId, later.serialId]);
    expect(await ids('/api/events/?category=unknown')).toEqual([]);
  });

  it('rejects a malformed filter with 400 naming the field', async () => {
    const res = await get('/api/events/?upcoming=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ upcoming: [expect.any(String)] });
  });
});

describe('GET /api/events/-/c/categories/', () => {
  it('lists categories by name with serial_id, name and description only', async () => {
    const db = ctx.database.db;
    const b = await createCategory(db, { name: 'Théâtre', description: 'Scène' });
    const a = await createCategory(db, { name: 'Concerts' });
    const res = await get('/api/events/-/c/categories/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { serial_id: a.serialId, name: 'Concerts', description: '' },
      { serial_id: b.serialId, name: 'Théâtre', description: 'Scène' },
    ]);
  });
});

describe('GET /api/events/{limit}/priority-{min}/', () => {
  it('answers at most {limit} upcoming events of priority ≥ {min}, most important first', async () => {
    const db = ctx.database.db;
    const made = [];
    for (const [priority, date] of [
      [50, '2030-06-10'],
      [90, '2030-06-20'],
      [90, '2030-06-15'],
      [5, '2030-06-03'],
      [70, '2030-06-04'],
      [60, '2030-06-05'],
      [80, '2030-06-06'],
    ] as const) {
      made.push(await createEvent(db, { priority, date }));
    }
    await createEvent(db, { priority: 100, date: '2030-05-01' }); // already past: never shown
    await createEvent(db, { priority: 100, date: '2030-06-01', time: '11:30:00' }); // started this morning
    // Started, though a (misconfigured) deadline lies ahead: never shown either.
    await createEvent(db, {
      priority: 100,
      date: '2030-05-31',
      registrationDeadline: new Date('2030-07-01T00:00:00Z'),
    });

    const res = await get('/api/events/5/priority-10/');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { serial_id: string; priority: number }[];
    expect(body.map((e) => e.priority)).toEqual([90, 90, 80, 70, 60]);
    // Equal priority: the sooner event first.
    expect(body[0]!.serial_id).toBe(made[2]!.serialId);

    const three = (await get('/api/events/3/priority-75/')).json() as { priority: number }[];
    expect(three.map((e) => e.priority)).toEqual([90, 90, 80]);
  });

  it.each([
    ['/api/events/0/priority-10/', 'limit'],
    ['/api/events/21/priority-10/', 'limit'],
    ['/api/events/abc/priority-10/', 'limit'],
    ['/api/events/5/priority-101/', 'min'],
    ['/api/events/5/priority--1/', 'min'],
  ])('rejects %s with 400 on %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
  });
});

describe('GET /api/events/{serialId}/', () => {
  it("answers one event, and its view count shows the visitor's view once written", async () => {
    const event = await createEvent(ctx.database.db, { name: 'Makossa Live' });
    const first = await get(`/api/events/${event.serialId}/`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ serial_id: event.serialId, name: 'Makossa Live', view: 0 });
    await ctx.app.events.flushViews();
    // A view changes no other field: the answer kept in memory shows it when it expires.
    clock.advance(EVENT_ANSWER_TTL_MS);
    expect((await get(`/api/events/${event.serialId}/`)).json().view).toBe(1);
  });

  it("answers 404 'Événement non trouvé' for an unknown event", async () => {
    const res = await get('/api/events/nope/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Événement non trouvé' });
  });
});

describe('a past event', () => {
  // The reservations feature reads the same "registration open" rule; checked here from the events' side.
  it.each([
    ['that started this morning', { date: '2030-06-01', time: '11:30:00' }, '1 juin 2030 à 11:30'],
    [
      'whose deadline was set after its start',
      { date: '2030-05-31', time: '20:00:00', registrationDeadline: new Date('2030-06-30T00:00:00Z') },
      '31 mai 2030 à 20:00',
    ],
  ])('%s cannot be reserved (400, registration closed at the start)', async (_, input, closedOn) => {
    const db = ctx.database.db;
    const event = await createEvent(db, input);
    const ticket = await createTicketType(db, { eventId: event.id });
    const user = await createUser(db);
    const headers = { authorization: `Bearer ${await accessTokenFor(user.id, NOW)}` };

    const reserve = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets/reservations/',
      headers,
      payload: { event: event.serialId, items: [{ ticket_type: ticket.id, quantity: 1 }] },
    });
    expect(reserve.statusCode).toBe(400);
    expect(reserve.json()).toEqual({ detail: `Les inscriptions ont fermé le ${closedOn}` });
  });
});
