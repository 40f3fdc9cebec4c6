import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eTickets, ticketTypes } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

// POST builds its answer from what its transaction wrote instead of reading the reservation again after the
// commit: it must stay, byte for byte, what GET answers for the same reservation.
const NOW = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(NOW);
let ctx: TestContext;
let owner: { id: number; token: string };

beforeEach(async () => {
  clock.set(NOW);
  ctx = await createTestApp({ clock });
  const u = await createUser(ctx.database.db, { username: 'acheteuse' });
  owner = { id: u.id, token: await accessTokenFor(u.id, clock.now()) };
});
afterEach(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${owner.token}` },
  });

async function typeOnSale(input: Parameters<typeof createTicketType>[1] = {}) {
  const event = await createEvent(ctx.database.db, { date: '2030-06-20' });
  return createTicketType(ctx.database.db, { eventId: event.id, ...input });
}

async function stock(id: number) {
  const [row] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return row!.quantityAvailable;
}

/** POSTs a reservation and expects 201 with the very bytes GET then answers for it. */
async function expectAnswerAsRead(payload: unknown) {
  const created = await call('POST', '/api/tickets/reservations/', payload);
  expect(created.statusCode).toBe(201);
  const read = await call('GET', `/api/tickets/reservations/${created.json().serial_id}/`);
  expect(created.body).toBe(read.body);
  return created.json();
}

describe('the answer of POST /api/tickets/reservations/', () => {
  it('is what GET answers, for the list variant', async () => {
    const event = await createEvent(ctx.database.db, { date: '2030-06-20', image: 'events/affiche.jpg' });
    const type = await createTicketType(ctx.database.db, {
      eventId: event.id,
      price: 5000,
      description: 'Debout',
    });
    const body = await expectAnswerAsRead({ ticket_type_id: type.id, quantity: 2 });
    expect(body).toMatchObject({ status: 'pending', owner: { id: owner.id, username: 'acheteuse' } });
    expect(body.data.event.image).toContain('events/affiche.jpg');
  });

  it('is what GET answers, items in the order GET gives, for the {event, items} variant', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db, { date: '2030-06-20' });
    const a = await createTicketType(db, { eventId: event.id, price: 3000 });
    const b = await createTicketType(db, { eventId: event.id, name: 'VIP', price: 9000 });
    const body = await expectAnswerAsRead({
      event: event.serialId,
      items: [
        { ticket_type: b.id, quantity: 1 },
        { ticket_type: a.id, quantity: 3 },
      ],
    });
    expect(body.items.map((i: { ticket_type: number }) => i.ticket_type)).toEqual([b.id, a.id]);
    expect([await stock(a.id), await stock(b.id)]).toEqual([97, 99]);
  });

  it('is what GET answers for a free reservation, paid with its e-tickets', async () => {
    const type = await typeOnSale({ price: 0, quantityTotal: 5 });
    const body = await expectAnswerAsRead({ ticket_type_id: type.id, quantity: 2 });
    expect(body).toMatchObject({ status: 'paid', is_paid: true, expires_at: null });
    expect(await ctx.database.db.select().from(eTickets)).toHaveLength(2);
    expect(await stock(type.id)).toBe(3);
  });

  it('refuses a free reservation beyond the stock with 400, leaving no reservation nor e-ticket', async () => {
    const type = await typeOnSale({ price: 0, quantityTotal: 5, quantityAvailable: 1 });
    const res = await call('POST', '/api/tickets/reservations/', { ticket_type_id: type.id, quantity: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Seulement 1 billet(s) disponible(s)' });
    expect(await ctx.database.db.select().from(eTickets)).toHaveLength(0);
    expect((await call('GET', '/api/tickets/reservations/')).json()).toEqual([]);
    expect(await stock(type.id)).toBe(1);
  });
});
