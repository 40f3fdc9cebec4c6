import { reservationMessages } from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ticketTypes } from '../../db/schema.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

let ctx: TestContext;
let token: string;
beforeEach(async () => {
  ctx = await createTestApp();
  token = await accessTokenFor((await createUser(ctx.database.db)).id);
});
afterEach(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

async function eventWithTypes() {
  const db = ctx.database.db;
  const event = await createEvent(db, { name: 'Makossa Live' });
  const standard = await createTicketType(db, {
    eventId: event.id,
    name: 'Standard',
    price: 5000,
    quantityTotal: 10,
  });
  const vip = await createTicketType(db, { eventId: event.id, name: 'VIP', price: 15000, quantityTotal: 2 });
  return { event, standard, vip };
}

describe('the cart', () => {
  it('adds tickets, merging the same type up to 4, and totals them', async () => {
    const { standard, vip } = await eventWithTypes();
    expect(
      (await call('POST', '/api/tickets/cart/items/', { ticket_type_id: standard.id, quantity: 3 }))
        .statusCode,
    ).toBe(201);
    const merged = (
      await call('POST', '/api/tickets/cart/items/', { ticket_type_id: standard.id, quantity: 3 })
    ).json();
    expect(merged.items[0].quantity).toBe(4);
    const cart = (await call('POST', '/api/tickets/cart/items/', { ticket_type_id: vip.id })).json();
    expect(cart).toMatchObject({ total_price: 4 * 5000 + 15000, count: 5 });
    expect(cart.items[1]).toMatchObject({
      quantity: 1,
      ticket: { name: 'VIP', price: 15000, event: { name: 'Makossa Live' } },
    });
  });

  it('refuses tickets of a past event with 400, leaving the cart empty', async () => {
    const db = ctx.database.db;
    const past = await createEvent(db, { date: '2020-05-01' });
    const type = await createTicketType(db, { eventId: past.id });
    const res = await call('POST', '/api/tickets/cart/items/', { ticket_type_id: type.id, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: reservationMessages.registrationClosedDetail });
    expect((await call('GET', '/api/tickets/cart/')).json().items).toEqual([]);
  });

  it('keeps one event per cart', async () => {
    const first = await eventWithTypes();
    const second = await eventWithTypes();
    await call('POST', '/api/tickets/cart/items/', { ticket_type_id: first.standard.id, quantity: 1 });
    const res = await call('POST', '/api/tickets/cart/items/', {
      ticket_type_id: second.standard.id,
      quantity: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain("d'un autre événement");
  });

  it('changes a quantity, never below 1 nor above 4, removes and clears', async () => {
    const { standard, vip } = await eventWithTypes();
    const cart = (
      await call('POST', '/api/tickets/cart/items/', { ticket_type_id: standard.id, quantity: 2 })
    ).json();
    await call('POST', '/api/tickets/cart/items/', { ticket_type_id: vip.id, quantity: 1 });
    const line = cart.items[0].serial_id;
    expect((await call('PATCH', `/api/tickets/cart/items/${line}/`, { quantity: 0 })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/tickets/cart/items/${line}/`, { quantity: 5 })).statusCode).toBe(400);
    expect(
      (await call('PATCH', `/api/tickets/cart/items/${line}/`, { quantity: 1 })).json().items[0].quantity,
    ).toBe(1);
    expect((await call('DELETE', `/api/tickets/cart/items/${line}/`)).json().items).toHaveLength(1);
    expect((await call('DELETE', `/api/tickets/cart/items/${line}/`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/tickets/cart/')).json()).toEqual({
      items: [],
      total_price: 0,
      count: 0,
    });
  });

  it('checks out into one reservation holding the tickets, and empties the cart', async () => {
    const { standard, vip } = await eventWithTypes();
    await call('POST', '/api/tickets/cart/items/', { ticket_type_id: standard.id, quantity: 2 });
    await call('POST', '/api/tickets/cart/items/', { ticket_type_id: vip.id, quantity: 1 });
    const res = await call('POST', '/api/tickets/cart/checkout/');
    expect(res.statusCode).toBe(201);
    const { reservation_id } = res.json();
    const reservation = (await call('GET', `/api/tickets/reservations/${reservation_id}/`)).json();
    expect(reservation.total_price).toBe(25000);
    expect(reservation.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
    expect((await call('GET', '/api/tickets/cart/')).json().items).toEqual([]);
  });

  it('refuses an empty checkout, and one beyond the stock without losing the cart', async () => {
    expect((await call('POST', '/api/tickets/cart/checkout/')).json()).toEqual({
      detail: 'Votre panier est vide',
    });
    const { vip } = await eventWithTypes();
    await call('POST', '/api/tickets/cart/items/', { ticket_type_id: vip.id, quantity: 3 });
    const res = await call('POST', '/api/tickets/cart/checkout/');
    expect(res.json()).toEqual({ detail: 'Seulement 2 billet(s) disponible(s)' });
    expect((await call('GET', '/api/tickets/cart/')).json().items).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, vip.id));
    expect(row!.quantityAvailable).toBe(2);
  });
});
