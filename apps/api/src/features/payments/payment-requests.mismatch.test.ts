import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eTickets, payments } from '../../db/schema.ts';
import { paymentsBench } from './payments.test-support.ts';

/** What the stand-in operator reports in its status answer instead of what was asked (nothing: what was asked). */
type Report = { amount?: string; currency?: string };

/**
 * A loopback MTN MoMo collection API standing in for the operator (PAYMENT_MODE=live pointed at it): it takes
 * requests to pay and answers their status SUCCESSFUL, with the amount and currency asked unless `report` says
 * otherwise. It keeps the callback URL each request came with, for the test to call back as MTN would.
 */
function fakeMtn() {
  const asked = new Map<
    string,
    { amount: string; currency: string; externalId: string; callbackUrl: string }
  >();
  const state = { report: {} as Report, server: null as Server | null };
  const readJson = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  };
  const handle = async (req: IncomingMessage) => {
    const path = new URL(req.url ?? '/', 'http://mtn').pathname;
    if (req.method === 'POST' && path === '/collection/token/') {
      return {
        status: 200,
        body: { access_token: 'fake-token', token_type: 'access_token', expires_in: 3600 },
      };
    }
    if (req.method === 'POST' && path === '/collection/v1_0/requesttopay') {
      const body = await readJson(req);
      asked.set(String(req.headers['x-reference-id']), {
        amount: body.amount,
        currency: body.currency,
        externalId: body.externalId,
        callbackUrl: String(req.headers['x-callback-url']),
      });
      return { status: 202 };
    }
    const status = path.match(/^\/collection\/v1_0\/requesttopay\/([\w-]+)$/);
    const request = status ? asked.get(status[1]!) : undefined;
    if (req.method === 'GET' && request) {
      return {
        status: 200,
        body: {
          amount: state.report.amount ?? request.amount,
          currency: state.report.currency ?? request.currency,
          financialTransactionId: '7012345678',
          externalId: request.externalId,
          status: 'SUCCESSFUL',
        },
      };
    }
    return { status: 404, body: { code: 'RESOURCE_NOT_FOUND' } };
  };
  return {
    asked,
    state,
    async start() {
      state.server = createServer((req, res) => {
        handle(req).then(({ status, body }: { status: number; body?: unknown }) => {
          res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
          res.end(body === undefined ? undefined : JSON.stringify(body));
        });
      });
      await new Promise<void>((resolve) => state.server!.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
    },
    async close() {
      state.server?.closeAllConnections();
      await new Promise<void>((resolve) => state.server?.close(() => resolve()) ?? resolve());
    },
  };
}

const mtn = fakeMtn();
// Read by the bench before each test: the stand-in's address is only known once it listens.
const env: Record<string, string> = {
  PAYMENT_MODE: 'live',
  PAYMENT_CALLBACK_URL: 'https://sanza.example',
  PAYMENT_CALLBACK_SECRET: 'c'.repeat(40),
  MTN_COLLECTION_KEY: 'fake-collection',
  MTN_API_USER: 'fake-user',
  MTN_API_KEY: 'fake-key',
};
beforeAll(async () => {
  env.MTN_BASE_URL = await mtn.start();
});
afterAll(() => mtn.close());
const b = paymentsBench({ env });
const { call } = b;
beforeEach(() => {
  mtn.state.report = {};
});

/** Starts an MTN request to pay for a new 2 × 5 000 XAF reservation, then MTN calls back as it would. */
async function payByPhoneWithCallback() {
  const serial = await b.reservation(2);
  const started = await call('POST', '/api/payment/request-to-pay/', b.owner, {
    reservation_id: serial,
    operator: 'mtn',
    phone: '061234561',
  });
  expect(started.statusCode).toBe(202);
  const { id, amount } = started.json();
  expect(amount).toBe(10250);
  const [reference, sent] = [...mtn.asked].at(-1)!;
  expect(sent).toMatchObject({ amount: '10250', currency: 'XAF' });
  // MTN's callback: PUT to the URL it was given with the request (our public base, its token), unsigned body.
  const url = new URL(sent.callbackUrl);
  const callback = await b.ctx.app.inject({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    payload: { externalId: sent.externalId, status: 'SUCCESSFUL' },
  });
  expect(callback.statusCode).toBe(200);
  const request = (await call('GET', `/api/payment/request-to-pay/${id}/`, b.owner)).json();
  return { serial, id, reference, request };
}

/** The e-tickets issued for the reservation `serial`, in the database and as its holder sees them. */
async function ticketsOf(serial: string) {
  const row = await b.row(serial);
  return {
    stored: await b.db.select().from(eTickets).where(eq(eTickets.reservationId, row.id)),
    shown: (await call('GET', `/api/tickets/reservations/${serial}/tickets/`, b.owner)).json(),
  };
}

describe('an MTN status answer reporting another amount or currency than asked', () => {
  it('control: a status answer with the amount and currency asked succeeds and issues the 2 e-tickets', async () => {
    const { serial, request } = await payByPhoneWithCallback();
    expect(request).toMatchObject({ status: 'succeeded', amount: 10250 });
    expect(await b.status(serial)).toBe('paid');
    const { stored, shown } = await ticketsOf(serial);
    expect([stored.length, shown.length]).toEqual([2, 2]);
    expect((await b.db.select().from(payments))[0]).toMatchObject({ status: 'confirmed', mismatch: null });
  });

  it.each([
    [
      'another amount (10 000 instead of 10 250 XAF)',
      { amount: '10000' },
      { amount: 10000, currency: 'XAF' },
    ],
    ['another currency (10 250 EUR instead of XAF)', { currency: 'EUR' }, { amount: 10250, currency: 'EUR' }],
  ])(
    '%s: the request fails, staff see the reported amount and currency on the pending payment and in the request history, no e-ticket is issued',
    async (_what, report, reported) => {
      mtn.state.report = report;
      const { serial, id, reference, request } = await payByPhoneWithCallback();

      expect(request).toMatchObject({
        status: 'failed',
        reason:
          "Le paiement n'a pas abouti (montant incohérent, vérification par le personnel). Vous pouvez réessayer.",
      });
      expect(await b.status(serial)).toBe('awaiting_confirmation');
      const { stored, shown } = await ticketsOf(serial);
      expect([stored, shown]).toEqual([[], []]);

      // Staff: the payment awaits their check, with what the operator reported.
      const pending = await b.pendingForStaff();
      expect(pending).toHaveLength(1);
      expect(pending[0]).toMatchObject({
        reservation: serial,
        provider: 'mtn',
        amount: 10250,
        status: 'pending',
        mismatch: { ...reported, received_at: '2030-06-01T10:00:00.000Z' },
      });
      const requests = (await call('GET', '/api/payment/staff/requests/', b.staff)).json();
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        id,
        status: 'failed',
        reference,
        operator_reference: '7012345678',
      });
      expect(requests[0].history.at(-1)).toMatchObject({
        source: 'callback',
        status: 'failed',
        operator_status: 'SUCCESSFUL',
        note: `montant signalé ${reported.amount} ${reported.currency}`,
      });
    },
  );
});
