import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ReservationStatus, reservations, ticketTypes } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

const NOW = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(NOW);
let ctx: TestContext;
let owner: { id: number; token: string };

const full = (held: number) =>
  `Vous avez déjà ${held} billet(s) non payé(s) pour cet événement (8 maximum). Payez ou annulez une réservation en attente pour en réserver d'autres.`;

async function start(env: Record<string, string> = {}) {
  clock.set(NOW);
  ctx = await createTestApp({ clock, env });
  const u = await createUser(ctx.database.db);
  owner = { id: u.id, token: await accessTokenFor(u.id, clock.now()) };
}
afterEach(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, who = owner) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${who.token}` },
  });

async function stock(id: number) {
  const [row] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return row!.quantityAvailable;
}

async function eventWithType(price = 5000) {
  const event = await createEvent(ctx.database.db, { date: '2030-06-20' });
  const type = await createTicketType(ctx.database.db, { eventId: event.id, price, quantityTotal: 100 });
  return { event, type };
}

const reserve = (typeId: number, quantity: number, who = owner) =>
  call('POST', '/api/tickets/reservations/', { ticket_type_id: typeId, quantity }, who);

const setStatus = (serials: string[], status: ReservationStatus) =>
  ctx.database.db.update(reservations).set({ status }).where(inArray(reservations.serialId, serials));

describe('unpaid tickets per account and event (MAX_UNPAID_TICKETS_PER_EVENT, default 8)', () => {
  beforeEach(() => start());

  it('refuses a 9th unpaid ticket with 409, saying how many are held and what to do, taking nothing', async () => {
    const { type } = await eventWithType();
    expect((await reserve(type.id, 4)).statusCode).toBe(201);
    expect((await reserve(type.id, 4)).statusCode).toBe(201);
    const res = await reserve(type.id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: full(8) });
    expect(await stock(type.id)).toBe(92);
  });

  it('says how many may still be reserved when some room is left, and lets that many through', async () => {
    const { type } = await eventWithType();
    await reserve(type.id, 3);
    await reserve(type.id, 3);
    const res = await reserve(type.id, 4);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail:
        'Vous avez déjà 6 billet(s) non payé(s) pour cet événement : vous pouvez en réserver encore 2 au plus (8 maximum). Payez ou annulez une réservation en attente pour en réserver davantage.',
    });
    expect((await reserve(type.id, 2)).statusCode).toBe(201);
  });

  it('counts cash and awaiting-confirmation reservations, not paid, cancelled or expired ones', async () => {
    const { type } = await eventWithType();
    const serials: string[] = [];
    for (let i = 0; i < 2; i++) serials.push((await reserve(type.id, 4)).json().serial_id);
    await setStatus([serials[0]!], 'cash_pending');
    await setStatus([serials[1]!], 'awaiting_confirmation');
    expect((await reserve(type.id, 1)).json()).toEqual({ detail: full(8) });
    for (const status of ['paid', 'cancelled', 'expired'] as const) {
      // Everything held so far leaves the unpaid statuses: a new 8 fits again.
      await ctx.database.db
        .update(reservations)
        .set({ status })
        .where(inArray(reservations.status, ['pending', 'cash_pending', 'awaiting_confirmation']));
      expect((await reserve(type.id, 4)).statusCode).toBe(201);
      expect((await reserve(type.id, 4)).statusCode).toBe(201);
    }
  });

  it('counts per event and per account', async () => {
    const a = await eventWithType();
    const b = await eventWithType();
    await reserve(a.type.id, 4);
    await reserve(a.type.id, 4);
    expect((await reserve(b.type.id, 4)).statusCode).toBe(201);
    const u = await createUser(ctx.database.db);
    const friend = { id: u.id, token: await accessTokenFor(u.id, clock.now()) };
    expect((await reserve(a.type.id, 4, friend)).statusCode).toBe(201);
  });

  it('applies to the cart checkout, keeping the cart', async () => {
    const { type } = await eventWithType();
    await reserve(type.id, 4);
    await reserve(type.id, 2);
    await call('POST', '/api/tickets/cart/items/', { ticket_type_id: type.id, quantity: 3 });
    const res = await call('POST', '/api/tickets/cart/checkout/');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('Vous avez déjà 6 billet(s) non payé(s)');
    expect((await call('GET', '/api/tickets/cart/')).json().count).toBe(3);
    expect(await stock(type.id)).toBe(94);
  });

  it('applies to a change that adds tickets, never to one that removes some', async () => {
    const { event, type } = await eventWithType();
    const other = await createTicketType(ctx.database.db, { eventId: event.id, name: 'VIP', price: 9000 });
    await reserve(type.id, 4);
    const serial = (await reserve(type.id, 3)).json().serial_id;
    const more = await call('PATCH', `/api/tickets/reservations/${serial}/`, {
      items: [
        { ticket_type: type.id, quantity: 3 },
        { ticket_type: other.id, quantity: 2 },
      ],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().detail).toContain('Vous avez déjà 7 billet(s) non payé(s)');
    expect(more.json().detail).toContain('vous pouvez en réserver encore 1 au plus');
    const one = await call('PATCH', `/api/tickets/reservations/${serial}/`, {
      items: [
        { ticket_type: type.id, quantity: 3 },
        { ticket_type: other.id, quantity: 1 },
      ],
    });
    expect(one.statusCode).toBe(200);
    const less = await call('PATCH', `/api/tickets/reservations/${serial}/`, {
      items: [{ ticket_type: type.id, quantity: 1 }],
    });
    expect(less.statusCode).toBe(200);
  });

  it('lets free reservations through: they are paid at once and hold nothing unpaid', async () => {
    const { event, type } = await eventWithType();
    const free = await createTicketType(ctx.database.db, { eventId: event.id, name: 'Libre', price: 0 });
    await reserve(type.id, 4);
    await reserve(type.id, 4);
    const res = await reserve(free.id, 4);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('paid');
  });

  it('does not block an auction award', async () => {
    const { event, type } = await eventWithType();
    await reserve(type.id, 4);
    await reserve(type.id, 4);
    const award = await ctx.database.db.transaction((tx) =>
      ctx.app.reservations.createForAuction(tx, {
        userId: owner.id,
        ticketTypeId: type.id,
        eventId: event.id,
        price: 70000,
        expiresAt: new Date(Date.now() + 3_600_000),
      }),
    );
    expect(award?.status).toBe('pending');
  });
});

describe('MAX_UNPAID_TICKETS_PER_EVENT', () => {
  beforeEach(() => start({ MAX_UNPAID_TICKETS_PER_EVENT: '2' }));

  it('sets the limit', async () => {
    const { type } = await eventWithType();
    const res = await reserve(type.id, 3);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'Vous ne pouvez pas garder plus de 2 billet(s) non payé(s) pour cet événement.',
    );
    expect((await reserve(type.id, 2)).statusCode).toBe(201);
  });
});
