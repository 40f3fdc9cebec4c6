import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentRequests } from '../../db/schema.ts';
import { paymentsBench } from './payments.test-support.ts';

// Live mode with an MTN that cannot be reached (nothing listens on port 9).
const b = paymentsBench({
  env: {
    PAYMENT_MODE: 'live',
    PAYMENT_CALLBACK_URL: 'https://sanza.example',
    MTN_BASE_URL: 'http://127.0.0.1:9',
    MTN_COLLECTION_KEY: 'k',
    MTN_API_USER: 'u',
    MTN_API_KEY: 'a',
  },
});

it('an operator that cannot be reached leaves the request pending, asked again until long after its expiry', async () => {
  const options = (await b.call('GET', '/api/payment/options/', null)).json();
  expect(options.request_to_pay.map((o: { id: string }) => o.id)).toEqual(['mtn']);
  const serial = await b.reservation();
  const res = await b.call('POST', '/api/payment/request-to-pay/', b.owner, {
    reservation_id: serial,
    operator: 'mtn',
    phone: '061234561',
  });
  expect(res.statusCode).toBe(202);
  expect(res.json().status).toBe('pending');
  const row = async () => (await b.db.select().from(paymentRequests))[0]!;
  expect((await row()).history.at(-1)).toMatchObject({ source: 'request', status: 'pending' });
  expect(await b.status(serial)).toBe('awaiting_confirmation');

  // Past the request's expiry, still unreachable: asked again, not given up (the buyer may have paid).
  b.clock.advance(200_000);
  expect(await b.ctx.app.paymentRequests.reconcile()).toBe(0);
  expect((await row()).status).toBe('pending');
  // An hour after the expiry, given up: expired, the reservation is the buyer's to pay again.
  b.clock.advance(3_600_000);
  expect(await b.ctx.app.paymentRequests.reconcile()).toBe(1);
  const ended = await b.db.select().from(paymentRequests).where(eq(paymentRequests.status, 'expired'));
  expect(ended).toHaveLength(1);
  expect(await b.status(serial)).toBe('pending');
  // Airtel is not configured: refused with the text.
  const airtel = await b.call('POST', '/api/payment/request-to-pay/', b.owner, {
    reservation_id: serial,
    operator: 'airtel',
    phone: '051234561',
  });
  expect(airtel.statusCode).toBe(400);
  expect(airtel.json()).toMatchObject({
    operator: ["Cet opérateur n'est pas disponible pour le paiement sur téléphone"],
  });
});
