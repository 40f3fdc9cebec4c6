import { randomUUID } from 'node:crypto';
import { paymentMessages as msg, PAYMENT_CURRENCY, type PaymentRequest } from '@sanza/contracts';
import type { Database, Db } from '../../db/client.ts';
import type { PaymentRequestStep } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorStatus } from './operators/operator.ts';
import * as requests from './payment-requests.repository.ts';
import * as repo from './payments.repository.ts';
import type { PaymentActor, PaymentsService } from './payments.service.ts';

/** Operator words for "the buyer said no". */
const REFUSALS = new Set(['APPROVAL_REJECTED', 'REJECTED', 'TF', 'TRANSACTION DECLINED BY SUBSCRIBER']);

/** A request to pay as its buyer sees it. */
export const presentPaymentRequest = (
  r: requests.PaymentRequestRow,
  reservationSerial: string,
): PaymentRequest => ({
  id: r.serialId,
  reservation: reservationSerial,
  operator: r.operator,
  phone: `+${r.msisdn}`,
  amount: r.amount,
  fee: r.fee,
  status: r.status,
  ...(r.reason ? { reason: r.reason } : {}),
  created_at: r.createdAt.toISOString(),
  expires_at: r.expiresAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
});

/**
 * The end of a request to pay: what the operator answered is applied once, and the request's payment is
 * confirmed or rejected through the same path as staff decisions.
 */
export function createPaymentRequestOutcome(deps: {
  database: Database;
  clock: Clock;
  payments: Pick<PaymentsService, 'decideInTx'>;
}) {
  const { clock } = deps;
  const db = deps.database.db;

  const step = (
    source: PaymentRequestStep['source'],
    status: PaymentRequestStep['status'],
    operatorStatus: string | null = null,
    note: string | null = null,
  ): PaymentRequestStep => ({
    at: clock.now().toISOString(),
    source,
    status,
    operator_status: operatorStatus,
    note,
  });

  /** The buyer's words for an operator's refusal. */
  const reasonFor = (s: OperatorStatus) =>
    REFUSALS.has(String(s.reason ?? s.operatorStatus).toUpperCase())
      ? msg.rtpRefused
      : s.operatorStatus === 'TE' || s.reason === 'EXPIRED'
        ? msg.rtpExpired
        : msg.rtpOther(s.reason ?? s.operatorStatus);

  /** Decides the request's payment in `tx`; a payment already decided by staff, or a closed reservation, stays. */
  async function decidePayment(
    tx: Db,
    r: requests.PaymentRequestRow,
    outcome: 'confirmed' | 'rejected',
    actor: PaymentActor,
  ) {
    const payment = await requests.paymentById(tx, r.paymentId);
    if (payment?.status !== 'pending') return;
    try {
      await deps.payments.decideInTx(tx, payment, outcome, actor);
    } catch (err) {
      // The reservation was cancelled or expired meanwhile: the money taken is owed back, by staff. It made no
      // sale, so no organizer's ledger entry either: the buyer is owed exactly what they paid.
      if (!(err instanceof AppError)) throw err;
      if (outcome === 'confirmed') {
        await requests.insertRefund(tx, {
          reservationId: r.reservationId,
          paymentId: r.paymentId,
          provider: r.operator,
          msisdn: r.msisdn,
          amount: r.amount,
          status: 'manual',
          reference: randomUUID(),
          note: err.message,
          createdAt: clock.now(),
        });
      }
      await requests.appendStep(
        tx,
        r.id,
        step('system', outcome === 'confirmed' ? 'succeeded' : 'failed', null, err.message),
      );
    }
  }

  /**
   * What the operator said, applied once: succeeded confirms the payment (tickets issued), failed or expired
   * gives the reservation back to the buyer to pay again. Answers whether this call ended the request.
   */
  async function apply(
    r: requests.PaymentRequestRow,
    s: OperatorStatus | null,
    source: 'request' | 'callback' | 'poll',
  ) {
    const now = clock.now();
    const actor: PaymentActor = { kind: source === 'callback' ? 'webhook' : 'system', userId: null };
    if (s === null || s.state === 'pending') {
      const expired = now >= r.expiresAt;
      if (!expired && s !== null) return false;
      const status = expired ? 'expired' : 'failed';
      const reason = expired ? msg.rtpExpired : msg.rtpUnreachable;
      return db.transaction(async (tx) => {
        const ended = await requests.finish(tx, r.id, {
          status,
          reason,
          operatorReference: null,
          decidedAt: now,
          step: step(
            source,
            status,
            s?.operatorStatus ?? null,
            s === null ? 'inconnue de l’opérateur' : null,
          ),
        });
        if (ended) await decidePayment(tx, ended, 'rejected', actor);
        return Boolean(ended);
      });
    }
    if (s.state === 'succeeded') {
      const mismatch =
        (s.amount !== null && s.amount !== r.amount) ||
        (s.currency !== null && s.currency.toUpperCase() !== PAYMENT_CURRENCY);
      return db.transaction(async (tx) => {
        if (mismatch) {
          // Money moved, but not what was asked: the payment waits for staff, with the report.
          const ended = await requests.finish(tx, r.id, {
            status: 'failed',
            reason: msg.rtpOther('montant incohérent, vérification par le personnel'),
            operatorReference: s.operatorReference,
            decidedAt: now,
            step: step(source, 'failed', s.operatorStatus, `montant signalé ${s.amount} ${s.currency}`),
          });
          if (ended) {
            await repo.recordMismatch(tx, r.paymentId, {
              amount: s.amount,
              currency: s.currency,
              received_at: now.toISOString(),
            });
          }
          return Boolean(ended);
        }
        const ended = await requests.finish(tx, r.id, {
          status: 'succeeded',
          reason: null,
          operatorReference: s.operatorReference,
          decidedAt: now,
          step: step(source, 'succeeded', s.operatorStatus),
        });
        if (ended) await decidePayment(tx, ended, 'confirmed', actor);
        return Boolean(ended);
      });
    }
    return db.transaction(async (tx) => {
      const ended = await requests.finish(tx, r.id, {
        status: 'failed',
        reason: reasonFor(s),
        operatorReference: s.operatorReference,
        decidedAt: now,
        step: step(source, 'failed', s.operatorStatus, s.reason),
      });
      if (ended) await decidePayment(tx, ended, 'rejected', actor);
      return Boolean(ended);
    });
  }

  return { step, apply };
}
