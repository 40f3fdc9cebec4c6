import { eq } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import { reservations } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';
import { freePort } from '../../test/ports.ts';
import { signWebhook } from './payments.routes.ts';

export type Who = { id: number };

/**
 * The payments HTTP test bench: a fresh app per test at 2030-06-01 10:00 UTC, an owner, another user and a
 * staff member, and helpers that call the API as one of them.
 */
export function paymentsBench(opts: { env?: Record<string, string>; listen?: boolean } = {}) {
  const clock = fixedClock(new Date('2030-06-01T10:00:00Z'));
  let ctx: TestContext;
  const people = { owner: { id: 0 }, other: { id: 0 }, staff: { id: 0 } };
  const db = () => ctx.database.db;

  /** A user (or staff member). */
  async function person(
    role: 'user' | 'staff' = 'user',
    profile: { firstName?: string; lastName?: string } = {},
  ) {
    const u = await createUser(db(), { roles: role === 'staff' ? ['staff'] : [], ...profile });
    return { id: u.id };
  }

  /** A call as `who`, with a token signed at the clock's time (tests move the clock past a token's life). */
  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, who: Who | null, payload?: unknown) {
    const token = who ? await accessTokenFor(who.id, clock.now()) : null;
    return ctx.app.inject({
      method,
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  /** A pending reservation of `quantity` × 5 000 XAF for `who` (at an event of its own unless given). */
  async function reservation(quantity = 2, who: Who = people.owner, event?: { id: number }) {
    const ev = event ?? (await createEvent(db(), { date: '2030-06-20' }));
    const type = await createTicketType(db(), { eventId: ev.id, price: 5000, quantityTotal: 10 });
    const res = await call('POST', '/api/tickets/reservations/', who, { ticket_type_id: type.id, quantity });
    return res.json().serial_id as string;
  }

  async function row(serial: string) {
    return (await db().select().from(reservations).where(eq(reservations.serialId, serial)))[0]!;
  }

  /** An Airtel Money payment of 2 × 5 000 XAF + 2.5 % by the owner. */
  function pay(serial: string, over: Record<string, unknown> = {}, who: Who = people.owner) {
    return call('POST', '/api/payment/checkout/', who, {
      reservation: serial,
      phone_number: '+242061234567',
      transaction_id: 'MP240601.1234',
      amount: 10250,
      provider: 'airtel',
      ...over,
    });
  }

  /** A provider callback signed as the provider would (or with another secret or timestamp). */
  function hook(body: object, opts: { secret?: string; ts?: number } = {}) {
    const raw = JSON.stringify(body);
    const ts = opts.ts ?? Math.floor(clock.now().getTime() / 1000);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/airtel/',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-sanza-timestamp': String(ts),
        'x-sanza-signature': signWebhook(opts.secret ?? ctx.app.webhookSecret, ts, raw),
      },
    });
  }

  beforeEach(async () => {
    clock.set(new Date('2030-06-01T10:00:00Z'));
    // Operators call back over HTTP: a bench that uses them listens on a free loopback port.
    const port = opts.listen ? await freePort() : undefined;
    ctx = await createTestApp({ clock, env: { ...opts.env, ...(port ? { PORT: String(port) } : {}) } });
    if (port) await ctx.app.listen({ port, host: '127.0.0.1' });
    people.owner = await person();
    people.other = await person();
    people.staff = await person('staff');
  });
  afterEach(() => ctx?.close());

  return {
    clock,
    get ctx() {
      return ctx;
    },
    get db() {
      return db();
    },
    get owner() {
      return people.owner;
    },
    get other() {
      return people.other;
    },
    get staff() {
      return people.staff;
    },
    person,
    call,
    reservation,
    row,
    status: async (serial: string) => (await row(serial)).status,
    pay,
    cash: (serial: string, who: Who = people.owner) =>
      call('POST', '/api/payment/cash/', who, { reservation_id: serial }),
    hook,
    /** The staff list of pending payments. */
    pendingForStaff: async () =>
      (await call('GET', '/api/payment/staff/payments/?status=pending', people.staff)).json(),
  };
}
