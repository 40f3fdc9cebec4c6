import { amountDue } from '@sanza/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { paymentAudit, paymentRequests, payments, refunds } from '../../db/schema.ts';
import { accessTokenFor } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { airtelCallbackHash, callbackToken } from './operators/operator.ts';
import { SIMULATOR_CREDENTIALS } from './operators/simulator.ts';
import { paymentsBench, type Who } from './payments.test-support.ts';

const CALLBACK_SECRET = 'c'.repeat(40);
const b = paymentsBench({
  listen: true,
  env: {
    PAYMENT_MODE: 'simulator',
    PAYMENT_SIMULATOR_DELAY_MS: '20',
    PAYMENT_CALLBACK_SECRET: CALLBACK_SECRET,
  },
});
const { reservation, status, call } = b;

/** Asks `operator` to prompt `phone` for the reservation `serial`. */
const start = (serial: string, operator: string, phone: string, who: Who = b.owner) =>
  call('POST', '/api/payment/request-to-pay/', who, { reservation_id: serial, operator, phone });

const state = async (id: string, who: Who = b.owner) =>
  (await call('GET', `/api/payment/request-to-pay/${id}/`, who)).json();

/** Waits for the operator (the simulator, a few ms) to settle the request. */
const settled = (id: string, who: Who = b.owner) =>
  vi.waitFor(
    async () => {
      const s = await state(id, who);
      expect(s.status).not.toBe('pending');
      return s;
    },
    { timeout: 5000, interval: 20 },
  );

const requestRow = async (id: string) =>
  (await b.db.select().from(paymentRequests).where(eq(paymentRequests.serialId, id)))[0]!;

const confirmations = async (serial: string) => {
  const row = await b.row(serial);
  return b.db
    .select()
    .from(paymentAudit)
    .where(and(eq(paymentAudit.reservationId, row.id), eq(paymentAudit.action, 'payment_confirmed')));
};

/** An MTN callback as MTN sends it: PUT to the URL given with the request (its token), or another token. */
const mtnCallback = (
  reference: string,
  body: object,
  token = callbackToken(CALLBACK_SECRET, 'mtn', reference),
) =>
  b.ctx.app.inject({
    method: 'PUT',
    url: `/api/payment/callback/mtn/${reference}/?token=${encodeURIComponent(token)}`,
    payload: body,
  });

/** An Airtel callback with its hash (made with the simulator's key unless given). */
const airtelCallback = (transaction: object, key: string = SIMULATOR_CREDENTIALS.airtel.callbackKey) =>
  b.ctx.app.inject({
    method: 'POST',
    url: '/api/payment/callback/airtel/',
    payload: { transaction, hash: airtelCallbackHash(key, transaction) },
  });

describe('GET /api/payment/options/ with the simulator', () => {
  it('lists the operators that can prompt a phone, with their numbering', async () => {
    const res = await call('GET', '/api/payment/options/', null);
    expect(res.json().request_to_pay).toEqual([
      {
        id: 'airtel',
        label: 'Airtel Money',
        fee_percent: 2.5,
        country: 'CG',
        country_code: '+242',
        prefixes: ['04', '05'],
        example: '05 123 45 67',
      },
      {
        id: 'mtn',
        label: 'MTN MoMo',
        fee_percent: 2.5,
        country: 'CG',
        country_code: '+242',
        prefixes: ['06'],
        example: '06 123 45 67',
      },
    ]);
  });
});

