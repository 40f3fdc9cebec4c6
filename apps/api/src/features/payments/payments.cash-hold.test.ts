import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { paymentAudit } from '../../db/schema.ts';
import { testConfig } from '../../test/app.ts';
import { paymentsBench, type Who } from './payments.test-support.ts';

const b = paymentsBench();
const { reservation, call, cash } = b;
const HOUR = 3_600_000;
const extend = (serial: string, who: Who | null = b.staff) =>
  call('POST', `/api/payment/staff/reservations/${serial}/extend/`, who);

describe('CASH_HOLD_HOURS', () => {
  it('is 72 hours by default, and must be a whole number of hours between 1 and 2160', () => {
    expect(testConfig().cashHoldMs).toBe(72 * HOUR);
    expect(testConfig({ CASH_HOLD_HOURS: '5' }).cashHoldMs).toBe(5 * HOUR);
    for (const bad of ['0', '1.5', 'trois', '2161']) {
      expect(() => loadConfig({ CASH_HOLD_HOURS: bad })).toThrow(
        /CASH_HOLD_HOURS : doit être un entier entre 1 et 2160/,
      );
    }
  });
});

describe('a cash hold', () => {
  it('runs CASH_HOLD_HOURS from the choice of cash; the owner sees the deadline and staff too', async () => {
    const serial = await reservation();
    const res = await cash(serial);
    expect(res.json()).toMatchObject({ expires_at: '2030-06-04T10:00:00.000Z' });
    expect((await b.row(serial)).expiresAt?.toISOString()).toBe('2030-06-04T10:00:00.000Z');
    const seen = (await call('GET', `/api/tickets/reservations/${serial}/`, b.owner)).json();
    expect(seen).toMatchObject({ status: 'cash_pending', expires_at: '2030-06-04T10:00:00.000Z' });
    const [queued] = await b.pendingForStaff();
    expect(queued).toMatchObject({
      provider: 'cash',
      reservation_status: 'cash_pending',
      reservation_expires_at: '2030-06-04T10:00:00.000Z',
    });
    // Choosing cash again changes nothing.
    b.clock.advance(HOUR);
    expect((await cash(serial)).json()).toMatchObject({ expires_at: '2030-06-04T10:00:00.000Z' });
  });
});

describe('POST /api/payment/staff/reservations/{serial_id}/extend/', () => {
  it('pushes the deadline CASH_HOLD_HOURS further, audited', async () => {
    const serial = await reservation();
    await cash(serial);
    b.clock.advance(10 * HOUR);
    const res = await extend(serial);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: 'Réservation gardée jusqu’au 7 juin 2030 à 11:00',
      expires_at: '2030-06-07T10:00:00.000Z',
    });
    expect((await b.row(serial)).expiresAt?.toISOString()).toBe('2030-06-07T10:00:00.000Z');
    const audit = await b.db.select().from(paymentAudit).where(eq(paymentAudit.action, 'cash_hold_extended'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: 'staff',
      actorUserId: b.staff.id,
      detail: { from: '2030-06-04T10:00:00.000Z', to: '2030-06-07T10:00:00.000Z' },
    });
    expect(audit[0]!.paymentId).not.toBeNull();
  });

  it('counts from now when the deadline has already passed', async () => {
    const serial = await reservation();
    await cash(serial);
    b.clock.advance(100 * HOUR); // 2030-06-05 14:00, past the 06-04 10:00 deadline
    expect((await extend(serial)).json().expires_at).toBe('2030-06-08T14:00:00.000Z');
  });

  it('answers 404 for an unknown reservation and 409 for one not to pay in cash', async () => {
    const unknown = await extend('nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Réservation introuvable' });
    const serial = await reservation();
    const res = await extend(serial);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: "Cette réservation n'est pas en attente d'un paiement en espèces" });
    expect((await b.row(serial)).status).toBe('pending');
  });

  it('answers 401 to a visitor and 403 to a user who is not staff', async () => {
    const serial = await reservation();
    await cash(serial);
    expect((await extend(serial, null)).statusCode).toBe(401);
    const res = await extend(serial, b.owner);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Réservé au personnel' });
    expect((await b.row(serial)).expiresAt?.toISOString()).toBe('2030-06-04T10:00:00.000Z');
  });
});
