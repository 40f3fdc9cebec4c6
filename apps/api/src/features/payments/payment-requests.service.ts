import { randomUUID } from 'node:crypto';
import {
  amountDue,
  paymentMessages as msg,
  operatorNumber,
  PAYMENT_COUNTRIES,
  PAYMENT_FEE_BP,
  PAYMENT_PROVIDER_LABELS,
  type PaymentCountry,
  paymentFee,
  RTP_OPERATORS,
  type RtpOperator,
} from '@sanza/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicId } from '../../lib/ids.ts';
import { redactSecrets } from '../../lib/redact.ts';
import type { LedgerService } from '../money/ledger.service.ts';
import { type CollectionOperator, type IncomingCallback, OperatorError } from './operators/operator.ts';
import { createPaymentRequestOutcome, presentPaymentRequest as present } from './payment-request-outcome.ts';
import { createPaymentRequestRefunds } from './payment-request-refunds.ts';
import * as requests from './payment-requests.repository.ts';
import * as repo from './payments.repository.ts';
import type { PaymentsService } from './payments.service.ts';

export type PaymentRequestsService = ReturnType<typeof createPaymentRequestsService>;

/** The first poll comes this long after a request, then twice as long each time, up to POLL_MAX_MS. */
export const POLL_BASE_MS = 5_000;
const POLL_MAX_MS = 60_000;
/** Requests one reconciliation run asks the operators about. */
const POLL_BATCH = 20;
/** How long after its expiry an operator we cannot reach is still asked before the request is given up. */
const UNREACHABLE_GRACE_MS = 3_600_000;

/**
 * Mobile money that confirms itself: a request to pay goes to the operator's collection API, the
 * buyer approves on the phone, and the operator's callback, or the reconciliation job's poll when the callback
 * is lost, ends it. Either way the operator's own status answer decides (a callback body is never trusted), and
 * the request ends once: its payment is confirmed or rejected through the same path as staff decisions.
 */
