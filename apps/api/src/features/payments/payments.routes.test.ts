import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentAudit, reservations } from '../../db/schema.ts';
import { testTarget } from '../../test/db.ts';
import { createEvent } from '../../test/factories.ts';
import { paymentsBench } from './payments.test-support.ts';

const b = paymentsBench();
const { call, reservation, status, pay } = b;

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
    const audit = await b.db.select().from(paymentAudit);
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

  it("compares transaction ids without case or spaces: 'abc 12345' after 'ABC12345' is refused", async () => {
    expect((await pay(await reservation(), { transaction_id: 'ABC12345' })).statusCode).toBe(201);
    const res = await pay(await reservation(), { transaction_id: ' abc 12345 ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ transaction_id: ['Cet identifiant de transaction a déjà été utilisé'] });
    // The same id with the other operator is another payment.
    expect(
      (await pay(await reservation(), { transaction_id: 'abc 12345', provider: 'moov', amount: 10300 }))
        .statusCode,
    ).toBe(201);
  });

  it("applies the spec's form rules", async () => {
    const serial = await reservation();
    expect((await pay(serial, { transaction_id: 'AB12' })).json()).toEqual({
      transaction_id: ['Transaction ID must be at least 5 characters'],
    });
    expect((await pay(serial, { provider: 'orange' })).statusCode).toBe(400);
    expect((await pay(serial, { amount: '12,5' })).statusCode).toBe(400);
    expect((await call('POST', '/api/payment/checkout/', b.owner, {})).statusCode).toBe(400);
  });

  it("refuses paying someone else's reservation (403), and a paid or cancelled one (409)", async () => {
    const serial = await reservation();
    expect((await pay(serial, {}, b.other)).statusCode).toBe(403);
    await b.db.update(reservations).set({ status: 'paid' }).where(eq(reservations.serialId, serial));
    expect((await pay(serial)).json()).toEqual({ detail: 'Cette réservation est déjà payée' });
    const cancelled = await reservation();
    await call('DELETE', `/api/tickets/reservations/${cancelled}/cancel/`, b.owner);
    expect((await pay(cancelled, { transaction_id: 'OTHER-123' })).json()).toEqual({
      detail: 'Cette réservation est annulée ou expirée',
    });
  });

  it('keeps the hold while the payment awaits confirmation', async () => {
    const serial = await reservation();
    await pay(serial);
    b.clock.advance(48 * 3600_000);
    expect(await b.ctx.app.reservations.expireDue()).toBe(0);
    expect(await status(serial)).toBe('awaiting_confirmation');
  });
});

