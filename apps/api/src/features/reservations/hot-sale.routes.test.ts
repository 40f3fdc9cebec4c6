import { type CreateReservationInput, reservationMessages as msg } from '@sanza/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  artistSubscriptions,
  eTickets,
  eventArtists,
  reservationItems,
  reservations,
  ticketTypes,
} from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import type { AppError } from '../../lib/errors.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createArtist, createEvent, createTicketType, createUser } from '../../test/factories.ts';

// The hot sale: buyers of one ticket type who ask at the same time are written by one transaction
// per batch. Every rule a reservation checks alone must hold for each buyer of a batch.
const NOW = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(NOW);
let ctx: TestContext;
let transactions: number;

beforeEach(async () => {
  clock.set(NOW);
  ctx = await createTestApp({ clock });
  // Counts the transactions the app opens (the service holds this very object).
  transactions = 0;
  const db = ctx.database.db;
  const transaction = db.transaction.bind(db);
  db.transaction = ((...args: Parameters<typeof transaction>) => {
    transactions++;
    return transaction(...args);
  }) as typeof db.transaction;
});
afterEach(() => ctx.close());

async function buyers(n: number) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const u = await createUser(ctx.database.db);
      return { id: u.id, token: await accessTokenFor(u.id, clock.now()) };
    }),
  );
}

type Answer = { status: number; body: Record<string, unknown> & { detail?: string } };

/**
 * Every buyer asks at once, in this order, straight to the service the route calls (a request's token check
 * would make PGlite, which runs one thing at a time, serve them one by one): the first runs alone, the others
 * wait for it and run together. The answers come back in the buyers' order.
 */
function reserveAtOnce(orders: { userId: number; payload: CreateReservationInput }[]): Promise<Answer[]> {
  return Promise.all(
    orders.map((o) =>
      ctx.app.reservations.create(o.userId, o.payload).then(
        (body) => ({ status: 201, body }),
        (e: AppError) => ({ status: e.status, body: e.body as Answer['body'] }),
      ),
    ),
  );
}

async function held(ticketTypeId: number) {
  const [row] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId));
  const [items] = await ctx.database.db
    .select({ n: sql<number>`coalesce(sum(${reservationItems.quantity}), 0)::int` })
    .from(reservationItems)
    .where(eq(reservationItems.ticketTypeId, ticketTypeId));
  return { available: row!.quantityAvailable, inReservations: Number(items!.n) };
}

async function typeOnSale(input: Parameters<typeof createTicketType>[1] = {}) {
  const event = await createEvent(ctx.database.db, { date: '2030-06-20' });
  return {
    event,
    type: await createTicketType(ctx.database.db, { eventId: event.id, price: 5000, ...input }),
  };
}

const one = (userId: number, ticketTypeId: number, quantity = 1) => ({
  userId,
  payload: { ticket_type_id: ticketTypeId, quantity },
});

