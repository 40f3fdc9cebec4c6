import { PAYMENT_CURRENCY } from '@sanza/contracts/constants';
import {
  type CollectionOperator,
  callbackToken,
  callOperator,
  OperatorError,
  type OperatorStatus,
  operatorToken,
  sameSecret,
} from './operator.ts';

export type MtnConfig = {
  /** https://proxy.momoapi.mtn.com (or the sandbox, or the simulator). */
  baseUrl: string;
  /** Ocp-Apim-Subscription-Key of the Collection product, and of Disbursement for refunds. */
  collectionKey: string;
  disbursementKey: string | undefined;
  apiUser: string;
  apiKey: string;
  /** X-Target-Environment: 'sandbox', 'mtncongo', 'mtncameroon'… */
  targetEnvironment: string;
  /** Where our callback route is reached from the internet: `{base}/api/payment/callback/mtn/{reference}/`. */
  callbackBase: string;
  callbackSecret: string;
};

/**
 * MTN MoMo Open API, Collection product (momodeveloper.mtn.com, "Collection" → RequestToPay):
 * `POST /collection/token/` (Basic apiUser:apiKey) → `{access_token, expires_in}`;
 * `POST /collection/v1_0/requesttopay` with `X-Reference-Id` (our UUID, the idempotency key), `X-Callback-Url`,
 * body `{amount, currency, externalId, payer: {partyIdType: 'MSISDN', partyId}, payerMessage, payeeNote}` → 202
 * (409 when the reference was already used: the request exists); `GET /collection/v1_0/requesttopay/{ref}` →
 * `{amount, currency, financialTransactionId, status: PENDING|SUCCESSFUL|FAILED, reason}`. MTN calls the
 * callback URL with the same body, unsigned: the URL carries our token, and the status is read back with GET.
 * Refunds: Disbursement `POST /disbursement/v1_0/transfer` (payee MSISDN), same token and reference scheme.
 */
export function mtnOperator(config: MtnConfig): CollectionOperator {
  const base = config.baseUrl.replace(/\/$/, '');
  const basic = Buffer.from(`${config.apiUser}:${config.apiKey}`).toString('base64');
  const tokenFor = (product: 'collection' | 'disbursement', key: string) =>
    operatorToken(
      'MTN',
      `${base}/${product}/token/`,
      { headers: { authorization: `Basic ${basic}`, 'ocp-apim-subscription-key': key } },
      3600,
    );
  const collectionToken = tokenFor('collection', config.collectionKey);
  const disbursementToken = config.disbursementKey ? tokenFor('disbursement', config.disbursementKey) : null;
  const headers = async (key: string, token: () => Promise<string>) => ({
    authorization: `Bearer ${await token()}`,
    'ocp-apim-subscription-key': key,
    'x-target-environment': config.targetEnvironment,
    'content-type': 'application/json',
  });

  const operator: CollectionOperator = {
    id: 'mtn',
    async requestToPay(request) {
      const res = await callOperator(`${base}/collection/v1_0/requesttopay`, {
        method: 'POST',
        headers: {
          ...(await headers(config.collectionKey, collectionToken)),
          'x-reference-id': request.reference,
          'x-callback-url': `${config.callbackBase}/api/payment/callback/mtn/${request.reference}/?token=${callbackToken(config.callbackSecret, 'mtn', request.reference)}`,
        },
        body: {
          amount: String(request.amount),
          currency: PAYMENT_CURRENCY,
          externalId: request.externalId,
          payer: { partyIdType: 'MSISDN', partyId: request.msisdn },
          payerMessage: `Sanza ${request.externalId}`,
          payeeNote: `Sanza ${request.externalId}`,
        },
      });
      // 409: this reference was already sent (a retry after a lost answer): the request exists.
      if (res.status === 202 || res.status === 409) return;
      const body = res.body as { code?: string; message?: string } | null;
      throw new OperatorError(body?.message ?? `MTN answered ${res.status}`, true, body?.code ?? null);
    },

    async status(reference) {
      const res = await callOperator(`${base}/collection/v1_0/requesttopay/${reference}`, {
        method: 'GET',
        headers: await headers(config.collectionKey, collectionToken),
      });
      if (res.status === 404) return null;
      if (res.status !== 200) throw new OperatorError(`MTN status ${res.status}`, true);
      const body = res.body as {
        status?: string;
        financialTransactionId?: string;
        amount?: string | number;
        currency?: string;
        reason?: string | { code?: string; message?: string };
      };
      const word = String(body.status ?? 'PENDING').toUpperCase();
      const reason = typeof body.reason === 'string' ? body.reason : (body.reason?.code ?? null);
      const state: OperatorStatus['state'] =
        word === 'SUCCESSFUL' ? 'succeeded' : word === 'FAILED' || word === 'REJECTED' ? 'failed' : 'pending';
      return {
        state,
        operatorStatus: word,
        operatorReference: body.financialTransactionId ?? null,
        reason: state === 'failed' ? (reason ?? 'FAILED') : null,
        amount: body.amount === undefined ? null : Number(body.amount),
        currency: body.currency ?? null,
      };
    },

    verifyCallback({ reference, query }) {
      if (!reference || !query.token) return null;
      return sameSecret(query.token, callbackToken(config.callbackSecret, 'mtn', reference))
        ? reference
        : null;
    },
  };

  if (disbursementToken && config.disbursementKey) {
    const key = config.disbursementKey;
    operator.refund = async (refund) => {
      const res = await callOperator(`${base}/disbursement/v1_0/transfer`, {
        method: 'POST',
        headers: { ...(await headers(key, disbursementToken)), 'x-reference-id': refund.reference },
        body: {
          amount: String(refund.amount),
          currency: PAYMENT_CURRENCY,
          externalId: refund.reference,
          payee: { partyIdType: 'MSISDN', partyId: refund.msisdn },
          payerMessage: 'Sanza : remboursement',
          payeeNote: 'Sanza : remboursement',
        },
      });
      if (res.status !== 202 && res.status !== 409) {
        const body = res.body as { message?: string } | null;
        throw new OperatorError(body?.message ?? `MTN transfer ${res.status}`, true);
      }
      return { operatorReference: refund.reference };
    };
  }
  return operator;
}
