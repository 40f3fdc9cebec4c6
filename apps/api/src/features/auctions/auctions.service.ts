import {
  type Auction,
  type AuctionUpdate,
  auctionMessages as msg,
  type Notification,
} from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { MediaUrls } from '../../lib/media.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { AUCTION_CHANNEL, type AuctionSignal } from './auctions.gateway.ts';
import { awardMail, outbidMail } from './auctions.mails.ts';
import * as repo from './auctions.repository.ts';

export type AuctionsService = ReturnType<typeof createAuctionsService>;

/** Statuses in which an award still stands (the winner may still pay, or has paid). */
const STANDING = new Set<string>(repo.STANDING_STATUSES);

/** Ticket auctions: serialised bids that only raise the price, soft close, and settlement with second chances. */
export function createAuctionsService(deps: {
  db: Db;
  clock: Clock;
  media: MediaUrls;
  mailer: Mailer;
  reservations: ReservationsService;
  notifications: NotificationsService;
  /** Whether a user has the auction's page open (a live stream) in this process: then no outbid e-mail. */
  isWatching: (auctionId: number, userId: number) => boolean;
  softCloseS: number;
  publicBase: string;
}) {
  const { db, clock } = deps;

  function present(
    row: NonNullable<Awaited<ReturnType<typeof repo.findAuction>>>,
    bids: Awaited<ReturnType<typeof repo.listBids>>,
  ): Auction {
    const now = clock.now();
    const started = row.startTime <= now;
    const ended = row.endTime !== null && row.endTime <= now;
    return {
      id: row.id,
      start_price: row.startPrice,
      current_price: row.currentPrice,
      start_time: row.startTime.toISOString(),
      end_time: row.endTime?.toISOString() ?? null,
      time_remaining: row.endTime
        ? Math.max(0, Math.floor((row.endTime.getTime() - now.getTime()) / 1000))
        : null,
      server_time: now.toISOString(),
      is_active: started && !ended,
      bids_count: row.bidsCount,
      event_image: deps.media.url(row.eventImage),
      ticket_type: {
        id: row.ticketTypeId,
        name: row.ticketName,
        price: row.ticketPrice,
        quantity_available: row.quantityAvailable,
      },
      event: {
        serial_id: row.eventSerialId,
        name: row.eventName,
        description: row.eventDescription,
        organizer: { username: row.organizer },
      },
      bids: bids.map((b) => ({
        id: b.id,
        user: b.user,
        amount: b.amount,
        created_at: b.createdAt.toISOString(),
      })),
      winner:
        ended && row.winnerName !== null && row.winnerAmount !== null
          ? { username: row.winnerName, amount: row.winnerAmount }
          : null,
      outcome: row.outcome ?? null,
    };
  }

  async function get(id: number): Promise<Auction> {
    const row = await repo.findAuction(db, id);
    if (!row) throw AppError.notFound(msg.notFound);
    return present(row, await repo.listBids(db, id));
  }

  return {
    get,

    async list(activeOnly: boolean): Promise<Auction[]> {
      const rows = await repo.listAuctions(db, { now: clock.now(), activeOnly });
      return rows.map((r) => present(r, []));
    },

    /** Auctions by id, in the order given, without their bid lists (search hits; `bids_count` has the number). */
    async byIds(ids: number[]): Promise<Auction[]> {
      if (ids.length === 0) return [];
      const byId = new Map((await repo.listAuctionsByIds(db, ids)).map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [present(row, [])] : [];
      });
    },

    async byTicketType(ticketTypeId: number): Promise<Auction> {
      const found = await repo.findAuctionByTicketType(db, ticketTypeId);
      if (!found) throw AppError.notFound(msg.notFound);
      return get(found.id);
    },

    /**
     * Places a bid: accepted only above the price at the moment it is written, and announced to every viewer.
     * The bidder it beats (another user) is notified in-app, live on the auction page if they have it open,
     * else by e-mail too.
     */
    async bid(userId: number, auctionId: number, amount: number): Promise<Auction> {
      const outbid = await db.transaction(async (tx) => {
        const now = clock.now();
        const raised = await repo.raisePrice(tx, auctionId, amount, now, deps.softCloseS);
        if (!raised) {
          const row = await repo.findAuction(tx, auctionId);
          if (!row) throw AppError.notFound(msg.notFound);
          if (row.startTime > now) throw AppError.badRequest(msg.notStarted);
          if (row.endTime && row.endTime <= now) throw AppError.badRequest(msg.ended);
          throw AppError.badRequest(msg.amountTooLow(row.currentPrice));
        }
        // The auction row is locked by the raise: the best bid read here is the one this bid beats.
        const beaten = await repo.topBid(tx, auctionId);
        const bidId = await repo.insertBid(tx, { auctionId, userId, amount, createdAt: now });
        const bidder = await repo.userEmail(tx, userId);
        const signal: AuctionSignal = {
          auction_id: auctionId,
          current_price: raised.currentPrice,
          bids_count: raised.bidsCount,
          end_time: raised.endTime?.toISOString() ?? null,
          server_time: now.toISOString(),
          bid: { id: bidId, user: bidder?.username ?? '', amount, created_at: now.toISOString() },
        } satisfies AuctionUpdate;
        let told: { userId: number; notification: Notification; eventName: string } | null = null;
        if (beaten && beaten.userId !== userId) {
          const eventName = (await repo.findAuction(tx, auctionId))?.eventName ?? '';
          const [notification] = await deps.notifications.add(tx, [
            {
              userId: beaten.userId,
              kind: 'outbid',
              data: { auction_id: auctionId, event_name: eventName, amount, previous_amount: beaten.amount },
            },
          ]);
          signal.outbid = { user_id: beaten.userId, notification: notification! };
          told = { userId: beaten.userId, notification: notification!, eventName };
        }
        await repo.notify(tx, AUCTION_CHANNEL, signal);
        return told;
      });
      // Away from the page (no stream of this auction open here), the outbid bidder also gets an e-mail.
      if (outbid && !deps.isWatching(auctionId, outbid.userId)) {
        const to = await repo.userEmail(db, outbid.userId);
        if (to) deps.mailer.dispatch(outbidMail(deps.publicBase, to, auctionId, outbid.eventName, amount));
      }
      return get(auctionId);
    },

    /**
     * Settles ended auctions: the best bidder not offered the ticket yet gets a reservation at their own
     * best bid, held like any other, and is told in-app and by e-mail; when it lapses, the next one gets the
     * same offer. When nobody is left (no bid, or every offer lapsed) the auction ends unsold and the ticket
     * type goes back to the organizer's normal sale, and the organizer is told. Safe in several processes
     * (SKIP LOCKED). Answers how many offers were made.
     */
    async settle(limit = 20): Promise<number> {
      let offers = 0;
      const mails: Parameters<Mailer['dispatch']>[0][] = [];
      await db.transaction(async (tx) => {
        const now = clock.now();
        for (const auction of await repo.lockEndedAuctions(tx, now, limit)) {
          const awards = await repo.awardsOf(tx, auction.id);
          if (awards.some((a) => a.status === 'paid')) {
            await repo.markSettled(tx, auction.id, now, 'sold');
            continue;
          }
          if (awards.some((a) => STANDING.has(a.status))) continue;
          const next = await repo.nextBidder(
            tx,
            auction.id,
            awards.map((a) => a.userId),
          );
          const reservation = next
            ? await deps.reservations.createForAuction(tx, {
                userId: next.userId,
                ticketTypeId: auction.ticketTypeId,
                eventId: auction.eventId,
                price: next.amount,
              })
            : null;
          // Nobody left, or no seat left to give: the auction is over without a sale.
          if (!next || !reservation) {
            await repo.markSettled(tx, auction.id, now, 'unsold');
            await repo.leaveAuctionMode(tx, auction.ticketTypeId);
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
          await repo.insertAward(tx, {
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
