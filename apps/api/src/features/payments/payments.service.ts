import { createHmac, timingSafeEqual } from 'node:crypto';
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
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicId } from '../../lib/ids.ts';
import * as repo from './payments.repository.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export type PaymentConfig = {
  airtelNumber: string;
  moovNumber: string;
  airtelUssd: string;
  moovUssd: string;
  processingTime: string;
};
type Actor = { kind: 'staff' | 'webhook'; userId: number | null };

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
  config: PaymentConfig;
  /** Key for e-ticket codes (HMAC), so a code can't be forged from a ticket id. */
  ticketKey: string;
  timeZone: string;
}) {
  const { db, clock } = deps;

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

  /** Confirms or rejects a pending payment and moves its reservation: paid with tickets, or back to pending. */
  async function decide(tx: Db, payment: repo.PaymentRow, outcome: 'confirmed' | 'rejected', actor: Actor) {
    const now = clock.now();
    if (!(await repo.decidePayment(tx, payment.id, outcome, now, actor.userId))) {
      throw AppError.conflict(msg.paymentNotPending);
    }
    await repo.lockReservationById(tx, payment.reservationId);
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
    } else {
      // Back to 'En attente' with a fresh hold, so the user can pay again.
      await repo.setReservationStatus(
        tx,
        payment.reservationId,
        ['awaiting_confirmation', 'cash_pending'],
        'pending',
        now,
        new Date(now.getTime() + deps.holdMs),
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

  const ticketCode = (serialId: string) =>
    `${serialId}.${createHmac('sha256', deps.ticketKey).update(serialId).digest('base64url').slice(0, 16)}`;

  /** The ticket id inside a code, when its signature holds. */
  function readTicketCode(code: string): string | null {
    const [serialId, sig] = code.split('.');
    if (!serialId || !sig) return null;
    const expected = ticketCode(serialId).split('.')[1]!;
    const a = Buffer.from(sig);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b) ? serialId : null;
  }

  return {
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

    /** Marks a reservation "to pay in cash": staff confirm it when the money is received. */
    async cash(userId: number, reservationSerial: string) {
      return db.transaction(async (tx) => {
        const reservation = await lockOwned(tx, userId, reservationSerial);
        if (reservation.status === 'cash_pending')
          return { detail: msg.cashRecorded, reservation: reservation.serialId };
        const now = clock.now();
        const payment = await repo.insertPayment(tx, {
          serialId: publicId(),
          reservationId: reservation.id,
          userId,
          provider: 'cash',
          amount: amountDue('cash', reservation.totalPrice),
          fee: 0,
          status: 'pending',
          createdAt: now,
        });
        await repo.setReservationStatus(tx, reservation.id, ['pending'], 'cash_pending', now, null);
        await repo.audit(tx, {
          paymentId: payment.id,
          reservationId: reservation.id,
          actor: 'user',
          actorUserId: userId,
          action: 'cash_chosen',
          detail: { amount: payment.amount },
          createdAt: now,
        });
        return { detail: msg.cashRecorded, reservation: reservation.serialId };
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

    /** A provider callback, already authenticated: idempotent by event id, and by the payment's own state. */
    async handleWebhook(
      provider: 'airtel' | 'moov',
      event: { event_id: string; transaction_id: string; status: 'success' | 'failed' },
    ) {
      return db.transaction(async (tx) => {
        if (!(await repo.rememberWebhookEvent(tx, provider, event.event_id, clock.now()))) {
          return { detail: msg.webhookDuplicate, applied: false };
        }
        const payment = await repo.findByTransaction(tx, provider, event.transaction_id);
        if (!payment) throw AppError.notFound(msg.paymentNotFound);
        if (payment.status !== 'pending') return { detail: msg.paymentNotPending, applied: false };
        await decide(tx, payment, event.status === 'success' ? 'confirmed' : 'rejected', {
          kind: 'webhook',
          userId: null,
        });
        return { detail: event.status === 'success' ? msg.confirmed : msg.rejected, applied: true };
      });
    },

    /** The e-tickets of a paid reservation the user may see, each with its signed QR code as SVG. */
    async tickets(reservationId: number) {
      const rows = await repo.ticketsOfReservation(db, reservationId);
      return Promise.all(
        rows.map(async ({ ticket, name }) => {
          const code = ticketCode(ticket.serialId);
          return {
            serial_id: ticket.serialId,
            code,
            qr_svg: await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
            seat: ticket.seat,
            ticket_name: name,
            checked_in_at: ticket.checkedInAt?.toISOString() ?? null,
          };
        }),
      );
    },

    async paymentsOf(reservationId: number, reservationSerial: string) {
      return (await repo.paymentsOfReservation(db, reservationId)).map((p) => present(p, reservationSerial));
    },

    /** Admits a ticket at the door once; a second scan says when it was used. */
    async checkIn(staffId: number, code: string) {
      const serialId = readTicketCode(code);
      if (!serialId) throw AppError.badRequest(msg.ticketInvalid);
      const admitted = await repo.checkIn(db, serialId, clock.now(), staffId);
      if (admitted) {
        const found = await repo.findTicket(db, serialId);
        return {
          detail: msg.ticketAdmitted,
          ticket: { serial_id: serialId, ticket_name: found?.name ?? '', seat: admitted.seat },
        };
      }
      const existing = await repo.findTicket(db, serialId);
      if (!existing) throw AppError.notFound(msg.ticketInvalid);
      const when = new Intl.DateTimeFormat('fr-FR', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: deps.timeZone,
      }).format(existing.ticket.checkedInAt!);
      throw AppError.conflict(msg.ticketAlreadyUsed(when));
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
