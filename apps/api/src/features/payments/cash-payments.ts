import { amountDue, paymentMessages as msg } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { frenchDateTime } from '../../lib/french-dates.ts';
import { publicId } from '../../lib/ids.ts';
import * as repo from './payments.repository.ts';

type LockedReservation = NonNullable<Awaited<ReturnType<typeof repo.lockReservationBySerial>>>;

/** Cash payments: the buyer chooses cash, the reservation holds its tickets meanwhile, staff may extend it. */
export function createCashPayments(deps: {
  db: Db;
  clock: Clock;
  /** How long a reservation to pay in cash holds its tickets, and what a staff extension adds. */
  cashHoldMs: number;
  timeZone: string;
  /** The reservation its owner pays, locked in `tx`, with the refusals of checkout. */
  lockOwned: (tx: Db, userId: number, serialId: string) => Promise<LockedReservation>;
}) {
  const { db, clock, lockOwned } = deps;
  return {
    /**
     * Marks a reservation "to pay in cash": it then holds its tickets for the cash hold (CASH_HOLD_HOURS), and
     * staff confirm it when the money is received. An auction award keeps its own, shorter deadline
     * (AUCTION_PAYMENT_HOURS): choosing cash must not keep the next bidder waiting.
     */
    async cash(userId: number, reservationSerial: string) {
      return db.transaction(async (tx) => {
        const reservation = await lockOwned(tx, userId, reservationSerial);
        if (reservation.status === 'cash_pending') {
          return {
            detail: msg.cashRecorded,
            reservation: reservation.serialId,
            expires_at: reservation.expiresAt?.toISOString() ?? null,
          };
        }
        const now = clock.now();
        const cashHold = new Date(now.getTime() + deps.cashHoldMs);
        const deadline = reservation.expiresAt;
        const expiresAt =
          deadline && deadline < cashHold && (await repo.awardOfferedAt(tx, reservation.id)) !== null
            ? deadline
            : cashHold;
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
        await repo.setReservationStatus(tx, reservation.id, ['pending'], 'cash_pending', now, expiresAt);
        await repo.audit(tx, {
          paymentId: payment.id,
          reservationId: reservation.id,
          actor: 'user',
          actorUserId: userId,
          action: 'cash_chosen',
          detail: { amount: payment.amount, expires_at: expiresAt.toISOString() },
          createdAt: now,
        });
        return {
          detail: msg.cashRecorded,
          reservation: reservation.serialId,
          expires_at: expiresAt.toISOString(),
        };
      });
    },

    /** Staff give a cash reservation more time: CASH_HOLD_HOURS more from its deadline, or from now if past. */
    async extendCashHold(staffId: number, reservationSerial: string) {
      return db.transaction(async (tx) => {
        const reservation = await repo.lockReservationBySerial(tx, reservationSerial);
        if (!reservation) throw AppError.notFound(msg.reservationNotFound);
        if (reservation.status !== 'cash_pending') throw AppError.conflict(msg.notCashPending);
        const now = clock.now();
        const from = Math.max(now.getTime(), reservation.expiresAt?.getTime() ?? 0);
        const expiresAt = new Date(from + deps.cashHoldMs);
        if (!(await repo.extendCashHold(tx, reservation.id, expiresAt, now))) {
          throw AppError.conflict(msg.notCashPending);
        }
        const payment = await repo.pendingPaymentOf(tx, reservation.id);
        await repo.audit(tx, {
          paymentId: payment?.id ?? null,
          reservationId: reservation.id,
          actor: 'staff',
          actorUserId: staffId,
          action: 'cash_hold_extended',
          detail: { from: reservation.expiresAt?.toISOString() ?? null, to: expiresAt.toISOString() },
          createdAt: now,
        });
        return {
          detail: msg.cashHoldExtended(frenchDateTime(expiresAt, deps.timeZone)),
          expires_at: expiresAt.toISOString(),
        };
      });
    },
  };
}
