import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RtpOperator } from '@sanza/contracts/constants';

/** What an operator says of a request to pay, in our words. */
export type OperatorStatus = {
  state: 'pending' | 'succeeded' | 'failed';
  /** The operator's own status word ('SUCCESSFUL', 'TS'…), kept in the history. */
  operatorStatus: string;
  /** The operator's id for the money movement (MTN financialTransactionId, Airtel airtel_money_id). */
  operatorReference: string | null;
  /** Why it failed, in the operator's words ('APPROVAL_REJECTED'…). */
  reason: string | null;
  amount: number | null;
  currency: string | null;
};

/** A callback as it reached us: enough for an adapter to authenticate it. */
export type IncomingCallback = {
  /** The reference in the callback URL, for operators that call back per request (MTN). */
  reference: string | undefined;
  query: Record<string, string | undefined>;
  body: unknown;
};

export type RequestToPay = {
  /** Our idempotency key (UUID): sending it twice creates one request at the operator. */
  reference: string;
  amount: number;
  /** The buyer's number: international (MSISDN) and national. */
  msisdn: string;
  national: string;
  /** What the buyer's statement shows (the reservation's id). */
  externalId: string;
};

/**
 * One operator's collection API. Adapters speak the operator's real HTTP shapes; the simulator
 * (PAYMENT_MODE=simulator) answers the same shapes on loopback.
 */
export type CollectionOperator = {
  id: RtpOperator;
  /** Asks the operator to prompt the buyer's phone. Throws OperatorError when it refuses or cannot be reached. */
  requestToPay(request: RequestToPay): Promise<void>;
  /** What the operator says now; null when it does not know the reference (the request never arrived). */
  status(reference: string): Promise<OperatorStatus | null>;
  /**
   * The reference a callback is about, when it is authentic (its URL token or its body's hash holds); null for a
   * forged one. The body's status is never trusted: the caller asks `status()`.
   */
  verifyCallback(callback: IncomingCallback): string | null;
  /** Sends money back (disbursement), when the adapter can: the operator's reference for the transfer. */
  refund?(refund: {
    reference: string;
    amount: number;
    msisdn: string;
    national: string;
    operatorReference: string | null;
  }): Promise<{ operatorReference: string | null }>;
};

/** An operator's refusal or silence; `reachable` false when no answer came (network, 5xx, time-out). */
export class OperatorError extends Error {
  constructor(
    message: string,
    readonly reachable: boolean,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** How long an operator call may take before we give up on it (the poll will ask again). */
export const OPERATOR_TIMEOUT_MS = 10_000;

/** A JSON call to an operator: its status and parsed body; OperatorError when unreachable or 5xx. */
export async function callOperator(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...init.headers },
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body),
      signal: AbortSignal.timeout(OPERATOR_TIMEOUT_MS),
    });
  } catch (err) {
    throw new OperatorError(`unreachable: ${(err as Error).message}`, false);
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (res.status >= 500) throw new OperatorError(`operator answered ${res.status}`, false);
  return { status: res.status, body };
}

/**
 * An OAuth access token kept until shortly before it expires, fetched again once then; concurrent callers
 * share one fetch.
 */
export function tokenCache(fetchToken: () => Promise<{ token: string; expiresInS: number }>) {
  let kept: { token: string; until: number } | null = null;
  let inFlight: Promise<string> | null = null;
  return async () => {
    if (kept && kept.until > Date.now()) return kept.token;
    inFlight ??= fetchToken()
      .then(({ token, expiresInS }) => {
        kept = { token, until: Date.now() + Math.max(0, expiresInS - 30) * 1000 };
        return token;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

/**
 * An operator's OAuth access token, kept as `tokenCache` keeps it: one POST to `url` answering `{access_token,
 * expires_in}` (`defaultExpiresInS` when it gives none); any other answer is an OperatorError `<name> token refused`.
 */
export function operatorToken(
  name: string,
  url: string,
  init: { headers: Record<string, string>; body?: unknown },
  defaultExpiresInS: number,
) {
  return tokenCache(async () => {
    const res = await callOperator(url, { method: 'POST', ...init });
    const body = res.body as { access_token?: string; expires_in?: string | number } | null;
    if (res.status !== 200 || !body?.access_token) {
      throw new OperatorError(`${name} token refused (${res.status})`, true, 'TOKEN');
    }
    return { token: body.access_token, expiresInS: Number(body.expires_in ?? defaultExpiresInS) };
  });
}

/** The token a per-request callback URL carries: HMAC of the operator and reference with our callback secret. */
export function callbackToken(secret: string, operator: RtpOperator, reference: string): string {
  return createHmac('sha256', secret).update(`${operator}:${reference}`).digest('base64url');
}

/** Compares two secrets in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Airtel's callback hash: base64 HMAC-SHA256 of the callback's `transaction` object, with the merchant's key. */
export function airtelCallbackHash(key: string, transaction: unknown): string {
  return createHmac('sha256', key).update(JSON.stringify(transaction)).digest('base64');
}