describe('cash, staff decisions and e-tickets', () => {
  it('marks a reservation to pay in cash; staff confirm it; the owner gets one QR ticket per seat', async () => {
    const serial = await reservation(2);
    const cash = await call('POST', '/api/payment/cash/', b.owner, { reservation_id: serial });
    expect(cash.statusCode).toBe(200);
    expect(await status(serial)).toBe('cash_pending');
    const pending = (await call('GET', '/api/payment/staff/payments/?status=pending', b.staff)).json();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ provider: 'cash', amount: 10000, reservation: serial });
    const ok = await call('POST', `/api/payment/staff/payments/${pending[0].id}/confirm/`, b.staff);
    expect(ok.json()).toEqual({ detail: 'Paiement confirmé' });
    const seen = (await call('GET', `/api/tickets/reservations/${serial}/`, b.owner)).json();
    expect(seen.is_paid).toBe(true);
    const tickets = (await call('GET', `/api/tickets/reservations/${serial}/tickets/`, b.owner)).json();
    expect(tickets).toHaveLength(2);
    expect(tickets[0].qr_svg).toContain('<svg');
    expect(tickets.map((t: { seat: number }) => t.seat)).toEqual([1, 2]);
    expect(
      (await call('POST', `/api/payment/staff/payments/${pending[0].id}/confirm/`, b.staff)).statusCode,
    ).toBe(409);
  });

  it('refuses a mobile payment on a reservation to pay in cash', async () => {
    const serial = await reservation();
    await call('POST', '/api/payment/cash/', b.owner, { reservation_id: serial });
    const res = await pay(serial);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Cette réservation est à régler en espèces à la caisse' });
  });

  it('a rejected payment puts the reservation back to pending with a fresh hold', async () => {
    const serial = await reservation();
    const { id } = (await pay(serial)).json();
    expect((await call('POST', `/api/payment/staff/payments/${id}/reject/`, b.staff)).json()).toEqual({
      detail: 'Paiement refusé',
    });
    expect(await status(serial)).toBe('pending');
    expect((await call('GET', `/api/tickets/reservations/${serial}/tickets/`, b.owner)).json()).toEqual([]);
    expect((await pay(serial, { transaction_id: 'MP-SECOND-1' })).statusCode).toBe(201);
  });

  it('refuses to confirm the cash payment of a reservation its owner cancelled (409), and drops it from the queue', async () => {
    const serial = await reservation();
    await call('POST', '/api/payment/cash/', b.owner, { reservation_id: serial });
    const [payment] = await b.pendingForStaff();
    await call('DELETE', `/api/tickets/reservations/${serial}/cancel/`, b.owner);
    const res = await call('POST', `/api/payment/staff/payments/${payment.id}/confirm/`, b.staff);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail:
        'La réservation de ce paiement est annulée ou expirée : il ne peut plus être confirmé ni refusé',
    });
    expect(
      (await call('POST', `/api/payment/staff/payments/${payment.id}/reject/`, b.staff)).statusCode,
    ).toBe(409);
    expect(await status(serial)).toBe('cancelled');
    expect((await call('GET', `/api/tickets/reservations/${serial}/tickets/`, b.owner)).json()).toEqual([]);
    expect(await b.pendingForStaff()).toEqual([]);
    expect((await call('GET', '/api/payment/staff/payments/', b.staff)).json()).toEqual([]);
  });

  it('refuses a decision on a cash payment whose hold expired (409), and drops it from the queue', async () => {
    const serial = await reservation();
    const kept = await reservation();
    await call('POST', '/api/payment/cash/', b.owner, { reservation_id: serial });
    await call('POST', '/api/payment/cash/', b.owner, { reservation_id: kept });
    const payment = (await b.pendingForStaff()).find(
      (p: { reservation: string }) => p.reservation === serial,
    );
    // What the expiry job does once the cash hold is over.
    await b.db.update(reservations).set({ status: 'expired' }).where(eq(reservations.serialId, serial));
    const res = await call('POST', `/api/payment/staff/payments/${payment.id}/confirm/`, b.staff);
    expect(res.statusCode).toBe(409);
    expect(await status(serial)).toBe('expired');
    const queue = await b.pendingForStaff();
    expect(queue.map((p: { reservation: string }) => p.reservation)).toEqual([kept]);
    expect(queue[0]).toMatchObject({ reservation_status: 'cash_pending', mismatch: null });
  });

  it('keeps the staff calls for staff (403 otherwise)', async () => {
    expect((await call('GET', '/api/payment/staff/payments/', b.owner)).statusCode).toBe(403);
    expect((await call('POST', '/api/payment/staff/payments/1/confirm/', b.owner)).json()).toEqual({
      detail: 'Réservé au personnel',
    });
    // Check-in is per event (door.routes.ts): whoever is not at that event's door is refused.
    const event = await createEvent(b.db, { date: '2030-06-20' });
    const scan = { code: 'x.y', event: event.serialId };
    expect((await call('POST', '/api/tickets/check-in/', b.owner, scan)).statusCode).toBe(403);
    expect((await call('GET', '/api/tickets/check-in/events/', b.owner)).json()).toEqual([]);
    expect((await call('POST', '/api/payment/staff/reservations/abc/extend/', b.owner)).statusCode).toBe(403);
  });
});

describe('every payment call needs a signed-in user', () => {
  it.each([
    '/api/payment/checkout/',
    '/api/payment/cash/',
    '/api/payment/staff/payments/1/confirm/',
    '/api/tickets/check-in/',
    '/api/payment/staff/reservations/abc/extend/',
  ])('POST %s answers 401', async (url) => {
    expect((await call('POST', url, null, {})).statusCode).toBe(401);
  });
});

describe.runIf(testTarget === 'postgres')('the same transaction id in parallel (PostgreSQL)', () => {
  it('accepts exactly one of two simultaneous payments with one transaction id', async () => {
    const [first, second] = [await reservation(), await reservation()];
    const answers = await Promise.all([
      pay(first, { transaction_id: 'PARALLEL-1' }),
      pay(second, { transaction_id: 'parallel- 1' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });
});
