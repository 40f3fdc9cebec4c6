import { paymentMessages as msg, PAYMENT_CURRENCY } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './payments.repository.ts';

/** Signed provider callbacks on mobile-money payments submitted by the user. */
export function createPaymentWebhooks(deps: {
  db: Db;
  clock: Clock;
  /** Confirms or rejects a pending payment inside the caller's transaction. */
  decide: (
    tx: Db,
    payment: repo.PaymentRow,
    outcome: 'confirmed' | 'rejected',
    actor: { kind: 'webhook'; userId: null },
  ) => Promise<void>;
}) {
  const { db, clock, decide } = deps;
  return {
    /**
     * A provider callback, already authenticated: idempotent by event id, and by the payment's own state. A
     * report whose amount or currency differs from the payment is refused, and kept on the payment for staff.
     */
    async handleWebhook(
      provider: 'airtel' | 'moov',
      event: {
        event_id: string;
        transaction_id: string;
        status: 'success' | 'failed';
        amount: number;
        currency: string;
      },
    ) {
      const outcome = await db.transaction(async (tx) => {
        const payment = await repo.findByTransaction(tx, provider, event.transaction_id);
        if (!payment) throw AppError.notFound(msg.paymentNotFound);
        if (await repo.isWebhookEventKnown(tx, provider, event.event_id)) {
          return { detail: msg.webhookDuplicate, applied: false };
        }
        const now = clock.now();
        if (payment.status !== 'pending') {
          await repo.rememberWebhookEvent(tx, provider, event.event_id, now);
          return { detail: msg.paymentNotPending, applied: false };
        }
        const currency = event.currency.toUpperCase();
        if (event.amount !== payment.amount || currency !== PAYMENT_CURRENCY) {
          await repo.recordMismatch(tx, payment.id, {
            amount: event.amount,
            currency,
            received_at: now.toISOString(),
          });
          await repo.audit(tx, {
            paymentId: payment.id,
            reservationId: payment.reservationId,
            actor: 'webhook',
            actorUserId: null,
            action: 'webhook_mismatch',
            detail: {
              event_id: event.event_id,
              status: event.status,
              reported: { amount: event.amount, currency },
              expected: { amount: payment.amount, currency: PAYMENT_CURRENCY },
            },
            createdAt: now,
          });
          // Answered after the commit: the report stays for staff, and the event id is not remembered, so a
          // corrected callback (a new event id, or this one sent again) is still heard.
          return {
            refused: new AppError(422, {
              detail: msg.webhookMismatch(event.amount, currency, payment.amount),
            }),
          };
        }
        if (!(await repo.rememberWebhookEvent(tx, provider, event.event_id, now))) {
          return { detail: msg.webhookDuplicate, applied: false };
        }
        await decide(tx, payment, event.status === 'success' ? 'confirmed' : 'rejected', {
          kind: 'webhook',
          userId: null,
        });
        return { detail: event.status === 'success' ? msg.confirmed : msg.rejected, applied: true };
      });
      if ('refused' in outcome) throw outcome.refused;
      return outcome;
    },
  };
}
