import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentAudit, reservations } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { testTarget } from '../../test/db.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';
import { signWebhook } from './payments.routes.ts';

const clock = fixedClock(new Date('2030-06-01T10:00:00Z'));
let ctx: TestContext;
type Who = { id: number; token: string };
let owner: Who;
let other: Who;
let staff: Who;

async function person(role: 'user' | 'staff' = 'user'): Promise<Who> {
  const u = await createUser(ctx.database.db, { role });
  return { id: u.id, token: await accessTokenFor(u.id, clock.now()) };
}

beforeEach(async () => {
  clock.set(new Date('2030-06-01T10:00:00Z'));
  ctx = await createTestApp({ clock });
  [owner, other, staff] = [await person(), await person(), await person('staff')];
});
afterEach(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, who: Who | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

/** A pending reservation of `quantity` × 5 000 XAF for the owner. */
async function reservation(quantity = 2, who = owner) {
  const event = await createEvent(ctx.database.db, { date: '2030-06-20' });
  const type = await createTicketType(ctx.database.db, { eventId: event.id, price: 5000, quantityTotal: 10 });
  const res = await call('POST', '/api/tickets/reservations/', who, { ticket_type_id: type.id, quantity });
  return res.json().serial_id as string;
}
const status = async (serial: string) =>
  (await ctx.database.db.select().from(reservations).where(eq(reservations.serialId, serial)))[0]!.status;
const pay = (serial: string, over: Record<string, unknown> = {}, who = owner) =>
  call('POST', '/api/payment/checkout/', who, {
    reservation: serial,
    phone_number: '+242061234567',
    transaction_id: 'MP240601.1234',
    amount: 10250,
    provider: 'airtel',
    ...over,
  });

describe('POST /api/payment/checkout/', () => {
  it('records a mobile-money payment of total + fee (201); the reservation then awaits confirmation', async () => {
    const serial = await reservation();
    const res = await pay(serial, { amount: '10250.00' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      reservation: serial,
      provider: 'airtel',
      amount: 10250,
      fee: 250,
      status: 'pending',
    });
    expect(await status(serial)).toBe('awaiting_confirmation');
    const audit = await ctx.database.db.select().from(paymentAudit);
    expect(audit.map((a) => a.action)).toEqual(['payment_submitted']);
  });

  it('refuses an amount other than total + fee, naming the amount due', async () => {
    const serial = await reservation();
    const res = await pay(serial, { amount: 10000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ amount: ['Le montant doit être de 10250 XAF (total et frais compris)'] });
    const moov = await pay(serial, { provider: 'moov', amount: 10300 });
    expect(moov.statusCode).toBe(201);
  });

  it('refuses a transaction id already used, for any reservation', async () => {
    await pay(await reservation());
    const res = await pay(await reservation());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ transaction_id: ['Cet identifiant de transaction a déjà été utilisé'] });
  });

  it("applies the spec's form rules", async () => {
    const serial = await reservation();
    expect((await pay(serial, { transaction_id: 'AB12' })).json()).toEqual({
      transaction_id: ['Transaction ID must be at least 5 characters'],
    });
    expect((await pay(serial, { provider: 'orange' })).statusCode).toBe(400);
    expect((await pay(serial, { amount: '12,5' })).statusCode).toBe(400);
    expect((await call('POST', '/api/payment/checkout/', owner, {})).statusCode).toBe(400);
  });

  it("refuses paying someone else's reservation (403), and a paid or cancelled one (409)", async () => {
    const serial = await reservation();
    expect((await pay(serial, {}, other)).statusCode).toBe(403);
    await ctx.database.db
      .update(reservations)
      .set({ status: 'paid' })
      .where(eq(reservations.serialId, serial));
    expect((await pay(serial)).json()).toEqual({ detail: 'Cette réservation est déjà payée' });
    const cancelled = await reservation();
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tickets/reservations/${cancelled}/cancel/`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect((await pay(cancelled, { transaction_id: 'OTHER-123' })).json()).toEqual({
      detail: 'Cette réservation est annulée ou expirée',
    });
  });

  it('keeps the hold while the payment awaits confirmation', async () => {
    const serial = await reservation();
    await pay(serial);
    clock.advance(48 * 3600_000);
    expect(await ctx.app.reservations.expireDue()).toBe(0);
    expect(await status(serial)).toBe('awaiting_confirmation');
  });
});

describe('cash, staff decisions and e-tickets', () => {
  it('marks a reservation to pay in cash; staff confirm it; the owner gets one QR ticket per seat', async () => {
    const serial = await reservation(2);
    const cash = await call('POST', '/api/payment/cash/', owner, { reservation_id: serial });
    expect(cash.statusCode).toBe(200);
    expect(await status(serial)).toBe('cash_pending');
    const pending = (await call('GET', '/api/payment/staff/payments/?status=pending', staff)).json();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ provider: 'cash', amount: 10000, reservation: serial });
    const ok = await call('POST', `/api/payment/staff/payments/${pending[0].id}/confirm/`, staff);
    expect(ok.json()).toEqual({ detail: 'Paiement confirmé' });
    const seen = (await call('GET', `/api/tickets/reservations/${serial}/`, owner)).json();
    expect(seen.is_paid).toBe(true);
    const tickets = (await call('GET', `/api/tickets/reservations/${serial}/tickets/`, owner)).json();
    expect(tickets).toHaveLength(2);
    expect(tickets[0].qr_svg).toContain('<svg');
    expect(tickets.map((t: { seat: number }) => t.seat)).toEqual([1, 2]);
    expect(
      (await call('POST', `/api/payment/staff/payments/${pending[0].id}/confirm/`, staff)).statusCode,
    ).toBe(409);
  });

  it('refuses a mobile payment on a reservation to pay in cash', async () => {
    const serial = await reservation();
    await call('POST', '/api/payment/cash/', owner, { reservation_id: serial });
    const res = await pay(serial);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Cette réservation est à régler en espèces à la caisse' });
  });

  it('a rejected payment puts the reservation back to pending with a fresh hold', async () => {
    const serial = await reservation();
    const { id } = (await pay(serial)).json();
    expect((await call('POST', `/api/payment/staff/payments/${id}/reject/`, staff)).json()).toEqual({
      detail: 'Paiement refusé',
    });
    expect(await status(serial)).toBe('pending');
    expect((await call('GET', `/api/tickets/reservations/${serial}/tickets/`, owner)).json()).toEqual([]);
    expect((await pay(serial, { transaction_id: 'MP-SECOND-1' })).statusCode).toBe(201);
  });

  it('keeps the staff calls for staff (403 otherwise)', async () => {
    expect((await call('GET', '/api/payment/staff/payments/', owner)).statusCode).toBe(403);
    expect((await call('POST', '/api/payment/staff/payments/1/confirm/', owner)).json()).toEqual({
      detail: 'Réservé au personnel',
    });
    expect((await call('POST', '/api/tickets/check-in/', owner, { code: 'x.y' })).statusCode).toBe(403);
  });

  it('admits a ticket once; a second scan says when it was used; a forged code is refused', async () => {
    const serial = await reservation(1);
    const { id } = (await pay(serial, { amount: 5125 })).json();
    await call('POST', `/api/payment/staff/payments/${id}/confirm/`, staff);
    const [ticket] = (await call('GET', `/api/tickets/reservations/${serial}/tickets/`, owner)).json();
    const first = await call('POST', '/api/tickets/check-in/', staff, { code: ticket.code });
    expect(first.statusCode).toBe(200);
    expect(first.json().detail).toBe('Billet valide : entrée autorisée');
    const second = await call('POST', '/api/tickets/check-in/', staff, { code: ticket.code });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: 'Billet déjà utilisé le 1 juin 2030 à 11:00' });
    const forged = await call('POST', '/api/tickets/check-in/', staff, {
      code: `${ticket.serial_id}.AAAAAAAAAAAAAAAA`,
    });
    expect(forged.json()).toEqual({ detail: 'Billet invalide' });
  });
});

describe('POST /api/payment/webhook/{provider}/', () => {
  const hook = (body: object, opts: { secret?: string; ts?: number } = {}) => {
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
  };

  it('confirms a payment once, and a replayed callback changes nothing', async () => {
    const serial = await reservation();
    await pay(serial);
    const event = { event_id: 'evt-1', transaction_id: 'MP240601.1234', status: 'success' };
    const first = await hook(event);
    expect(first.json()).toEqual({ detail: 'Paiement confirmé', applied: true });
    expect(await status(serial)).toBe('paid');
    const replay = await hook(event);
    expect(replay.json()).toEqual({ detail: 'Événement déjà traité', applied: false });
    const tickets = (await call('GET', `/api/tickets/reservations/${serial}/tickets/`, owner)).json();
    expect(tickets).toHaveLength(2);
  });

  it('refuses a bad signature or a stale timestamp with 401, changing nothing', async () => {
    const serial = await reservation();
    await pay(serial);
    const event = { event_id: 'evt-2', transaction_id: 'MP240601.1234', status: 'success' };
    expect((await hook(event, { secret: 'x'.repeat(40) })).statusCode).toBe(401);
    expect((await hook(event, { ts: Math.floor(clock.now().getTime() / 1000) - 3600 })).statusCode).toBe(401);
    expect(await status(serial)).toBe('awaiting_confirmation');
  });

  it('a failed callback rejects the payment', async () => {
    const serial = await reservation();
    await pay(serial);
    await hook({ event_id: 'evt-3', transaction_id: 'MP240601.1234', status: 'failed' });
    expect(await status(serial)).toBe('pending');
  });
});

describe('every payment call needs a signed-in user', () => {
  it.each([
    '/api/payment/checkout/',
    '/api/payment/cash/',
    '/api/payment/staff/payments/1/confirm/',
    '/api/tickets/check-in/',
  ])('POST %s answers 401', async (url) => {
    expect((await call('POST', url, null, {})).statusCode).toBe(401);
  });
});

describe.runIf(testTarget === 'postgres')('the same transaction id in parallel (PostgreSQL)', () => {
  it('accepts exactly one of two simultaneous payments with one transaction id', async () => {
    const [a, b] = [await reservation(), await reservation()];
    const answers = await Promise.all([
      pay(a, { transaction_id: 'PARALLEL-1' }),
      pay(b, { transaction_id: 'PARALLEL-1' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });
});
