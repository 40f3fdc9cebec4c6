import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { payments, refunds, reservations, users } from '../../db/schema.ts';
import { createEvent } from '../../test/factories.ts';
import { paymentsBench, type Who } from '../payments/payments.test-support.ts';

// The operators' simulator answers requests to pay (a number ending in 7 is refused on the phone) and sends
// refunds back, as a real operator would.
const b = paymentsBench({
  listen: true,
  env: {
    PAYMENT_MODE: 'simulator',
    PAYMENT_SIMULATOR_DELAY_MS: '20',
    PAYMENT_CALLBACK_SECRET: 'c'.repeat(40),
  },
});
const { call } = b;

async function organizer() {
  const who = await b.person();
  await b.db
    .update(users)
    .set({ roles: ['organizer'] })
    .where(eq(users.id, who.id));
  return who;
}

/** Asks MTN to prompt `phone` for `serial` and waits for the operator's answer; answers the request's status. */
async function requestToPay(serial: string, who: Who, phone: string) {
  const started = await call('POST', '/api/payment/request-to-pay/', who, {
    reservation_id: serial,
    operator: 'mtn',
    phone,
  });
  expect(started.statusCode).toBe(202);
  const { id } = started.json();
  return vi.waitFor(
    async () => {
      const { status } = (await call('GET', `/api/payment/request-to-pay/${id}/`, who)).json();
      expect(status).not.toBe('pending');
      return status as string;
    },
    { timeout: 5000, interval: 20 },
  );
}

/** The status of each payment of the reservation `serial`. */
async function paymentStatuses(serial: string) {
  const rows = await b.db
    .select({ provider: payments.provider, status: payments.status })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(eq(reservations.serialId, serial));
  return rows.map((p) => [p.provider, p.status]);
}

describe('refunds of a cancelled event holding confirmed, refused and pending payments', () => {
  it('refunds the confirmed phone payment only: one refund in the staff refund list, the sales page net of it', async () => {
    const owner = await organizer();
    const event = await createEvent(b.db, { date: '2030-06-20', organizerId: owner.id, status: 'published' });
    // Confirmed: MTN collected 5 000 XAF + 2.5 %.
    const confirmed = await b.reservation(1, b.owner, event);
    expect(await requestToPay(confirmed, b.owner, '061234561')).toBe('succeeded');
    // Refused on the phone: no money moved, the reservation is to pay again.
    const refused = await b.reservation(1, b.other, event);
    expect(await requestToPay(refused, b.other, '061234567')).toBe('failed');
    // Pending: a manual mobile-money payment staff have not checked, and cash not yet brought.
    const manualBuyer = await b.person();
    const manual = await b.reservation(1, manualBuyer, event);
    expect((await b.pay(manual, { amount: 5125 }, manualBuyer)).statusCode).toBe(201);
    const cashBuyer = await b.person();
    const cash = await b.reservation(1, cashBuyer, event);
    expect((await b.cash(cash, cashBuyer)).statusCode).toBe(200);
    expect({
      confirmed: await paymentStatuses(confirmed),
      refused: await paymentStatuses(refused),
      manual: await paymentStatuses(manual),
      cash: await paymentStatuses(cash),
    }).toEqual({
      confirmed: [['mtn', 'confirmed']],
      refused: [['mtn', 'rejected']],
      manual: [['airtel', 'pending']],
      cash: [['cash', 'pending']],
    });

    expect((await call('POST', `/api/studio/events/${event.serialId}/cancel/`, owner)).statusCode).toBe(200);

    const list = (await call('GET', '/api/payment/staff/refunds/', b.staff)).json();
    expect(
      list.map((r: { reservation: string; provider: string; status: string; amount: number }) => [
        r.reservation,
        r.provider,
        r.status,
        r.amount,
      ]),
    ).toEqual([[confirmed, 'mtn', 'sent', 5125]]);
    expect(await b.db.select().from(refunds)).toHaveLength(1);

    const sales = (await call('GET', `/api/studio/events/${event.serialId}/sales/`, owner)).json();
    expect(sales.revenue).toEqual([{ provider: 'mtn', amount: 0, refunded: 5125, count: 1 }]);
    expect(
      sales.refunds.map((r: { reservation: string; amount: number; refund_status: string }) => [
        r.reservation,
        r.amount,
        r.refund_status,
      ]),
    ).toEqual([[confirmed, 5125, 'sent']]);
  });
});
