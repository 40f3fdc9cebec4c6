import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eTickets, reservations, ticketTypes } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

// No demo ticket type is free: these tests make their own with the factories (price 0).
const NOW = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(NOW);
let ctx: TestContext;
let owner: { id: number; token: string };

beforeEach(async () => {
  clock.set(NOW);
  ctx = await createTestApp({ clock });
  const u = await createUser(ctx.database.db);
  owner = { id: u.id, token: await accessTokenFor(u.id, clock.now()) };
});
afterEach(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${owner.token}` },
  });

async function stock(id: number) {
  const [row] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return row!.quantityAvailable;
}

async function eventWith(prices: number[]) {
  const db = ctx.database.db;
  const event = await createEvent(db, { date: '2030-06-20' });
  const types = [];
  for (const [i, price] of prices.entries()) {
    types.push(
      await createTicketType(db, {
        eventId: event.id,
        name: price ? `Payant ${i}` : `Entrée libre ${i}`,
        price,
        quantityTotal: 10,
      }),
    );
  }
  return { event, types };
}

const ticketsOf = async (serial: string) =>
  (await call('GET', `/api/tickets/reservations/${serial}/tickets/`)).json();

describe('a reservation that costs nothing is confirmed at once', () => {
  it('paid with its e-tickets in the answer of POST (list variant), holding nothing unpaid', async () => {
    const { types } = await eventWith([0]);
    const res = await call('POST', '/api/tickets/reservations/', {
      ticket_type_id: types[0]!.id,
      quantity: 3,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total_price: 0, status: 'paid', is_paid: true, expires_at: null });
    const tickets = await ticketsOf(res.json().serial_id);
    expect(tickets.map((t: { seat: number }) => t.seat)).toEqual([1, 2, 3]);
    expect(tickets[0]).toMatchObject({ ticket_name: 'Entrée libre 0', checked_in_at: null });
    expect(await stock(types[0]!.id)).toBe(7);
  });

  it('paid with one e-ticket per place for the {event, items} variant', async () => {
    const { event, types } = await eventWith([0, 0]);
    const res = await call('POST', '/api/tickets/reservations/', {
      event: event.serialId,
      items: [
        { ticket_type: types[0]!.id, quantity: 1 },
        { ticket_type: types[1]!.id, quantity: 2 },
      ],
    });
    expect(res.json()).toMatchObject({ status: 'paid', is_paid: true });
    expect(await ticketsOf(res.json().serial_id)).toHaveLength(3);
  });

  it('paid with its e-tickets through the cart checkout', async () => {
    const { types } = await eventWith([0]);
    await call('POST', '/api/tickets/cart/items/', { ticket_type_id: types[0]!.id, quantity: 2 });
    const res = await call('POST', '/api/tickets/cart/checkout/');
    expect(res.statusCode).toBe(201);
    const serial = res.json().reservation_id;
    const reservation = (await call('GET', `/api/tickets/reservations/${serial}/`)).json();
    expect(reservation).toMatchObject({ status: 'paid', is_paid: true, total_price: 0 });
    expect(await ticketsOf(serial)).toHaveLength(2);
  });

  it('keeps a reservation with anything to pay pending, without e-tickets', async () => {
    const { event, types } = await eventWith([0, 2000]);
    const res = await call('POST', '/api/tickets/reservations/', {
      event: event.serialId,
      items: [
        { ticket_type: types[0]!.id, quantity: 1 },
        { ticket_type: types[1]!.id, quantity: 1 },
      ],
    });
    expect(res.json()).toMatchObject({ status: 'pending', is_paid: false, total_price: 2000 });
    expect(await ctx.database.db.select().from(eTickets)).toEqual([]);
  });

  it('confirms a reservation changed down to free tickets only, with its e-tickets', async () => {
    const { event, types } = await eventWith([0, 2000]);
    const [free, paid] = types;
    const serial = (
      await call('POST', '/api/tickets/reservations/', {
        event: event.serialId,
        items: [
          { ticket_type: free!.id, quantity: 1 },
          { ticket_type: paid!.id, quantity: 1 },
        ],
      })
    ).json().serial_id;
    const res = await call('PATCH', `/api/tickets/reservations/${serial}/`, {
      items: [{ ticket_type: free!.id, quantity: 2 }],
    });
    expect(res.json()).toMatchObject({ status: 'paid', is_paid: true, total_price: 0 });
    expect(await ticketsOf(serial)).toHaveLength(2);
    expect([await stock(free!.id), await stock(paid!.id)]).toEqual([8, 10]);
  });

  it('is never expired by the hold, nor paid again', async () => {
    const { types } = await eventWith([0]);
    const serial = (
      await call('POST', '/api/tickets/reservations/', { ticket_type_id: types[0]!.id, quantity: 2 })
    ).json().serial_id;
    clock.advance(30 * 24 * 3600_000);
    expect(await ctx.app.reservations.expireDue()).toBe(0);
    owner.token = await accessTokenFor(owner.id, clock.now());
    const cash = await call('POST', '/api/payment/cash/', { reservation_id: serial });
    expect(cash.statusCode).toBe(409);
    expect(cash.json()).toEqual({ detail: 'Cette réservation est déjà payée' });
    const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.serialId, serial));
    expect(row!.status).toBe('paid');
    expect(await stock(types[0]!.id)).toBe(8);
  });
});
