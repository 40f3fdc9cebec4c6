import {
  amountDue,
  paymentMessages as msg,
  PAYMENT_FEE_BP,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
  type Payment,
  type PaymentProvider,
  paymentFee,
} from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicId } from '../../lib/ids.ts';
import type { LedgerService } from '../money/ledger.service.ts';
import { createCashPayments } from './cash-payments.ts';
import { createETickets } from './e-tickets.ts';
import { createPaymentWebhooks } from './payment-webhooks.ts';
import * as repo from './payments.repository.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export type PaymentConfig = {
  airtelNumber: string;
  moovNumber: string;
  airtelUssd: string;
  moovUssd: string;
  processingTime: string;
};
export type PaymentActor = { kind: 'staff' | 'webhook' | 'system'; userId: number | null };
type Actor = PaymentActor;
/** Time to pay again an auction award whose refused payment outlived the offer's deadline. */
const AWARD_RETRY_MS = 3_600_000;

const present = (p: repo.PaymentRow, reservationSerial: string): Payment => ({
  id: p.id,
  serial_id: p.serialId,
  reservation: reservationSerial,
  provider: p.provider,
  phone_number: p.phoneNumber,
  transaction_id: p.transactionId,
  amount: p.amount,
  fee: p.fee,
  status: p.status,
  created_at: p.createdAt.toISOString(),
  decided_at: p.decidedAt?.toISOString() ?? null,
});

/**
 * Payments: mobile money submitted by the user and confirmed by staff or the provider's signed callback;
 * cash confirmed by staff. Every decision is a conditional update, so nothing is confirmed twice.
 */
