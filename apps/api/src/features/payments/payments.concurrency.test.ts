import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { eTickets, paymentAudit, payments } from '../../db/schema.ts';
import { describeOnPostgres, raceBehindLock } from '../../test/concurrency.ts';
import { paymentsBench } from './payments.test-support.ts';

// One app on PostgreSQL: its connection pool runs the staff decision and the callback really in parallel.
describeOnPostgres('a provider callback racing a staff decision (PostgreSQL)', () => {
  const b = paymentsBench();

  /** The owner's Airtel payment of 2 × 5 000 XAF, declared and waiting. */
  async function declaredPayment() {
    const serial = await b.reservation(2);
    expect((await b.pay(serial)).statusCode).toBe(201);
    const [payment] = await b.db.select().from(payments);
    return { serial, payment: payment! };
  }

  /** Staff and the operator decide at once: each waits on the payment row, held until both are there. */
  function race(paymentId: number, staffAction: 'confirm' | 'reject', callbackStatus: 'success' | 'failed') {
    return raceBehindLock(
      b.ctx.database,
      (tx) => tx.execute(sql`select id from payments where id = ${paymentId} for share`),
      2,
      () =>
        Promise.all([
          b.call('POST', `/api/payment/staff/payments/${paymentId}/${staffAction}/`, b.staff),
          b.hook({
            event_id: `evt-${paymentId}`,
            transaction_id: 'MP240601.1234',
            status: callbackStatus,
            amount: 10250,
            currency: 'XAF',
          }),
        ]),
    );
  }

  for (const [staffAction, callbackStatus] of [
    ['confirm', 'failed'],
    ['reject', 'success'],
  ] as const) {
    it(`staff ${staffAction} and a ${callbackStatus} callback at once: one decides, the other is told`, async () => {
      const { serial, payment } = await declaredPayment();
      const [staff, callback] = await race(payment.id, staffAction, callbackStatus);
      const isStaffFirst = staff.statusCode === 200;
      if (isStaffFirst) {
        expect(staff.json()).toEqual({
          detail: staffAction === 'confirm' ? 'Paiement confirmé' : 'Paiement refusé',
        });
        expect(callback.json()).toEqual({ detail: "Ce paiement n'est plus en attente", applied: false });
      } else {
        expect(staff.statusCode).toBe(409);
        expect(staff.json()).toEqual({ detail: "Ce paiement n'est plus en attente" });
        expect(callback.json()).toEqual({
          detail: callbackStatus === 'success' ? 'Paiement confirmé' : 'Paiement refusé',
          applied: true,
        });
      }
      const isConfirmed = isStaffFirst ? staffAction === 'confirm' : callbackStatus === 'success';
      const [after] = await b.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(after!.status).toBe(isConfirmed ? 'confirmed' : 'rejected');
      expect(await b.status(serial)).toBe(isConfirmed ? 'paid' : 'pending');
      const issued = await b.db
        .select()
        .from(eTickets)
        .where(eq(eTickets.reservationId, payment.reservationId));
      expect(issued).toHaveLength(isConfirmed ? 2 : 0);
      const decisions = await b.db
        .select()
        .from(paymentAudit)
        .where(
          and(
            eq(paymentAudit.paymentId, payment.id),
            sql`${paymentAudit.action} in ('payment_confirmed', 'payment_rejected')`,
          ),
        );
      expect(decisions).toHaveLength(1);
    });
  }
});
