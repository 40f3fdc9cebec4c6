import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reservations, ticketTypes } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

const NOW = new Date('2030-06-01T10:00:00Z');
const HOUR = 3600_000;
const clock = fixedClock(NOW);
let ctx: TestContext;

beforeEach(async () => {
  clock.set(NOW);
  ctx = await createTestApp({ clock });
});
afterEach(() => ctx.close());

async function stock(id: number) {
  const [row] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
  return row!.quantityAvailable;
}

async function typeOnSale() {
  const event = await createEvent(ctx.database.db, { date: '2030-06-20' });
  return createTicketType(ctx.database.db, { eventId: event.id, quantityTotal: 10 });
}

async function statusOf(serial: string) {
  const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.serialId, serial));
  return row!.status;
}

/** A reservation of 2 tickets moved to 'to pay in cash' with the given cash hold (set directly, as POST /payment/cash/ does). */
async function cashReservation(typeId: number, expiresAt: Date | null) {
  const token = await accessTokenFor((await createUser(ctx.database.db)).id, clock.now());
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/tickets/reservations/',
    payload: { ticket_type_id: typeId, quantity: 2 },
    headers: { authorization: `Bearer ${token}` },
  });
  const serial = res.json().serial_id as string;
  await ctx.database.db
    .update(reservations)
    .set({ status: 'cash_pending', expiresAt })
    .where(eq(reservations.serialId, serial));
  return serial;
}

describe('the expiry job and cash reservations', () => {
  it('expires a cash reservation once its cash hold has passed, giving its tickets back exactly once', async () => {
    const type = await typeOnSale();
    const due = await cashReservation(type.id, new Date(NOW.getTime() + 72 * HOUR));
    const later = await cashReservation(type.id, new Date(NOW.getTime() + 96 * HOUR));
    expect(await stock(type.id)).toBe(6);

    clock.advance(72 * HOUR - 1);
    expect(await ctx.app.reservations.expireDue()).toBe(0);
    clock.advance(1);
    expect(await ctx.app.reservations.expireDue()).toBe(1);
    expect(await ctx.app.reservations.expireDue()).toBe(0);
    expect([await statusOf(due), await statusOf(later)]).toEqual(['expired', 'cash_pending']);
    expect(await stock(type.id)).toBe(8);
  });

  it('never touches a cash reservation without a cash hold', async () => {
    const type = await typeOnSale();
    const serial = await cashReservation(type.id, null);
    clock.advance(10 * 365 * 24 * HOUR);
    expect(await ctx.app.reservations.expireDue()).toBe(0);
    expect(await statusOf(serial)).toBe('cash_pending');
    expect(await stock(type.id)).toBe(8);
  });
});
