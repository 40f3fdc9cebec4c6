import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { type PaymentRequestStep, paymentAudit, paymentRequests, payments } from '../../db/schema.ts';
import { describeOnPostgres, raceBehindLock } from '../../test/concurrency.ts';
import { callbackToken } from './operators/operator.ts';
import { finish } from './payment-requests.repository.ts';
import { paymentsBench } from './payments.test-support.ts';

const CALLBACK_SECRET = 'r'.repeat(40);
// The operator's own callbacks go nowhere (nothing listens on port 9): the test delivers them itself, at the
// same moment as the reconciliation job's polls.
const b = paymentsBench({
  listen: true,
  env: {
    PAYMENT_MODE: 'simulator',
    PAYMENT_SIMULATOR_DELAY_MS: '0',
    PAYMENT_CALLBACK_URL: 'http://127.0.0.1:9',
    PAYMENT_CALLBACK_SECRET: CALLBACK_SECRET,
    PAYMENT_REQUEST_TTL_S: '3600',
  },
});

/** The owner's MTN request to pay for 2 tickets, its stored row and a callback the operator could send. */
async function pendingRequest() {
  const serial = await b.reservation(2);
  const res = await b.call('POST', '/api/payment/request-to-pay/', b.owner, {
    reservation_id: serial,
    operator: 'mtn',
    phone: '06 123 45 60',
  });
  const { id } = res.json();
  const row = async () =>
    (await b.db.select().from(paymentRequests).where(eq(paymentRequests.serialId, id)))[0]!;
  const { reference } = await row();
  const url = `/api/payment/callback/mtn/${reference}/?token=${callbackToken(CALLBACK_SECRET, 'mtn', reference)}`;
  const callback = () => b.ctx.app.inject({ method: 'PUT', url, payload: { status: 'SUCCESSFUL' } });
  return { serial, row, callback };
}

/** The request's decisions: its steps that ended it, not the callbacks recorded after. */
const decisions = (history: PaymentRequestStep[]) =>
  history.filter((s) => s.status !== 'pending' && s.note !== 'rappel reçu');

it('a callback and the poll arriving together confirm once', async () => {
  const { serial, row, callback } = await pendingRequest();

  // Each round: two polls and two callbacks at once, until the operator has the buyer's approval.
  await vi.waitFor(
    async () => {
      b.clock.advance(61_000);
      const answers = await Promise.all([
        b.ctx.app.paymentRequests.reconcile(),
        callback(),
        b.ctx.app.paymentRequests.reconcile(),
        callback(),
      ]);
      for (const a of answers) if (typeof a !== 'number') expect(a.statusCode).toBe(200);
      expect((await row()).status).toBe('succeeded');
    },
    { timeout: 5000, interval: 10 },
  );

  const reservationId = (await b.row(serial)).id;
  const confirmed = await b.db
    .select()
    .from(paymentAudit)
    .where(and(eq(paymentAudit.reservationId, reservationId), eq(paymentAudit.action, 'payment_confirmed')));
  expect(confirmed).toHaveLength(1);
  expect(await b.db.select().from(payments).where(eq(payments.status, 'confirmed'))).toHaveLength(1);
  const { history } = await row();
  expect(decisions(history)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  // Recorded in order: nothing after the decision says the request was still pending.
  const decided = history.indexOf(decisions(history)[0]!);
  expect(history.slice(decided).map((s) => s.status)).not.toContain('pending');
  expect(await b.status(serial)).toBe('paid');
  const tickets = (await b.call('GET', `/api/tickets/reservations/${serial}/tickets/`, b.owner)).json();
  expect(tickets).toHaveLength(2);
});

describeOnPostgres('a callback recorded while a poll ends the request (PostgreSQL)', () => {
  it('is recorded with the status the poll left, and decides nothing', async () => {
    const { row, callback } = await pendingRequest();
    const { id } = await row();
    // The callback reads the request while it is still pending, then waits on the row the poll is ending.
    const answer = await raceBehindLock(
      b.ctx.database,
      (tx) =>
        finish(tx, id, {
          status: 'succeeded',
          reason: null,
          operatorReference: 'op-1',
          decidedAt: b.clock.now(),
          step: {
            at: b.clock.now().toISOString(),
            source: 'poll',
            status: 'succeeded',
            operator_status: 'SUCCESSFUL',
            note: null,
          },
        }),
      1,
      callback,
    );
    expect(answer.json()).toEqual({ detail: 'Événement déjà traité', applied: false });
    const { history, callbacks } = await row();
    expect(history.slice(-2)).toEqual([
      expect.objectContaining({ source: 'poll', status: 'succeeded' }),
      expect.objectContaining({ source: 'callback', status: 'succeeded', note: 'rappel reçu' }),
    ]);
    expect(callbacks).toHaveLength(1);
  });
});
