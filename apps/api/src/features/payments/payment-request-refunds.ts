import { randomUUID } from 'node:crypto';
import type { RtpOperator } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LedgerService } from '../money/ledger.service.ts';
import type { CollectionOperator } from './operators/operator.ts';
import * as requests from './payment-requests.repository.ts';

/** Money given back when an event is cancelled: through the operator when it can, else by staff. */
export function createPaymentRequestRefunds(deps: {
  db: Db;
  clock: Clock;
  operators: Partial<Record<RtpOperator, CollectionOperator>>;
  /** The country's dialling code, cut from an international number to give the national one. */
  dial: string;
  ledger: LedgerService;
  log: { error(obj: object, msg: string): void };
}) {
  const { db, clock } = deps;

  /**
   * Records a payment's refund row and debits its organizer in one transaction (the platform pays the buyer back
   * out of the money it holds, whether the operator sends it or staff do by hand): false when the payment already
   * had one.
   */
  function recordRefund(values: Parameters<typeof requests.insertRefund>[1]) {
    return db.transaction(async (tx) => {
      const id = await requests.insertRefund(tx, values);
      if (id === null) return false;
      await deps.ledger.recordRefund(tx, id);
      return true;
    });
  }

  return {
    /**
     * Refunds of a cancelled event's confirmed payments, each once: sent through the operator's disbursement
     * when a request to pay collected it and the adapter can, else recorded for staff to refund by hand.
     */
    async refundEvent(eventId: number) {
      const rows = await requests.unrefundedPayments(db, eventId);
      let done = 0;
      for (const { payment } of rows) {
        const request = await requests.requestOfPayment(db, payment.id);
        const operator = request ? deps.operators[request.operator] : undefined;
        const reference = randomUUID();
        const base = {
          reservationId: payment.reservationId,
          paymentId: payment.id,
          provider: payment.provider,
          msisdn: request?.msisdn ?? payment.phoneNumber?.replace(/^\+/, '') ?? null,
          amount: payment.amount,
          reference,
          createdAt: clock.now(),
        };
        if (!request || !operator?.refund) {
          if (await recordRefund({ ...base, status: 'manual', note: null })) done += 1;
          continue;
        }
        // Claimed first (one refund per payment, whichever process gets there), then sent, outside any
        // transaction: an operator's answer can take long.
        if (!(await recordRefund({ ...base, status: 'manual', note: 'envoi en cours' }))) continue;
        done += 1;
        try {
          const sent = await operator.refund({
            reference,
            amount: payment.amount,
            msisdn: request.msisdn,
            national: request.msisdn.slice(deps.dial.length),
            operatorReference: request.operatorReference,
          });
          await requests.setRefund(db, reference, {
            status: 'sent',
            operatorReference: sent.operatorReference,
            note: null,
          });
        } catch (err) {
          deps.log.error({ err, payment: payment.serialId }, 'refund not sent');
          await requests.setRefund(db, reference, {
            status: 'failed',
            operatorReference: null,
            note: (err as Error).message,
          });
        }
      }
      return done;
    },

    async listRefunds() {
      const rows = await requests.listRefunds(db, 500);
      return rows.map(({ refund: f, reservation, username, eventSerial, eventName }) => ({
        id: f.id,
        reservation,
        event: { serial_id: eventSerial, name: eventName },
        username,
        provider: f.provider,
        phone: f.msisdn ? `+${f.msisdn}` : null,
        amount: f.amount,
        status: f.status,
        operator_reference: f.operatorReference,
        note: f.note,
        created_at: f.createdAt.toISOString(),
      }));
    },
  };
}
