import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

type Who = { id: number; token: string; username: string };
let ctx: TestContext;
let owner: Who;
let friend: Who;
let cousin: Who;

async function user(): Promise<Who> {
  const u = await createUser(ctx.database.db);
  return { id: u.id, username: u.username, token: await accessTokenFor(u.id) };
}

beforeEach(async () => {
  ctx = await createTestApp();
  [owner, friend, cousin] = [await user(), await user(), await user()];
});
afterEach(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, who: Who = owner) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${who.token}` },
  });

/** A reservation of two ticket types: its serial and its two item ids. */
async function reservation() {
  const db = ctx.database.db;
  const event = await createEvent(db);
  const a = await createTicketType(db, { eventId: event.id, name: 'Standard' });
  const b = await createTicketType(db, { eventId: event.id, name: 'VIP' });
  const res = await call('POST', '/api/tickets/reservations/', {
    event: event.serialId,
    items: [
      { ticket_type: a.id, quantity: 1 },
      { ticket_type: b.id, quantity: 1 },
    ],
  });
  const body = res.json();
  return { serial: body.serial_id as string, items: body.items.map((i: { id: number }) => i.id) as number[] };
}

const assign = (item: number, userId: number) =>
  call('POST', `/api/tickets/reservation-items/${item}/assign/`, { user_id: userId });

const assignees = async (serial: string) =>
  (await call('GET', `/api/tickets/reservations/${serial}/`))
    .json()
    .items.map((i: { assigned_to: { username: string } | null }) => i.assigned_to?.username ?? null);

const setStatus = (serial: string, status: 'cancelled' | 'expired') =>
  ctx.database.db.update(reservations).set({ status }).where(eq(reservations.serialId, serial));

describe('unsharing', () => {
  it('takes back the items assigned to the user unshared, and only theirs', async () => {
    const { serial, items } = await reservation();
    await call('POST', `/api/tickets/reservations/${serial}/share/`, { shared_with: [friend.id, cousin.id] });
    expect((await assign(items[0]!, friend.id)).statusCode).toBe(200);
    expect((await assign(items[1]!, cousin.id)).statusCode).toBe(200);
    expect(await assignees(serial)).toEqual([friend.username, cousin.username]);

    const res = await call('DELETE', `/api/tickets/reservations/${serial}/unshare/${friend.id}/`);
    expect(res.statusCode).toBe(204);
    expect(await assignees(serial)).toEqual([null, cousin.username]);
    // Shared again, nothing comes back by itself.
    await call('POST', `/api/tickets/reservations/${serial}/share/`, { shared_with: [friend.id] });
    expect(await assignees(serial)).toEqual([null, cousin.username]);
  });
});

describe('a cancelled or expired reservation', () => {
  it.each(['cancelled', 'expired'] as const)(
    'can no longer be shared when %s: 409, nothing shared',
    async (status) => {
      const { serial } = await reservation();
      await setStatus(serial, status);
      const res = await call('POST', `/api/tickets/reservations/${serial}/share/`, {
        shared_with: [friend.id],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: 'Cette réservation est annulée ou expirée : elle ne peut plus être partagée',
      });
      expect((await call('GET', `/api/tickets/reservations/${serial}/shared-users/`)).json()).toEqual([]);
    },
  );

  it('can no longer have its items assigned once cancelled, even to a user it was shared with', async () => {
    const { serial, items } = await reservation();
    await call('POST', `/api/tickets/reservations/${serial}/share/`, { shared_with: [friend.id] });
    expect((await call('DELETE', `/api/tickets/reservations/${serial}/cancel/`)).statusCode).toBe(200);
    const res = await assign(items[0]!, friend.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Cette réservation est annulée ou expirée : ses billets ne peuvent plus être attribués',
    });
    expect(await assignees(serial)).toEqual([null, null]);
  });
});
