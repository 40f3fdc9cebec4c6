import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { airtelCallbackHash } from './operator.ts';

/** Credentials the simulator accepts (and the app sends in simulator mode): nothing secret. */
export const SIMULATOR_CREDENTIALS = {
  mtn: {
    collectionKey: 'sim-collection',
    disbursementKey: 'sim-disbursement',
    apiUser: 'sim-user',
    apiKey: 'sim-key',
  },
  airtel: { clientId: 'sim-client', clientSecret: 'sim-secret', callbackKey: 'sim-callback-key' },
} as const;

type Outcome = 'approve' | 'refuse' | 'silent' | 'approve-twice';
type SimRequest = {
  operator: 'mtn' | 'airtel';
  reference: string;
  externalId: string;
  msisdn: string;
  amount: number;
  currency: string;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  moneyId: string | null;
  callbackUrl: string | null;
};

/**
 * The buyer's answer, chosen by the number's last digit: 0–6 approves within the delay, 7 refuses,
 * 8 never answers (the request times out on our side), 9 approves and the callback is sent twice.
 */
export function simulatedOutcome(msisdn: string): Outcome {
  const last = Number(msisdn.at(-1));
  if (last === 7) return 'refuse';
  if (last === 8) return 'silent';
  if (last === 9) return 'approve-twice';
  return 'approve';
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/**
 * A local stand-in for the operators' collection APIs (PAYMENT_MODE=simulator): MTN MoMo's and Airtel's real
 * request and answer shapes on a loopback port, with their callbacks, so the whole flow runs on a fresh machine
 * without an operator account. `delayMs` is how long the "buyer" takes to answer.
 */
export async function startOperatorSimulator(opts: {
  delayMs: number;
  /** Airtel's callback URL is set once in its portal, not per request. */
  airtelCallbackUrl: string;
}): Promise<{ url: string; close(): Promise<void> }> {
  const requests = new Map<string, SimRequest>();
  const timers = new Set<NodeJS.Timeout>();
  const tokens = new Set<string>();
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const issueToken = (res: ServerResponse, expiresIn: number | string, type: string) => {
    const token = randomUUID();
    tokens.add(token);
    send(res, 200, { access_token: token, token_type: type, expires_in: expiresIn });
  };
  const authorized = (req: IncomingMessage) =>
    tokens.has(String(req.headers.authorization ?? '').replace(/^Bearer /, ''));

  const mtnBody = (r: SimRequest) => ({
    amount: String(r.amount),
    currency: r.currency,
    financialTransactionId: r.moneyId ?? undefined,
    externalId: r.externalId,
    payer: { partyIdType: 'MSISDN', partyId: r.msisdn },
    payerMessage: `Sanza ${r.externalId}`,
    payeeNote: `Sanza ${r.externalId}`,
    status: r.status,
    reason: r.status === 'FAILED' ? 'APPROVAL_REJECTED' : undefined,
  });
  const airtelWord = (r: SimRequest) =>
    r.status === 'SUCCESSFUL' ? 'TS' : r.status === 'FAILED' ? 'TF' : 'TIP';
  const airtelMessage = (r: SimRequest) =>
    r.status === 'FAILED'
      ? 'Transaction declined by subscriber'
      : r.status === 'SUCCESSFUL'
        ? 'Success'
        : 'In progress';

  function callBack(r: SimRequest) {
    const target = r.operator === 'mtn' ? r.callbackUrl : opts.airtelCallbackUrl;
    if (!target) return;
    let body: unknown;
    if (r.operator === 'mtn') body = mtnBody(r);
    else {
      const transaction = {
        id: r.reference,
        message: airtelMessage(r),
        status_code: airtelWord(r),
        airtel_money_id: r.moneyId,
      };
      body = { transaction, hash: airtelCallbackHash(SIMULATOR_CREDENTIALS.airtel.callbackKey, transaction) };
    }
    // MTN calls back with PUT, Airtel with POST; a lost callback is what the reconciliation job is for.
    fetch(target, {
      method: r.operator === 'mtn' ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => {});
  }

  function play(r: SimRequest) {
    const outcome = simulatedOutcome(r.msisdn);
    if (outcome === 'silent') return;
    later(opts.delayMs, () => {
      r.status = outcome === 'refuse' ? 'FAILED' : 'SUCCESSFUL';
      if (r.status === 'SUCCESSFUL')
        r.moneyId = `${r.operator === 'mtn' ? '' : 'CI'}${Date.now()}${Math.floor(Math.random() * 1000)}`;
      callBack(r);
      if (outcome === 'approve-twice') later(Math.max(20, opts.delayMs / 2), () => callBack(r));
    });
  }

  function accept(r: SimRequest) {
    requests.set(r.reference, r);
    play(r);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const path = url.pathname;
    const method = req.method ?? 'GET';

    // MTN MoMo.
    if (method === 'POST' && /^\/mtn\/(collection|disbursement)\/token\/?$/.test(path)) {
      return issueToken(res, 3600, 'access_token');
    }
    if (path.startsWith('/mtn/') && !authorized(req)) return send(res, 401, { message: 'Access denied' });
    if (method === 'POST' && path === '/mtn/collection/v1_0/requesttopay') {
      const reference = String(req.headers['x-reference-id'] ?? '');
      const body = (await readJson(req)) as {
        amount?: string;
        currency?: string;
        externalId?: string;
        payer?: { partyId?: string };
      } | null;
      if (!reference || !body?.payer?.partyId || !body.amount) {
        return send(res, 400, { code: 'INVALID_PARAMETERS', message: 'Invalid parameters' });
      }
      if (requests.has(reference)) {
        return send(res, 409, { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id' });
      }
      accept({
        operator: 'mtn',
        reference,
        externalId: body.externalId ?? '',
        msisdn: body.payer.partyId,
        amount: Number(body.amount),
        currency: body.currency ?? '',
        status: 'PENDING',
        moneyId: null,
        callbackUrl: req.headers['x-callback-url'] ? String(req.headers['x-callback-url']) : null,
      });
      return send(res, 202);
    }
    const mtnStatus = path.match(/^\/mtn\/collection\/v1_0\/requesttopay\/([\w-]+)$/);
    if (method === 'GET' && mtnStatus) {
      const r = requests.get(mtnStatus[1]!);
      if (r?.operator !== 'mtn') {
        return send(res, 404, { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' });
      }
      return send(res, 200, mtnBody(r));
    }
    if (method === 'POST' && path === '/mtn/disbursement/v1_0/transfer') {
      await readJson(req);
      return send(res, 202);
    }

    // Airtel Africa.
    if (method === 'POST' && path === '/airtel/auth/oauth2/token') {
      const body = (await readJson(req)) as { client_id?: string; client_secret?: string } | null;
      if (
        body?.client_id !== SIMULATOR_CREDENTIALS.airtel.clientId ||
        body.client_secret !== SIMULATOR_CREDENTIALS.airtel.clientSecret
      ) {
        return send(res, 401, { error: 'invalid_client' });
      }
      return issueToken(res, '180', 'bearer');
    }
    if (path.startsWith('/airtel/') && !authorized(req)) return send(res, 401, { error: 'invalid_token' });
    const ok = (transaction: object) => ({
      data: { transaction },
      status: { code: '200', message: 'SUCCESS', result_code: 'ESB000010', success: true },
    });
    if (method === 'POST' && path === '/airtel/merchant/v1/payments/') {
      const body = (await readJson(req)) as {
        subscriber?: { msisdn?: string; country?: string };
        transaction?: { amount?: number; id?: string; currency?: string };
        reference?: string;
      } | null;
      const id = body?.transaction?.id;
      if (!id || !body?.subscriber?.msisdn || !body.transaction?.amount) {
        return send(res, 400, {
          status: { code: '400', message: 'Invalid request', result_code: 'ESB000008', success: false },
        });
      }
      if (requests.has(id)) {
        return send(res, 200, {
          status: {
            code: '400',
            message: 'Duplicate transaction id',
            result_code: 'ESB000014',
            success: false,
          },
        });
      }
      accept({
        operator: 'airtel',
        reference: id,
        externalId: body.reference ?? '',
        // Airtel is sent the national number: the simulator decides on its last digit all the same.
        msisdn: body.subscriber.msisdn,
        amount: body.transaction.amount,
        currency: body.transaction.currency ?? String(req.headers['x-currency'] ?? ''),
        status: 'PENDING',
        moneyId: null,
        callbackUrl: null,
      });
      return send(res, 200, ok({ id, status: 'Success.' }));
    }
    const airtelStatus = path.match(/^\/airtel\/standard\/v1\/payments\/([\w-]+)$/);
    if (method === 'GET' && airtelStatus) {
      const r = requests.get(airtelStatus[1]!);
      if (r?.operator !== 'airtel') {
        return send(res, 404, {
          status: { code: '404', message: 'Transaction not found', result_code: 'ESB000001', success: false },
        });
      }
      return send(
        res,
        200,
        ok({ id: r.reference, status: airtelWord(r), airtel_money_id: r.moneyId, message: airtelMessage(r) }),
      );
    }
    if (method === 'POST' && path === '/airtel/standard/v1/payments/refund') {
      const body = (await readJson(req)) as { transaction?: { airtel_money_id?: string } } | null;
      const moneyId = body?.transaction?.airtel_money_id;
      if (!moneyId)
        return send(res, 400, { status: { code: '400', message: 'Invalid request', success: false } });
      return send(res, 200, ok({ airtel_money_id: moneyId, status: 'SUCCESS' }));
    }
    return send(res, 404, { message: 'Not found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { message: 'simulator error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