export function createPaymentRequestsService(deps: {
  database: Database;
  clock: Clock;
  payments: PaymentsService;
  operators: Partial<Record<RtpOperator, CollectionOperator>>;
  country: PaymentCountry;
  ttlMs: number;
  /** The organizers' ledger: a cancelled event's refund rows are debited as they are recorded. */
  ledger: LedgerService;
  log: { error(obj: object, msg: string): void };
}) {
  const { clock } = deps;
  const db = deps.database.db;
  const plan = PAYMENT_COUNTRIES[deps.country];
  const numbering = plan.operators as Partial<
    Record<RtpOperator, { prefixes: readonly string[]; example: string }>
  >;
  const available = RTP_OPERATORS.filter((id) => deps.operators[id] && numbering[id]);
  const { step, apply } = createPaymentRequestOutcome(deps);

  const reservationSerial = (reservationId: number) => requests.reservationSerial(db, reservationId);

  return {
    /** The operators that can prompt a phone here, with their numbering (GET /payment/options/). */
    options() {
      return available.map((id) => ({
        id,
        label: PAYMENT_PROVIDER_LABELS[id],
        fee_percent: PAYMENT_FEE_BP[id] / 100,
        country: deps.country,
        country_code: `+${plan.dial}`,
        prefixes: [...numbering[id]!.prefixes],
        example: numbering[id]!.example,
      }));
    },

    /**
     * Starts a request to pay: the reservation then awaits the operator (it no longer expires) and its payment
     * is recorded as pending, so nothing else (a manual payment, cash, a second request) can pay it meanwhile.
     */
    async start(userId: number, input: { reservation_id: string; operator: RtpOperator; phone: string }) {
      const operator = available.includes(input.operator) ? deps.operators[input.operator] : undefined;
      if (!operator) throw AppError.fields({ operator: [msg.operatorUnavailable] });
      const number = operatorNumber(deps.country, input.operator, input.phone);
      if (!number) {
        throw AppError.fields({
          phone: [
            msg.phoneForOperator(PAYMENT_PROVIDER_LABELS[input.operator], numbering[input.operator]!.example),
          ],
        });
      }
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        const reservation = await deps.payments.lockPayable(tx, userId, input.reservation_id);
        if (reservation.status === 'cash_pending') throw AppError.conflict(msg.cashChosen);
        const reference = randomUUID();
        const payment = await repo.insertPayment(tx, {
          serialId: publicId(),
          reservationId: reservation.id,
          userId,
          provider: input.operator,
          phoneNumber: `+${number.msisdn}`,
          transactionId: reference,
          amount: amountDue(input.operator, reservation.totalPrice),
          fee: paymentFee(input.operator, reservation.totalPrice),
          status: 'pending',
          createdAt: now,
        });
        await repo.setReservationStatus(tx, reservation.id, ['pending'], 'awaiting_confirmation', now, null);
        const request = await requests.insertRequest(tx, {
          serialId: publicId(),
          reservationId: reservation.id,
          paymentId: payment.id,
          userId,
          operator: input.operator,
          msisdn: number.msisdn,
          amount: payment.amount,
          fee: payment.fee,
          reference,
          createdAt: now,
          expiresAt: new Date(now.getTime() + deps.ttlMs),
          nextPollAt: new Date(now.getTime() + POLL_BASE_MS),
          history: [step('request', 'pending')],
        });
        await repo.audit(tx, {
          paymentId: payment.id,
          reservationId: reservation.id,
          actor: 'user',
          actorUserId: userId,
          action: 'request_to_pay_sent',
          detail: { operator: input.operator, amount: payment.amount, reference },
          createdAt: now,
        });
        return { request, reservationSerial: reservation.serialId, national: number.national };
      });
      const { request } = created;
      try {
        await operator.requestToPay({
          reference: request.reference,
          amount: request.amount,
          msisdn: request.msisdn,
          national: created.national,
          externalId: created.reservationSerial,
        });
      } catch (err) {
        if (!(err instanceof OperatorError)) throw err;
        if (err.reachable) {
          // The operator said no at once (unknown number, limit…): the reservation is the buyer's to pay again.
          await apply(
            request,
            {
              state: 'failed',
              operatorStatus: err.code ?? 'REFUSED',
              operatorReference: null,
              reason: err.message,
              amount: null,
              currency: null,
            },
            'request',
          );
        } else {
          // No answer: the request may have arrived. The next poll asks at once.
          await requests.appendStep(db, request.id, step('request', 'pending', null, err.message));
        }
        const again = await requests.findBySerial(db, request.serialId);
        return present(again!, created.reservationSerial);
      }
      return present(request, created.reservationSerial);
    },

    /** A request as its buyer (or staff) sees it; someone else's is refused. */
    async get(userId: number, serialId: string, isStaff: () => Promise<boolean>) {
      const r = await requests.findBySerial(db, serialId);
      if (!r) throw AppError.notFound(msg.requestNotFound);
      if (r.userId !== userId && !(await isStaff())) throw AppError.forbidden(msg.notOwner);
      return present(r, await reservationSerial(r.reservationId));
    },

    /** The current state of a request by its serial id, for the live stream (the caller checked access). */
    async current(serialId: string) {
      const r = await requests.findBySerial(db, serialId);
      return r ? present(r, await reservationSerial(r.reservationId)) : null;
    },

    /** Who may follow a request: its buyer (or staff). */
    async ownerOf(serialId: string) {
      return (await requests.findBySerial(db, serialId))?.userId ?? null;
    },

    /**
     * An operator's callback: authenticated by the adapter (URL token or body hash), recorded (secrets masked),
     * then the operator is asked for the request's status, which decides. A repeat changes nothing.
     */
    async callback(operatorId: RtpOperator, callback: IncomingCallback) {
      const operator = deps.operators[operatorId];
      if (!operator) throw AppError.notFound(msg.callbackUnknown);
      const reference = operator.verifyCallback(callback);
      if (!reference) throw AppError.unauthenticated(msg.webhookSignature);
      const r = await requests.findByReference(db, operatorId, reference);
      if (!r) throw AppError.notFound(msg.callbackUnknown);
      const status = await requests.recordCallback(
        db,
        r.id,
        clock.now().toISOString(),
        redactSecrets(callback.body),
        'rappel reçu',
      );
      if (status !== 'pending') return { detail: msg.webhookDuplicate, applied: false };
      const applied = await apply(r, await operator.status(reference), 'callback');
      return { detail: applied ? msg.callbackRecorded : msg.webhookDuplicate, applied };
    },

    /**
     * The reconciliation job: asks the operator about requests with no final answer (claimed with SKIP LOCKED,
     * polled with backoff), so a lost callback never leaves a paying buyer without a ticket; gives up after the
     * request's expiry. Answers how many requests it ended.
     */
    async reconcile() {
      const claimed = await requests.claimDue(db, clock.now(), POLL_BATCH, POLL_BASE_MS, POLL_MAX_MS);
      let ended = 0;
      for (const r of claimed) {
        const operator = deps.operators[r.operator];
        try {
          if (!operator) throw new OperatorError('operator no longer configured', false);
          if (await apply(r, await operator.status(r.reference), 'poll')) ended += 1;
        } catch (err) {
          if (!(err instanceof OperatorError)) throw err;
          // Unreachable: asked again later; given up long after the operator itself stopped waiting.
          if (clock.now().getTime() >= r.expiresAt.getTime() + UNREACHABLE_GRACE_MS) {
            if (
              await apply(
                r,
                {
                  state: 'pending',
                  operatorStatus: 'UNKNOWN',
                  operatorReference: null,
                  reason: null,
                  amount: null,
                  currency: null,
                },
                'poll',
              )
            )
              ended += 1;
          }
        }
      }
      return ended;
    },

    /** Every request for staff, newest first: references, history, raw callbacks (already masked). */
    async listForStaff() {
      const rows = await requests.listForStaff(db, 200);
      return rows.map(({ request: r, username, reservation }) => ({
        ...present(r, reservation),
        username,
        reference: r.reference,
        operator_reference: r.operatorReference,
        history: r.history,
        callbacks: r.callbacks,
      }));
    },

    ...createPaymentRequestRefunds({
      db,
      clock,
      operators: deps.operators,
      dial: plan.dial,
      ledger: deps.ledger,
      log: deps.log,
    }),
  };
}
