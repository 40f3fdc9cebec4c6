import { frenchDeadline } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import * as settlement from './auction-settlement.repository.ts';
import { awardMail } from './auctions.mails.ts';
import * as repo from './auctions.repository.ts';

/** Statuses in which an award still stands (the winner may still pay, or has paid). */
const STANDING = new Set<string>(repo.STANDING_STATUSES);
/** Statuses of an award whose payment window may still run out. */
const UNPAID_HOLD = new Set<string>(['pending', 'cash_pending']);

/** The end of an auction: the ticket offered to the best bidder, then to the next when an offer lapses. */
export function createAuctionSettlement(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  reservations: Pick<ReservationsService, 'expireDueIn' | 'createForAuction'>;
  notifications: Pick<NotificationsService, 'add'>;
  /** How long the winner (and each next bidder offered the ticket) has to pay. */
  paymentMs: number;
  /** How long a winner who let the offer lapse may not bid on that organizer's auctions. */
  nonpaymentBanMs: number;
  timeZone: string;
  publicBase: string;
}) {
  const { db, clock } = deps;
  return {
    /**
     * Settles ended auctions: the best bidder not offered the ticket yet gets a reservation at their own
     * best bid, to pay within the payment window (AUCTION_PAYMENT_HOURS), and is told in-app and by e-mail
     * with the deadline; when it lapses (unpaid at the deadline, or cancelled), that bidder may not bid on the
     * organizer's auctions for a while and is told so, and the next one gets the same offer. When nobody is
     * left (no bid, or every offer lapsed) the auction ends unsold and the ticket type goes back to the
     * organizer's normal sale, and the organizer is told. Safe in several processes (SKIP LOCKED). Answers
     * how many offers were made.
     */
    async settle(limit = 20): Promise<number> {
      let offers = 0;
      const mails: Parameters<Mailer['dispatch']>[0][] = [];
      await db.transaction(async (tx) => {
        const now = clock.now();
        for (const auction of await settlement.lockEndedAuctions(tx, now, limit)) {
          let awards = await settlement.awardsOf(tx, auction.id);
          // An offer whose payment window has run out lapses now, not at the expiry job's next run.
          const overdue = awards.filter(
            (a) => UNPAID_HOLD.has(a.status) && a.expiresAt && a.expiresAt <= now,
          );
          if (overdue.length > 0) {
            await deps.reservations.expireDueIn(
              tx,
              overdue.map((a) => a.reservationId),
            );
            awards = await settlement.awardsOf(tx, auction.id);
          }
          if (awards.some((a) => a.status === 'paid')) {
            await settlement.markSettled(tx, auction.id, now, 'sold');
            continue;
          }
          if (awards.some((a) => STANDING.has(a.status))) continue;
          // Whoever let an offer lapse may not bid on this organizer's auctions for a while (once per auction).
          const banned = await repo.banBidders(tx, {
            auctionId: auction.id,
            organizerId: auction.organizerId,
            userIds: awards.map((a) => a.userId),
            until: new Date(now.getTime() + deps.nonpaymentBanMs),
            now,
          });
          await deps.notifications.add(
            tx,
            banned.map((b) => ({
              userId: b.userId,
              kind: 'award_lapsed' as const,
              data: {
                auction_id: auction.id,
                event_name: auction.eventName,
                banned_until: b.until.toISOString(),
              },
            })),
          );
          const next = await settlement.nextBidder(
            tx,
            auction.id,
            awards.map((a) => a.userId),
          );
          const payBy = new Date(now.getTime() + deps.paymentMs);
          const reservation = next
            ? await deps.reservations.createForAuction(tx, {
                userId: next.userId,
                ticketTypeId: auction.ticketTypeId,
                eventId: auction.eventId,
                price: next.amount,
                expiresAt: payBy,
              })
            : null;
          // Nobody left, or no seat left to give: the auction is over without a sale.
          if (!next || !reservation) {
            await settlement.markSettled(tx, auction.id, now, 'unsold');
            await settlement.leaveAuctionMode(tx, auction.ticketTypeId);
            await deps.notifications.add(tx, [
              {
                userId: auction.organizerId,
                kind: 'auction_unsold',
                data: {
                  auction_id: auction.id,
                  event_name: auction.eventName,
                  event_serial_id: auction.eventSerialId,
                  ticket_name: auction.ticketName,
                },
              },
            ]);
            continue;
          }
          await settlement.insertAward(tx, {
            auctionId: auction.id,
            userId: next.userId,
            reservationId: reservation.id,
            amount: next.amount,
            createdAt: now,
          });
          offers++;
          const isSecondChance = awards.length > 0;
          await deps.notifications.add(tx, [
            {
              userId: next.userId,
              kind: isSecondChance ? 'second_chance' : 'auction_won',
              data: {
                auction_id: auction.id,
                event_name: auction.eventName,
                amount: next.amount,
                reservation_id: reservation.serialId,
                pay_by: payBy.toISOString(),
              },
            },
          ]);
          const winner = await repo.userEmail(tx, next.userId);
          if (winner) {
            mails.push(
              awardMail(deps.publicBase, winner, {
                eventName: auction.eventName,
                amount: next.amount,
                reservationSerialId: reservation.serialId,
                isSecondChance,
                payBy: frenchDeadline(payBy, deps.timeZone),
                banDays: Math.round(deps.nonpaymentBanMs / 86_400_000),
              }),
            );
          }
        }
      });
      for (const mail of mails) deps.mailer.dispatch(mail);
      return offers;
    },
  };
}
