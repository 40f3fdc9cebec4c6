import { PAYMENT_CURRENCY } from '@sanza/contracts/constants';
import {
  airtelCallbackHash,
  type CollectionOperator,
  callOperator,
  OperatorError,
  type OperatorStatus,
  operatorToken,
  sameSecret,
} from './operator.ts';

export type AirtelConfig = {
  /** https://openapi.airtel.africa (or https://openapiuat.airtel.africa, or the simulator). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** X-Country: the ISO code of the country the merchant account is in ('CG'). */
  country: string;
  /** The private key of Airtel's callback authentication (the `hash` of each callback). */
  callbackKey: string;
};

type AirtelEnvelope = {
  data?: {
    transaction?: { id?: string; status?: string; airtel_money_id?: string; message?: string };
  };
  status?: { code?: string; message?: string; result_code?: string; success?: boolean };
};

/**
 * Airtel Africa Open API (developers.airtel.africa), Collection → USSD Push:
 * `POST /auth/oauth2/token` `{client_id, client_secret, grant_type: 'client_credentials'}` → `{access_token,
 * expires_in}`; `POST /merchant/v1/payments/` (headers X-Country, X-Currency) `{reference, subscriber: {country,
 * currency, msisdn (without the country code)}, transaction: {amount, country, currency, id}}` → `{data:
 * {transaction: {id, status}}, status: {code, result_code, success}}`; `GET /standard/v1/payments/{id}` →
 * `data.transaction.status` TS (success), TF (failed), TE (expired), TA/TIP (in progress). Airtel calls the
 * merchant's one callback URL with `{transaction: {id, message, status_code, airtel_money_id}, hash}`, the hash
 * being an HMAC-SHA256 (base64) of `transaction` with the callback private key. Refunds:
 * `POST /standard/v1/payments/refund` `{transaction: {airtel_money_id}}`.
 */
export function airtelOperator(config: AirtelConfig): CollectionOperator {
  const base = config.baseUrl.replace(/\/$/, '');
  const token = operatorToken(
    'Airtel',
    `${base}/auth/oauth2/token`,
    {
      headers: { 'content-type': 'application/json' },
      body: {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: 'client_credentials',
      },
    },
    180,
  );
  const headers = async () => ({
    authorization: `Bearer ${await token()}`,
    'content-type': 'application/json',
    'x-country': config.country,
    'x-currency': PAYMENT_CURRENCY,
  });
  const refused = (body: AirtelEnvelope | null, what: string) =>
    new OperatorError(body?.status?.message ?? what, true, body?.status?.result_code ?? null);

  return {
    id: 'airtel',
    async requestToPay(request) {
      const res = await callOperator(`${base}/merchant/v1/payments/`, {
        method: 'POST',
        headers: await headers(),
        body: {
          reference: `Sanza ${request.externalId}`,
          subscriber: { country: config.country, currency: PAYMENT_CURRENCY, msisdn: request.national },
          transaction: {
            amount: request.amount,
            country: config.country,
            currency: PAYMENT_CURRENCY,
            id: request.reference,
          },
        },
      });
      const body = res.body as AirtelEnvelope | null;
      if (res.status !== 200 || body?.status?.success !== true) throw refused(body, `Airtel ${res.status}`);
    },

    async status(reference) {
      const res = await callOperator(`${base}/standard/v1/payments/${reference}`, {
        method: 'GET',
        headers: await headers(),
      });
      const body = res.body as AirtelEnvelope | null;
      const tx = body?.data?.transaction;
      if (res.status === 404 || (res.status === 200 && !tx)) return null;
      if (res.status !== 200 || !tx) throw refused(body, `Airtel status ${res.status}`);
      const word = String(tx.status ?? 'TIP').toUpperCase();
      const state: OperatorStatus['state'] =
        word === 'TS' ? 'succeeded' : word === 'TF' || word === 'TE' ? 'failed' : 'pending';
      return {
        state,
        operatorStatus: word,
        operatorReference: tx.airtel_money_id ?? null,
        reason: state === 'failed' ? (tx.message ?? word) : null,
        // Airtel's status answer carries no amount: what was asked is what is collected.
        amount: null,
        currency: null,
      };
    },

    verifyCallback({ body }) {
      const b = body as { transaction?: { id?: unknown }; hash?: unknown } | null;
      if (!b?.transaction || typeof b.hash !== 'string' || typeof b.transaction.id !== 'string') return null;
      return sameSecret(b.hash, airtelCallbackHash(config.callbackKey, b.transaction))
        ? b.transaction.id
        : null;
    },

    async refund(refund) {
      if (!refund.operatorReference) throw new OperatorError('no airtel_money_id to refund', true);
      const res = await callOperator(`${base}/standard/v1/payments/refund`, {
        method: 'POST',
        headers: await headers(),
        body: { transaction: { airtel_money_id: refund.operatorReference } },
      });
      const body = res.body as AirtelEnvelope | null;
      if (res.status !== 200 || body?.status?.success !== true)
        throw refused(body, `Airtel refund ${res.status}`);
      return { operatorReference: body.data?.transaction?.airtel_money_id ?? refund.operatorReference };
    },
  };
}
