import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reservations, ticketTypes } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

const NOW = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(NOW);
let ctx: TestContext;
let owner: { id: number; token: string };
let other: { id: number; token: string; username: string };

async function user(username?: string) {
  const u = await createUser(ctx.database.db, username ? { username } : {});
  return { id: u.id, username: u.username, token: await accessTokenFor(u.id, clock.now()) };
}

beforeEach(async () => {
  clock.set(NOW);
  ctx = await createTestApp({ clock });
  owner = await user('proprietaire');
  other = await user('voisine');
});
afterEach(() => ctx.close());

type Who = { token: string } | null;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

async function stock(id: number) {
  const [row] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return row!.quantityAvailable;
}

async function typeOnSale(input: Parameters<typeof createTicketType>[1] = {}) {
  const event = await createEvent(ctx.database.db, { date: '2030-06-20' });
  return createTicketType(ctx.database.db, { eventId: event.id, price: 5000, quantityTotal: 10, ...input });
}

describe('POST /api/tickets/reservations/', () => {
  it('reserves with the list-page variant: 201 with serial_id, holding the tickets', async () => {
    const type = await typeOnSale();
    const res = await call('POST', '/api/tickets/reservations/', owner, {
      ticket_type_id: type.id,
      quantity: 2,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.serial_id).toMatch(/^[0-9a-f]{12}$/);
    expect(body).toMatchObject({
      total_price: 10000,
      is_paid: false,
      is_owner: true,
      is_shared: false,
      shared_with: [],
      status: 'pending',
      expires_at: '2030-06-02T10:00:00.000Z',
      items: [{ quantity: 2, ticket_type: type.id, data: { ticket: { name: 'Standard', price: 5000 } } }],
    });
    expect(body.data.event).toEqual(expect.objectContaining({ date: '2030-06-20', location: 'Brazzaville' }));
    expect(await stock(type.id)).toBe(8);
  });

  it('reserves with the detail variant {event, items}', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db, { date: '2030-06-20' });
    const a = await createTicketType(db, { eventId: event.id, price: 3000 });
    const b = await createTicketType(db, { eventId: event.id, name: 'VIP', price: 9000 });
    const res = await call('POST', '/api/tickets/reservations/', owner, {
      event: event.serialId,
      items: [
        { ticket_type: a.id, quantity: 1 },
        { ticket_type: b.id, quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().total_price).toBe(30000);
  });

  it.each([0, 5, 2.5, 'deux'])('refuses quantity %s with 400', async (quantity) => {
    const type = await typeOnSale();
    const res = await call('POST', '/api/tickets/reservations/', owner, {
      ticket_type_id: type.id,
      quantity,
    });
    expect(res.statusCode).toBe(400);
    expect(await stock(type.id)).toBe(10);
  });

  it("refuses more than the stock with 'Seulement {n} billet(s) disponible(s)' and takes nothing", async () => {
    const type = await typeOnSale({ quantityTotal: 10, quantityAvailable: 3 });
    const res = await call('POST', '/api/tickets/reservations/', owner, {
      ticket_type_id: type.id,
      quantity: 4,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Seulement 3 billet(s) disponible(s)' });
    expect(await stock(type.id)).toBe(3);
  });

  it('takes nothing at all when one item of several is short', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db, { date: '2030-06-20' });
    const a = await createTicketType(db, { eventId: event.id, quantityTotal: 10 });
    const b = await createTicketType(db, { eventId: event.id, quantityTotal: 5, quantityAvailable: 1 });
    const res = await call('POST', '/api/tickets/reservations/', owner, {
      event: event.serialId,
      items: [
        { ticket_type: a.id, quantity: 2 },
        { ticket_type: b.id, quantity: 2 },
      ],
    });
    expect(res.json()).toEqual({ detail: 'Seulement 1 billet(s) disponible(s)' });
    expect([await stock(a.id), await stock(b.id)]).toEqual([10, 1]);
  });

  it("answers 'Type de billet introuvable' for an unknown ticket type", async () => {
    const res = await call('POST', '/api/tickets/reservations/', owner, {
      ticket_type_id: 999999,
      quantity: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Type de billet introuvable' });
  });

  it('refuses once registration has closed, saying when', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db, {
      date: '2030-06-20',
      registrationDeadline: new Date('2030-05-31T18:00:00Z'),
    });
    const type = await createTicketType(db, { eventId: event.id });
    const res = await call('POST', '/api/tickets/reservations/', owner, {
      ticket_type_id: type.id,
      quantity: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Les inscriptions ont fermé le 31 mai 2030 à 19:00');
  });

  it('refuses an auction ticket and a ticket withdrawn from sale', async () => {
    const auction = await typeOnSale({ isAuction: true });
    const withdrawn = await typeOnSale({ isAvailable: false });
    const a = await call('POST', '/api/tickets/reservations/', owner, {
      ticket_type_id: auction.id,
      quantity: 1,
    });
    expect(a.json()).toEqual({ detail: 'Ce billet est vendu aux enchères' });
    const w = await call('POST', '/api/tickets/reservations/', owner, {
      ticket_type_id: withdrawn.id,
      quantity: 1,
    });
    expect(w.json()).toEqual({ detail: "Ce billet n'est plus en vente" });
  });

  it('refuses ticket types of two events in one reservation', async () => {
    const a = await typeOnSale();
    const b = await typeOnSale();
    const event = await ctx.database.db.query.events.findFirst({ where: (e, { eq }) => eq(e.id, a.eventId) });
    const res = await call('POST', '/api/tickets/reservations/', owner, {
      event: event!.serialId,
      items: [
        { ticket_type: a.id, quantity: 1 },
        { ticket_type: b.id, quantity: 1 },
      ],
    });
    expect(res.json()).toEqual({ detail: 'Tous les billets doivent appartenir au même événement' });
  });

  it('refuses a body over the bound with 413 and wrong types with 400', async () => {
    const huge = await call('POST', '/api/tickets/reservations/', owner, {
      event: 'x',
      items: [],
      pad: 'x'.repeat(20000),
    });
    expect(huge.statusCode).toBe(413);
    const wrong = await call('POST', '/api/tickets/reservations/', owner, {
      ticket_type_id: 'abc',
      quantity: [],
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('reading, changing and cancelling', () => {
  async function reserve(quantity = 2, who = owner) {
    const type = await typeOnSale();
    const res = await call('POST', '/api/tickets/reservations/', who, { ticket_type_id: type.id, quantity });
    return { type, serial: res.json().serial_id as string };
  }

  it('lists and reads the owner’s reservations; another user gets 404', async () => {
    const { serial } = await reserve();
    const list = await call('GET', '/api/tickets/reservations/', owner);
    expect(list.json().map((r: { serial_id: string }) => r.serial_id)).toEqual([serial]);
    expect((await call('GET', `/api/tickets/reservations/${serial}/`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/tickets/reservations/', other)).json()).toEqual([]);
    const foreign = await call('GET', `/api/tickets/reservations/${serial}/`, other);
    expect(foreign.statusCode).toBe(404);
  });

  it('cancels once, giving the tickets back exactly once', async () => {
    const { type, serial } = await reserve(3);
    expect(await stock(type.id)).toBe(7);
    const first = await call('DELETE', `/api/tickets/reservations/${serial}/cancel/`, owner);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: 'Réservation annulée avec succès' });
    expect(await stock(type.id)).toBe(10);
    const again = await call('DELETE', `/api/tickets/reservations/${serial}/cancel/`, owner);
    expect(again.statusCode).toBe(409);
    expect(await stock(type.id)).toBe(10);
    expect((await call('GET', '/api/tickets/reservations/', owner)).json()).toEqual([]);
  });

  it('refuses to cancel a paid reservation with 409', async () => {
    const { serial } = await reserve();
    await ctx.database.db
      .update(reservations)
      .set({ status: 'paid' })
      .where(eq(reservations.serialId, serial));
    const res = await call('DELETE', `/api/tickets/reservations/${serial}/cancel/`, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Cette réservation est déjà payée' });
  });

  it('changes quantities, taking or giving back stock and recomputing the total', async () => {
    const { type, serial } = await reserve(2);
    const up = await call('PATCH', `/api/tickets/reservations/${serial}/`, owner, {
      items: [{ ticket_type: type.id, quantity: 4 }],
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().total_price).toBe(20000);
    expect(await stock(type.id)).toBe(6);
    await call('PATCH', `/api/tickets/reservations/${serial}/`, owner, {
      items: [{ ticket_type: type.id, quantity: 1 }],
    });
    expect(await stock(type.id)).toBe(9);
  });

  it('refuses a change beyond the stock and leaves everything as it was', async () => {
    const type = await typeOnSale({ quantityTotal: 3 });
    const serial = (
      await call('POST', '/api/tickets/reservations/', owner, { ticket_type_id: type.id, quantity: 2 })
    ).json().serial_id;
    const res = await call('PATCH', `/api/tickets/reservations/${serial}/`, owner, {
      items: [{ ticket_type: type.id, quantity: 4 }],
    });
    expect(res.json()).toEqual({ detail: 'Seulement 1 billet(s) disponible(s)' });
    expect(await stock(type.id)).toBe(1);
    expect((await call('GET', `/api/tickets/reservations/${serial}/`, owner)).json().items[0].quantity).toBe(
      2,
    );
  });

  it('expires unpaid reservations after the hold and gives their tickets back, once', async () => {
    const { type, serial } = await reserve(2);
    const expiry = ctx.app.reservations;
    expect(await expiry.expireDue()).toBe(0);
    clock.advance(24 * 3600_000 + 1);
    expect(await expiry.expireDue()).toBe(1);
    expect(await expiry.expireDue()).toBe(0);
    expect(await stock(type.id)).toBe(10);
    const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.serialId, serial));
    expect(row!.status).toBe('expired');
  });
});

describe('sharing', () => {
  async function reservation() {
    const type = await typeOnSale();
    return (
      await call('POST', '/api/tickets/reservations/', owner, { ticket_type_id: type.id, quantity: 2 })
    ).json().serial_id as string;
  }

  it('shares with a user who then sees it marked as shared, and unshares', async () => {
    const serial = await reservation();
    const res = await call('POST', `/api/tickets/reservations/${serial}/share/`, owner, {
      shared_with: [other.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: 'Réservation partagée avec succès',
      shared_with: [{ id: other.id, username: 'voisine' }],
    });
    const seen = (await call('GET', '/api/tickets/reservations/', other)).json();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ serial_id: serial, is_owner: false, is_shared: true });
    expect((await call('GET', `/api/tickets/reservations/${serial}/shared-users/`, owner)).json()).toEqual([
      { id: other.id, username: 'voisine' },
    ]);
    const removed = await call('DELETE', `/api/tickets/reservations/${serial}/unshare/${other.id}/`, owner);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/api/tickets/reservations/', other)).json()).toEqual([]);
    expect(
      (await call('DELETE', `/api/tickets/reservations/${serial}/unshare/${other.id}/`, owner)).statusCode,
    ).toBe(404);
  });

  it('lets only the owner change, cancel or share: 403 for the user it is shared with', async () => {
    const serial = await reservation();
    await call('POST', `/api/tickets/reservations/${serial}/share/`, owner, { shared_with: [other.id] });
    expect((await call('DELETE', `/api/tickets/reservations/${serial}/cancel/`, other)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/tickets/reservations/${serial}/share/`, other, { shared_with: [owner.id] }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PATCH', `/api/tickets/reservations/${serial}/`, other, {
          items: [{ ticket_type: 1, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses sharing with oneself or with an unknown user', async () => {
    const serial = await reservation();
    const self = await call('POST', `/api/tickets/reservations/${serial}/share/`, owner, {
      shared_with: [owner.id],
    });
    expect(self.json()).toEqual({
      shared_with: ['Vous ne pouvez pas partager une réservation avec vous-même'],
    });
    const unknown = await call('POST', `/api/tickets/reservations/${serial}/share/`, owner, {
      shared_with: [999999],
    });
    expect(unknown.json()).toEqual({ shared_with: ['Utilisateur introuvable'] });
  });

  it('searches users to share with from 2 characters, leaving out the owner and those already shared', async () => {
    const serial = await reservation();
    await user('voisin_du_coin');
    await call('POST', `/api/tickets/reservations/${serial}/share/`, owner, { shared_with: [other.id] });
    const found = await call('GET', `/api/tickets/reservations/${serial}/available-users/?search=voi`, owner);
    expect(found.json().map((u: { username: string }) => u.username)).toEqual(['voisin_du_coin']);
    const alias = await call('GET', `/api/tickets/reservations/${serial}/share/search?q=VOI`, owner);
    expect(alias.json().map((u: { username: string }) => u.username)).toEqual(['voisin_du_coin']);
    expect(
      (await call('GET', `/api/tickets/reservations/${serial}/available-users/?search=v`, owner)).json(),
    ).toEqual([]);
    const wildcard = await call(
      'GET',
      `/api/tickets/reservations/${serial}/available-users/?search=%25%25`,
      owner,
    );
    expect(wildcard.json()).toEqual([]);
  });

  it('assigns an item to a user it is shared with, and refuses anyone else', async () => {
    const serial = await reservation();
    const item = (await call('GET', `/api/tickets/reservations/${serial}/`, owner)).json().items[0].id;
    const refused = await call('POST', `/api/tickets/reservation-items/${item}/assign/`, owner, {
      user_id: other.id,
    });
    expect(refused.statusCode).toBe(400);
    await call('POST', `/api/tickets/reservations/${serial}/share/`, owner, { shared_with: [other.id] });
    const ok = await call('POST', `/api/tickets/reservation-items/${item}/assign/`, owner, {
      user_id: other.id,
    });
    expect(ok.json()).toEqual({ id: item, assigned_to: { id: other.id, username: 'voisine' } });
    expect(
      (await call('POST', `/api/tickets/reservation-items/${item}/assign/`, other, { user_id: other.id }))
        .statusCode,
    ).toBe(403);
  });
});

describe('every reservation call needs a signed-in user', () => {
  it.each([
    ['POST', '/api/tickets/reservations/'],
    ['GET', '/api/tickets/reservations/'],
    ['GET', '/api/tickets/reservations/abc/'],
    ['PATCH', '/api/tickets/reservations/abc/'],
    ['DELETE', '/api/tickets/reservations/abc/cancel/'],
    ['POST', '/api/tickets/reservations/abc/share/'],
    ['GET', '/api/tickets/reservations/abc/shared-users/'],
    ['DELETE', '/api/tickets/reservations/abc/unshare/1/'],
    ['GET', '/api/tickets/reservations/abc/available-users/?search=ab'],
    ['GET', '/api/tickets/reservations/abc/share/search?q=ab'],
    ['POST', '/api/tickets/reservation-items/1/assign/'],
    ['GET', '/api/tickets/cart/'],
    ['DELETE', '/api/tickets/cart/'],
    ['POST', '/api/tickets/cart/items/'],
    ['PATCH', '/api/tickets/cart/items/abc/'],
    ['DELETE', '/api/tickets/cart/items/abc/'],
    ['POST', '/api/tickets/cart/checkout/'],
  ] as const)('%s %s answers 401 anonymous', async (method, url) => {
    const res = await call(
      method,
      url,
      null,
      method === 'POST' || method === 'PATCH' ? { bad: true } : undefined,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Veuillez vous connecter pour effectuer cette action' });
  });
});