describe('a burst of buyers on one ticket type', () => {
  it('is written in two transactions, each answer what GET answers, the stock exact', async () => {
    const { type } = await typeOnSale({ quantityTotal: 100 });
    const people = await buyers(12);
    transactions = 0;
    const answers = await reserveAtOnce(people.map((p) => one(p.id, type.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    expect(transactions).toBe(2);
    for (const [n, a] of answers.entries()) {
      expect(a.body).toMatchObject({ status: 'pending', owner: { id: people[n]!.id }, total_price: 5000 });
      const read = await ctx.app.inject({
        method: 'GET',
        url: `/api/tickets/reservations/${a.body.serial_id}/`,
        headers: { authorization: `Bearer ${people[n]!.token}` },
      });
      expect(read.json()).toEqual(a.body);
    }
    expect(await held(type.id)).toEqual({ available: 88, inReservations: 12 });
  });

  it('serves the stock first come, first served, and tells the others how many are left', async () => {
    const { type } = await typeOnSale({ quantityTotal: 5 });
    const people = await buyers(8);
    const answers = await reserveAtOnce(people.map((p) => one(p.id, type.id)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 400, 400, 400]);
    for (const a of answers.slice(5)) expect(a.body.detail).toBe(msg.onlyAvailable(0));
    expect(await held(type.id)).toEqual({ available: 0, inReservations: 5 });
  });

  it('still serves, after a buyer who wants more than is left, the smaller orders that fit', async () => {
    const { type } = await typeOnSale({ quantityTotal: 6, maxPerOrder: 4 });
    const people = await buyers(4);
    // The first buyer runs alone (5 left); then 4 (1 left), 3 (refused: 1 left), 1 (none left).
    const answers = await reserveAtOnce(
      [1, 4, 3, 1].map((quantity, n) => one(people[n]!.id, type.id, quantity)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 400, 201]);
    expect(answers[2]!.body.detail).toBe(msg.onlyAvailable(1));
    expect(await held(type.id)).toEqual({ available: 0, inReservations: 6 });
  });

  it('counts one account’s orders in the same burst against its unpaid limit, one after the other', async () => {
    const { type } = await typeOnSale({ quantityTotal: 100 });
    const [greedy, ...others] = await buyers(4);
    const answers = await reserveAtOnce([
      one(others[0]!.id, type.id),
      ...[1, 2, 3].map(() => one(greedy!.id, type.id, 4)),
      ...others.slice(1).map((p) => one(p.id, type.id)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 409, 201, 201]);
    expect(answers[3]!.body.detail).toBe(msg.unpaidLimit(8, 8));
    expect(await held(type.id)).toEqual({ available: 89, inReservations: 11 });
  });

  it('refuses, buyer by buyer, an order above the type’s limit or naming another event', async () => {
    const { event, type } = await typeOnSale({ quantityTotal: 100, maxPerOrder: 2 });
    const other = await createEvent(ctx.database.db, { date: '2030-06-21' });
    const people = await buyers(4);
    const answers = await reserveAtOnce([
      one(people[0]!.id, type.id),
      one(people[1]!.id, type.id, 3),
      {
        userId: people[2]!.id,
        payload: { event: other.serialId, items: [{ ticket_type: type.id, quantity: 1 }] },
      },
      {
        userId: people[3]!.id,
        payload: { event: event.serialId, items: [{ ticket_type: type.id, quantity: 2 }] },
      },
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 400, 400, 201]);
    expect(answers[1]!.body.detail).toBe(msg.maxPerOrder(2));
    expect(answers[2]!.body.detail).toBe(msg.oneEventPerReservation);
    expect(await held(type.id)).toEqual({ available: 97, inReservations: 3 });
  });

  it('opens a pre-sale to the subscribers of a confirmed artist only, buyer by buyer', async () => {
    const { event, type } = await typeOnSale({
      quantityTotal: 100,
      presaleStart: new Date('2030-06-01T09:00:00Z'),
      salesStart: new Date('2030-06-05T09:00:00Z'),
    });
    const artist = await createArtist(ctx.database.db);
    await ctx.database.db
      .insert(eventArtists)
      .values({ eventId: event.id, artistId: artist.id, status: 'confirmed', createdAt: NOW });
    const [fan, otherFan, stranger] = await buyers(3);
    await ctx.database.db
      .insert(artistSubscriptions)
      .values([fan!, otherFan!].map((p) => ({ userId: p.id, artistId: artist.id, createdAt: NOW })));
    const answers = await reserveAtOnce([
      one(fan!.id, type.id),
      one(stranger!.id, type.id),
      one(otherFan!.id, type.id),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 400, 201]);
    expect(answers[1]!.body.detail).toBe(msg.presaleSubscribersOnly);
  });

  it('makes each free reservation alone, paid at once with its e-tickets', async () => {
    const { type } = await typeOnSale({ quantityTotal: 3, price: 0 });
    const people = await buyers(5);
    const answers = await reserveAtOnce(people.map((p) => one(p.id, type.id)));
    // Alone, they run side by side on PostgreSQL: which three get the tickets is not the order they asked in.
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(3);
    for (const a of created) expect(a.body).toMatchObject({ status: 'paid', is_paid: true });
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toEqual(Array(2).fill({ status: 400, body: { detail: msg.onlyAvailable(0) } }));
    expect(await ctx.database.db.select().from(eTickets)).toHaveLength(3);
    expect(await held(type.id)).toEqual({ available: 0, inReservations: 3 });
  });

  it('answers every buyer of an unknown ticket type 400, writing nothing', async () => {
    const people = await buyers(4);
    const answers = await reserveAtOnce(people.map((p) => one(p.id, 999_999)));
    expect(answers).toEqual(Array(4).fill({ status: 400, body: { detail: msg.ticketTypeNotFound } }));
    expect(await ctx.database.db.select().from(reservations)).toHaveLength(0);
  });
});