describe('POST /api/payment/request-to-pay/', () => {
  it.each([
    ['mtn', '06 123 45 61'],
    ['airtel', '+242 05 123 45 62'],
  ])(
    '%s: the buyer approves on the phone; the reservation is paid once, with its e-tickets',
    async (op, phone) => {
      const serial = await reservation(2);
      const res = await start(serial, op, phone);
      expect(res.statusCode).toBe(202);
      const created = res.json();
      expect(created).toMatchObject({ status: 'pending', amount: 10250, fee: 250, reservation: serial });
      expect(await status(serial)).toBe('awaiting_confirmation');

      const done = await settled(created.id);
      expect(done).toMatchObject({ status: 'succeeded', amount: 10250 });
      expect(done.reason).toBeUndefined();
      expect(await status(serial)).toBe('paid');
      const tickets = (await call('GET', `/api/tickets/reservations/${serial}/tickets/`, b.owner)).json();
      expect(tickets).toHaveLength(2);
      const paid = await b.db.select().from(payments).where(eq(payments.status, 'confirmed'));
      expect(paid).toMatchObject([{ provider: op, amount: 10250, fee: 250 }]);
      const row = await requestRow(created.id);
      expect(row.operatorReference).toBeTruthy();
      expect(row.history.map((s) => [s.source, s.status])).toEqual(
        expect.arrayContaining([
          ['request', 'pending'],
          ['callback', 'succeeded'],
        ]),
      );
    },
  );

  it('charges the reservation total with the operator fee, whatever the total', async () => {
    for (const [quantity, op] of [
      [1, 'mtn'],
      [3, 'airtel'],
      [4, 'mtn'],
    ] as const) {
      const serial = await reservation(quantity, await b.person());
      const buyer = { id: (await b.row(serial)).userId };
      const res = await start(serial, op, '06 000 00 00'.replace('06', op === 'mtn' ? '06' : '05'), buyer);
      const total = quantity * 5000;
      expect(res.json()).toMatchObject({ amount: amountDue(op, total), fee: amountDue(op, total) - total });
      expect((await settled(res.json().id, buyer)).status).toBe('succeeded');
      const [payment] = await b.db
        .select()
        .from(payments)
        .where(eq(payments.reservationId, (await b.row(serial)).id));
      expect(payment!.amount).toBe(total + Math.ceil((total * 250) / 10_000));
    }
  });

  it('a refusal on the phone says so in French; the buyer may try again', async () => {
    const serial = await reservation();
    const first = (await start(serial, 'mtn', '061234567')).json();
    expect(await settled(first.id)).toMatchObject({
      status: 'failed',
      reason: 'Paiement refusé sur le téléphone. Vous pouvez réessayer.',
    });
    expect(await status(serial)).toBe('pending');
    const again = await start(serial, 'airtel', '051234561');
    expect(again.statusCode).toBe(202);
    expect((await settled(again.json().id)).status).toBe('succeeded');
    expect(await status(serial)).toBe('paid');
  });

  it('a phone that never answers expires after the request time, by the reconciliation job', async () => {
    const serial = await reservation();
    const { id } = (await start(serial, 'airtel', '051234568')).json();
    b.clock.advance(10_000);
    expect(await b.ctx.app.paymentRequests.reconcile()).toBe(0);
    expect((await state(id)).status).toBe('pending');
    expect((await requestRow(id)).polls).toBe(1);
    b.clock.advance(180_000);
    expect(await b.ctx.app.paymentRequests.reconcile()).toBe(1);
    expect(await state(id)).toMatchObject({
      status: 'expired',
      reason:
        "Vous n'avez pas confirmé sur le téléphone à temps : la demande a expiré. Vous pouvez réessayer.",
    });
    expect(await status(serial)).toBe('pending');
  });

  it('a callback sent twice confirms once', async () => {
    const serial = await reservation();
    const { id } = (await start(serial, 'mtn', '061234569')).json();
    expect((await settled(id)).status).toBe('succeeded');
    await vi.waitFor(async () => expect((await requestRow(id)).callbacks).toHaveLength(2), {
      timeout: 5000,
      interval: 20,
    });
    expect(await confirmations(serial)).toHaveLength(1);
    expect(await b.db.select().from(payments)).toHaveLength(1);
    expect((await call('GET', `/api/tickets/reservations/${serial}/tickets/`, b.owner)).json()).toHaveLength(
      2,
    );
  });

  it('never pays a reservation twice: a second request, a manual payment or cash are refused', async () => {
    const serial = await reservation();
    const { id } = (await start(serial, 'mtn', '061234568')).json();
    const waiting = await start(serial, 'airtel', '051234561');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({
      detail: 'Un paiement est déjà en attente de confirmation pour cette réservation',
    });
    expect((await b.pay(serial)).statusCode).toBe(409);
    expect((await b.cash(serial)).statusCode).toBe(409);
    expect((await state(id)).status).toBe('pending');

    const other = await reservation();
    const { id: paidId } = (await start(other, 'mtn', '061234560')).json();
    await settled(paidId);
    const again = await start(other, 'mtn', '061234560');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Cette réservation est déjà payée' });
  });

  it('answers bad input with 4xx and the texts, and starts nothing', async () => {
    const serial = await reservation();
    const wrongPrefix = await start(serial, 'mtn', '05 123 45 67');
    expect(wrongPrefix.statusCode).toBe(400);
    expect(wrongPrefix.json()).toMatchObject({
      phone: ["Ce numéro n'est pas un numéro MTN MoMo : saisissez-le comme 06 123 45 67"],
    });
    expect((await start(serial, 'mtn', '+33 6 12 34 56 78')).statusCode).toBe(400);
    expect((await start(serial, 'mtn', 'abc')).statusCode).toBe(400);
    const moov = await start(serial, 'moov', '06 123 45 67');
    expect(moov.statusCode).toBe(400);
    expect(moov.json()).toMatchObject({ operator: ['Opérateur inconnu'] });
    expect((await call('POST', '/api/payment/request-to-pay/', b.owner, {})).statusCode).toBe(400);
    const broken = await b.ctx.app.inject({
      method: 'POST',
      url: '/api/payment/request-to-pay/',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await accessTokenFor(b.owner.id, b.clock.now())}`,
      },
      payload: '{"reservation_id":',
    });
    expect(broken.statusCode).toBe(400);
    expect((await start('nope', 'mtn', '061234567')).statusCode).toBe(404);
    expect((await start(serial, 'mtn', '061234567', b.other)).statusCode).toBe(403);
    expect((await call('POST', '/api/payment/request-to-pay/', null, {})).statusCode).toBe(401);
    expect(await b.db.select().from(paymentRequests)).toHaveLength(0);
    expect(await status(serial)).toBe('pending');
  });

  it('shows a request to its buyer and staff only', async () => {
    const serial = await reservation();
    const { id } = (await start(serial, 'mtn', '061234568')).json();
    expect((await call('GET', `/api/payment/request-to-pay/${id}/`, b.other)).statusCode).toBe(403);
    expect((await call('GET', `/api/payment/request-to-pay/${id}/`, b.staff)).json()).toMatchObject({ id });
    expect((await call('GET', '/api/payment/request-to-pay/nope/', b.owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/payment/request-to-pay/${id}/`, null)).statusCode).toBe(401);
  });
});