export function createPaymentsService(deps: {
  db: Db;
  clock: Clock;
  holdMs: number;
  /** How long a reservation to pay in cash holds its tickets, and what a staff extension adds. */
  cashHoldMs: number;
  /** An auction award's payment window (AUCTION_PAYMENT_HOURS), from the offer. */
  auctionPaymentMs: number;
  config: PaymentConfig;
  /** The organizers' ledger: a confirmed payment's sale is written in the transaction that confirms it. */
  ledger: LedgerService;
  /** Key for e-ticket codes (HMAC), so a code can't be forged from a ticket id. */
  ticketKey: string;
  timeZone: string;
}) {
  const { db, clock } = deps;
  const eTickets = createETickets(deps);
  /** The reservation its owner pays: 404 when unknown, 403 for someone else's. */
  async function lockOwned(tx: Db, userId: number, serialId: string) {
    const row = await repo.lockReservationBySerial(tx, serialId);
    if (!row) throw AppError.notFound(msg.reservationNotFound);
    if (row.userId !== userId) throw AppError.forbidden(msg.notOwner);
    if (row.status === 'paid') throw AppError.conflict(msg.alreadyPaid);
    if (row.status === 'cancelled' || row.status === 'expired') throw AppError.conflict(msg.notPayable);
    if (row.status === 'awaiting_confirmation') throw AppError.conflict(msg.awaitingConfirmation);
    return row;
  }

  /**
   * Confirms or rejects a pending payment (locked by the caller) and moves its reservation: paid with tickets,
   * or back to pending. A cancelled or expired reservation gave its tickets back: its payment is not decided.
   */
  async function decide(tx: Db, payment: repo.PaymentRow, outcome: 'confirmed' | 'rejected', actor: Actor) {
    const now = clock.now();
    if (payment.status !== 'pending') throw AppError.conflict(msg.paymentNotPending);
    const reservation = await repo.lockReservationById(tx, payment.reservationId);
    if (!reservation || repo.CLOSED_RESERVATION.includes(reservation.status)) {
      throw AppError.conflict(msg.reservationClosed);
    }
    if (!(await repo.decidePayment(tx, payment.id, outcome, now, actor.userId))) {
      throw AppError.conflict(msg.paymentNotPending);
    }
    if (outcome === 'confirmed') {
      await repo.setReservationStatus(
        tx,
        payment.reservationId,
        ['awaiting_confirmation', 'cash_pending', 'pending'],
        'paid',
        now,
        null,
      );
      await repo.issueTickets(tx, payment.reservationId, now, publicId);
      await deps.ledger.recordSale(tx, payment.id);
    } else {
      // Back to 'En attente' with a fresh hold, so the user can pay again. An auction award keeps its offer's
      // deadline (a refused transaction id buys no time over the next bidder), with an hour to pay again when
      // that deadline passed while the payment waited.
      const offeredAt = await repo.awardOfferedAt(tx, payment.reservationId);
      const hold = offeredAt
        ? Math.max(offeredAt.getTime() + deps.auctionPaymentMs, now.getTime() + AWARD_RETRY_MS)
        : now.getTime() + deps.holdMs;
      await repo.setReservationStatus(
        tx,
        payment.reservationId,
        ['awaiting_confirmation', 'cash_pending'],
        'pending',
        now,
        new Date(hold),
      );
    }
    await repo.audit(tx, {
      paymentId: payment.id,
      reservationId: payment.reservationId,
      actor: actor.kind,
      actorUserId: actor.userId,
      action: outcome === 'confirmed' ? 'payment_confirmed' : 'payment_rejected',
      detail: { provider: payment.provider, amount: payment.amount },
      createdAt: now,
    });
  }

  return {
    ...eTickets,
    /** The reservation its owner pays, locked in `tx`: the refusals of checkout (request to pay). */
    lockPayable: lockOwned,
    /** Confirms or rejects a pending payment inside the caller's transaction (request to pay). */
    decideInTx: decide,
    ...createCashPayments({ db, clock, cashHoldMs: deps.cashHoldMs, timeZone: deps.timeZone, lockOwned }),
    ...createPaymentWebhooks({ db, clock, decide }),

    /** What the checkout shows: operators with fees, receiving numbers, USSD codes and processing time. */
    options() {
      const c = deps.config;
      return {
        processing_time: c.processingTime,
        providers: PAYMENT_PROVIDERS.map((id) => ({
          id,
          label: PAYMENT_PROVIDER_LABELS[id],
          fee_percent: PAYMENT_FEE_BP[id] / 100,
          receiving_number: id === 'airtel' ? c.airtelNumber : id === 'moov' ? c.moovNumber : null,
          ussd_code: id === 'airtel' ? c.airtelUssd : id === 'moov' ? c.moovUssd : null,
        })),
      };
    },

    /** Records a mobile-money payment once; the reservation then awaits confirmation and no longer expires. */
    async checkout(
      userId: number,
      input: {
        reservation: string;
        phone_number: string;
        transaction_id: string;
        amount: number;
        provider: 'airtel' | 'moov';
      },
    ): Promise<Payment> {
      return db.transaction(async (tx) => {
        const reservation = await lockOwned(tx, userId, input.reservation);
        // Cash already chosen: a mobile payment too would leave two pending payments staff could both confirm.
        if (reservation.status === 'cash_pending') throw AppError.conflict(msg.cashChosen);
        const due = amountDue(input.provider, reservation.totalPrice);
        if (input.amount !== due) throw AppError.fields({ amount: [msg.wrongAmount(due)] });
        const now = clock.now();
        let payment: repo.PaymentRow;
        try {
          payment = await repo.insertPayment(tx, {
            serialId: publicId(),
            reservationId: reservation.id,
            userId,
            provider: input.provider,
            phoneNumber: input.phone_number,
            transactionId: input.transaction_id,
            amount: due,
            fee: paymentFee(input.provider, reservation.totalPrice),
            status: 'pending',
            createdAt: now,
          });
        } catch (err) {
          if (uniqueViolation(err) === 'payments_provider_transaction_key') {
            throw AppError.fields({ transaction_id: [msg.transactionUsed] });
          }
          throw err;
        }
        await repo.setReservationStatus(
          tx,
          reservation.id,
          ['pending', 'cash_pending'],
          'awaiting_confirmation',
          now,
          null,
        );
        await repo.audit(tx, {
          paymentId: payment.id,
          reservationId: reservation.id,
          actor: 'user',
          actorUserId: userId,
          action: 'payment_submitted',
          detail: { provider: input.provider, amount: due, transaction_id: input.transaction_id },
          createdAt: now,
        });
        return present(payment, reservation.serialId);
      });
    },

    async isStaff(userId: number) {
      return repo.isStaff(db, userId);
    },

    /** Payments for staff to verify (pending first, oldest first). */
    async list(status: 'pending' | 'confirmed' | 'rejected' | undefined) {
      const rows = await repo.listPayments(db, status);
      return rows.map((r) => ({
        ...present(r.payment, r.reservationSerial),
        username: r.username,
        reservation_total: r.reservationTotal,
        reservation_status: r.reservationStatus,
        reservation_expires_at: r.reservationExpiresAt?.toISOString() ?? null,
        mismatch: r.payment.mismatch ?? null,
      }));
    },

    /** A staff decision on one payment. */
    async decideByStaff(staffId: number, ref: string, outcome: 'confirmed' | 'rejected') {
      await db.transaction(async (tx) => {
        const payment = await repo.findPayment(tx, ref);
        if (!payment) throw AppError.notFound(msg.paymentNotFound);
        await decide(tx, payment, outcome, { kind: 'staff', userId: staffId });
      });
      return { detail: outcome === 'confirmed' ? msg.confirmed : msg.rejected };
    },

    async paymentsOf(reservationId: number, reservationSerial: string) {
      return (await repo.paymentsOfReservation(db, reservationId)).map((p) => present(p, reservationSerial));
    },
  };
}

/**
 * Issues the e-tickets of a reservation settled without any payment (a free one), inside the caller's
 * transaction; idempotent, like every issue.
 */
export async function issueTicketsWithoutPayment(tx: Db, reservationId: number, now: Date): Promise<void> {
  await repo.issueTickets(tx, reservationId, now, publicId);
}

export type { PaymentProvider };
