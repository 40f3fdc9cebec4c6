import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentAudit, payments, reservations } from '../../db/schema.ts';
import { paymentsBench } from './payments.test-support.ts';

const b = paymentsBench();
const { reservation, status, pay, hook } = b;

/** The callback of the owner's Airtel payment (10 250 XAF), with what the operator moved. */
const report = (over: Record<string, unknown> = {}) => ({
  event_id: 'evt-1',
  transaction_id: 'MP240601.1234',
  status: 'success',
  amount: 10250,
  currency: 'XAF',
  ...over,
});

describe('POST /api/payment/webhook/{provider}/', () => {
  it('confirms a payment once, and a replayed callback changes nothing', async () => {
    const serial = await reservation();
    await pay(serial);
    const first = await hook(report());
    expect(first.json()).toEqual({ detail: 'Paiement confirmé', applied: true });
    expect(await status(serial)).toBe('paid');
    const replay = await hook(report());
    expect(replay.json()).toEqual({ detail: 'Événement déjà traité', applied: false });
    const tickets = (await b.call('GET', `/api/tickets/reservations/${serial}/tickets/`, b.owner)).json();
    expect(tickets).toHaveLength(2);
  });

  it('refuses a bad signature or a stale timestamp with 401, changing nothing', async () => {
    const serial = await reservation();
    await pay(serial);
    expect((await hook(report(), { secret: 'x'.repeat(40) })).statusCode).toBe(401);
    expect((await hook(report(), { ts: Math.floor(b.clock.now().getTime() / 1000) - 3600 })).statusCode).toBe(
      401,
    );
    expect(await status(serial)).toBe('awaiting_confirmation');
  });

  it('a failed callback rejects the payment', async () => {
    const serial = await reservation();
    await pay(serial);
    await hook(report({ status: 'failed' }));
    expect(await status(serial)).toBe('pending');
  });

  it('finds the payment with the transaction id compared without case or spaces', async () => {
    const serial = await reservation();
    await pay(serial, { transaction_id: 'MP240601.1234' });
    const res = await hook(report({ transaction_id: ' mp 240601.1234' }));
    expect(res.json()).toEqual({ detail: 'Paiement confirmé', applied: true });
    expect(await status(serial)).toBe('paid');
  });

  it('requires the amount and the currency (400)', async () => {
    await pay(await reservation());
    const { amount: _a, currency: _c, ...bare } = report();
    const res = await hook(bare);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ amount: ['Montant invalide'], currency: ['Devise invalide'] });
  });
});

describe('a callback whose amount or currency does not match the payment', () => {
  it('is refused (422); the payment stays pending, with the report kept for staff and audited', async () => {
    const serial = await reservation();
    await pay(serial);
    const res = await hook(report({ amount: 1 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail:
        'Montant signalé incohérent : 1 XAF reçus, 10250 XAF attendus. Le paiement reste en attente de vérification par le personnel.',
    });
    expect(await status(serial)).toBe('awaiting_confirmation');
    const [payment] = await b.db.select().from(payments);
    expect(payment).toMatchObject({
      status: 'pending',
      mismatch: { amount: 1, currency: 'XAF', received_at: '2030-06-01T10:00:00.000Z' },
    });
    const audit = await b.db.select().from(paymentAudit).where(eq(paymentAudit.action, 'webhook_mismatch'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: 'webhook',
      detail: { event_id: 'evt-1', reported: { amount: 1, currency: 'XAF' }, expected: { amount: 10250 } },
    });

    // The staff queue shows it, flagged with what the operator reported.
    const [queued] = await b.pendingForStaff();
    expect(queued).toMatchObject({
      reservation: serial,
      status: 'pending',
      mismatch: { amount: 1, currency: 'XAF', received_at: '2030-06-01T10:00:00.000Z' },
    });
  });

  it('refuses the right amount in another currency too', async () => {
    const serial = await reservation();
    await pay(serial);
    const res = await hook(report({ currency: 'eur' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/^Montant signalé incohérent : 10250 EUR reçus, 10250 XAF attendus/);
    expect(await status(serial)).toBe('awaiting_confirmation');
    expect((await b.pendingForStaff())[0].mismatch).toMatchObject({ amount: 10250, currency: 'EUR' });
  });

  it('does not block a later correct callback, with a new event id or the refused one sent again', async () => {
    const serial = await reservation();
    await pay(serial);
    expect((await hook(report({ event_id: 'evt-bad', amount: 1 }))).statusCode).toBe(422);
    // Sent again as is: still refused, not taken for an event already handled.
    expect((await hook(report({ event_id: 'evt-bad', amount: 1 }))).statusCode).toBe(422);
    const ok = await hook(report({ event_id: 'evt-good' }));
    expect(ok.json()).toEqual({ detail: 'Paiement confirmé', applied: true });
    expect(await status(serial)).toBe('paid');
  });

  it('a lowercase currency is the same currency', async () => {
    const serial = await reservation();
    await pay(serial);
    expect((await hook(report({ currency: 'xaf' }))).json()).toEqual({
      detail: 'Paiement confirmé',
      applied: true,
    });
    expect(await status(serial)).toBe('paid');
  });
});

describe('a callback for a reservation that is no longer held', () => {
  it('is refused with 409, changing nothing', async () => {
    const serial = await reservation();
    await pay(serial);
    await b.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.serialId, serial));
    const res = await hook(report());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail:
        'La réservation de ce paiement est annulée ou expirée : il ne peut plus être confirmé ni refusé',
    });
    expect(await status(serial)).toBe('cancelled');
    const [payment] = await b.db.select().from(payments);
    expect(payment!.status).toBe('pending');
  });
});