describe('operator callbacks', () => {
  it('refuses a forged callback (wrong token or hash) with 401 and changes nothing', async () => {
    const serial = await reservation();
    const { id } = (await start(serial, 'mtn', '061234568')).json();
    const { reference } = await requestRow(id);
    const forged = await mtnCallback(reference, { status: 'SUCCESSFUL' }, 'x'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ detail: 'Signature invalide' });
    const noToken = await b.ctx.app.inject({
      method: 'PUT',
      url: `/api/payment/callback/mtn/${reference}/`,
      payload: { status: 'SUCCESSFUL' },
    });
    expect(noToken.statusCode).toBe(401);

    const serial2 = await reservation();
    const { id: id2 } = (await start(serial2, 'airtel', '051234568')).json();
    const ref2 = (await requestRow(id2)).reference;
    const badHash = await airtelCallback(
      { id: ref2, status_code: 'TS', airtel_money_id: 'CI1' },
      'wrong key',
    );
    expect(badHash.statusCode).toBe(401);
    for (const r of [id, id2]) expect((await state(r)).status).toBe('pending');
    expect(await status(serial)).toBe('awaiting_confirmation');
    expect((await requestRow(id)).callbacks).toEqual([]);
  });

  it('never trusts a callback body: an authentic URL claiming success is checked with the operator', async () => {
    const serial = await reservation();
    const { id } = (await start(serial, 'mtn', '061234568')).json();
    const { reference } = await requestRow(id);
    const res = await mtnCallback(reference, { status: 'SUCCESSFUL', amount: '10250', currency: 'XAF' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: false });
    expect((await state(id)).status).toBe('pending');
    expect(await status(serial)).toBe('awaiting_confirmation');
  });

  it('refuses a replay: one request’s callback on another, and a repeat once decided changes nothing', async () => {
    const serialA = await reservation();
    const { id: a } = (await start(serialA, 'mtn', '061234561')).json();
    const serialB = await reservation();
    const { id: bId } = (await start(serialB, 'mtn', '061234568')).json();
    await settled(a);
    const refA = (await requestRow(a)).reference;
    const refB = (await requestRow(bId)).reference;
    const tokenA = callbackToken(CALLBACK_SECRET, 'mtn', refA);
    const moved = await mtnCallback(refB, { status: 'SUCCESSFUL' }, tokenA);
    expect(moved.statusCode).toBe(401);
    expect((await state(bId)).status).toBe('pending');

    const airtelSerial = await reservation();
    const { id: c } = (await start(airtelSerial, 'airtel', '051234561')).json();
    await settled(c);
    const cRow = await requestRow(c);
    const signed = {
      id: cRow.reference,
      message: 'Success',
      status_code: 'TS',
      airtel_money_id: cRow.operatorReference,
    };
    const replay = await airtelCallback(signed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ detail: 'Événement déjà traité', applied: false });
    const tampered = await b.ctx.app.inject({
      method: 'POST',
      url: '/api/payment/callback/airtel/',
      payload: {
        transaction: { ...signed, id: refB },
        hash: airtelCallbackHash(SIMULATOR_CREDENTIALS.airtel.callbackKey, signed),
      },
    });
    expect(tampered.statusCode).toBe(401);
    expect(await confirmations(serialA)).toHaveLength(1);
    expect(await confirmations(airtelSerial)).toHaveLength(1);
  });

  it('masks secrets in the raw callbacks staff see, with the references and history', async () => {
    const serial = await reservation();
    const { id } = (await start(serial, 'airtel', '051234560')).json();
    await settled(id);
    const list = (await call('GET', '/api/payment/staff/requests/', b.staff)).json();
    expect(list).toHaveLength(1);
    const [seen] = list;
    expect(seen).toMatchObject({ id, status: 'succeeded', operator: 'airtel', phone: '+242051234560' });
    expect(seen.reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.operator_reference).toBeTruthy();
    expect(seen.callbacks[0].body).toMatchObject({ hash: '[masqué]', transaction: { status_code: 'TS' } });
    expect(seen.history.map((s: { source: string }) => s.source)).toContain('callback');
    expect((await call('GET', '/api/payment/staff/requests/', b.owner)).statusCode).toBe(403);
    expect((await call('GET', '/api/payment/staff/refunds/', b.owner)).statusCode).toBe(403);
  });
});

describe('refunds after a cancelled event', () => {
  it('sends a phone payment back through the operator and lists a manual one for staff', async () => {
    const organizer = await b.person();
    await b.db.execute(`update users set roles = '{organizer}' where id = ${organizer.id}` as never);
    const event = await createEvent(b.db, {
      date: '2030-06-20',
      organizerId: organizer.id,
      status: 'published',
    });
    const byPhone = await reservation(1, b.owner, event);
    await settled((await start(byPhone, 'mtn', '061234561')).json().id);
    const byHand = await reservation(1, b.other, event);
    await b.pay(byHand, { amount: 5125 }, b.other);
    const pending = await b.pendingForStaff();
    await call('POST', `/api/payment/staff/payments/${pending[0].serial_id}/confirm/`, b.staff);
    const cancelled = await call('POST', `/api/studio/events/${event.serialId}/cancel/`, organizer);
    expect(cancelled.statusCode).toBe(200);
    const list = (await call('GET', '/api/payment/staff/refunds/', b.staff)).json();
    expect(
      list
        .map((r: { reservation: string; status: string; provider: string; amount: number }) => [
          r.reservation,
          r.provider,
          r.status,
          r.amount,
        ])
        .sort(),
    ).toEqual(
      [
        [byHand, 'airtel', 'manual', 5125],
        [byPhone, 'mtn', 'sent', 5125],
      ].sort(),
    );
    expect(await b.db.select().from(refunds)).toHaveLength(2);
    // The organiser's sales page tells which of them are done and which are owed by hand.
    const sales = (await call('GET', `/api/studio/events/${event.serialId}/sales/`, organizer)).json();
    expect(
      sales.refunds
        .map((r: { reservation: string; refund_status: string }) => [r.reservation, r.refund_status])
        .sort(),
    ).toEqual(
      [
        [byHand, 'manual'],
        [byPhone, 'sent'],
      ].sort(),
    );
  });
});

describe('the live waiting screen', () => {
  it('streams the request state as Server-Sent Events until the operator answers', async () => {
    const serial = await reservation();
    const { id } = (await start(serial, 'mtn', '061234561')).json();
    const token = await accessTokenFor(b.owner.id, b.clock.now());
    const address = b.ctx.app.server.address() as { port: number };
    const res = await fetch(
      `http://127.0.0.1:${address.port}/api/payment/request-to-pay/${id}/events/?access_token=${token}`,
    );
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('"status":"succeeded"')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    await reader.cancel();
    expect(text).toMatch(/^event: state\ndata: \{[^\n]*"status":"(pending|succeeded)"/);
    expect(text).toContain('"status":"succeeded"');
  });

  it('refuses a stream without a token, or to someone else', async () => {
    const serial = await reservation();
    const { id } = (await start(serial, 'mtn', '061234568')).json();
    expect((await call('GET', `/api/payment/request-to-pay/${id}/events/`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/payment/request-to-pay/${id}/events/`, b.other)).statusCode).toBe(403);
  });
});
