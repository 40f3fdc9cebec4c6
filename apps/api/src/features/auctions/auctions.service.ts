import {
  type Auction,
  type AuctionUpdate,
  BID_AMOUNT_CAP,
  frenchDeadline,
  groupAmount,
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
import { createAuctionSettlement } from './auction-settlement.ts';
import { AUCTION_CHANNEL, type AuctionSignal } from './auctions.gateway.ts';
import { outbidMail } from './auctions.mails.ts';
import * as repo from './auctions.repository.ts';

export type AuctionsService = ReturnType<typeof createAuctionsService>;

/**
 * The highest bid accepted on an auction now: `factor` times the current price, or the ticket's face price
 * when higher (an auction starting low, even at 0, can still be bid up to a real price at once), at least
 * 1 XAF, never above the cap. `repo.raisePrice` applies the same formula in SQL.
 */
export function maxBid(currentPrice: number, ticketPrice: number, factor: number): number {
  return Math.min(BID_AMOUNT_CAP, factor * Math.max(currentPrice, ticketPrice, 1));
}

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
  /** A bid may be at most this many times max(current price, ticket price, 1 XAF). */
  maxBidFactor: number;
  /** How long the winner (and each next bidder offered the ticket) has to pay. */
  paymentMs: number;
  /** How long a winner who let the offer lapse may not bid on that organizer's auctions. */
  nonpaymentBanMs: number;
  timeZone: string;
  publicBase: string;
}) {
  const { db, clock } = deps;
  const ceiling = (currentPrice: number, ticketPrice: number) =>
    maxBid(currentPrice, ticketPrice, deps.maxBidFactor);

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
      max_bid: ceiling(row.currentPrice, row.ticketPrice),
      min_increment: row.minIncrement,
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
     * Places a bid: accepted only above the price at the moment it is written and within the ceiling
     * (`max_bid`), unless the bidder is barred from the organizer's auctions, and announced to every viewer.
     * The bidder it beats (another user) is notified in-app, live on the auction page if they have it open,
     * else by e-mail too.
     */
    async bid(userId: number, auctionId: number, amount: number): Promise<Auction> {
      const outbid = await db.transaction(async (tx) => {
        const now = clock.now();
        // Locks the auction row: bids are serialised, and a refusal is explained on the state it was made on.
        const rules = await repo.lockBidRules(tx, auctionId, userId, now);
        if (!rules?.eventPublic) throw AppError.notFound(msg.notFound);
        if (rules.eventCancelled) throw AppError.badRequest(msg.eventCancelled);
        if (rules.bannedUntil)
          throw AppError.forbidden(msg.bidderBanned(frenchDeadline(rules.bannedUntil, deps.timeZone)));
        // The organizer's raise (studio): above 1 XAF a bid must reach current + raise; at 1 XAF (the
        // default) the price update below is the spec's « strictly greater » with its own message.
        const isOpen = rules.startTime <= now && !(rules.endTime && rules.endTime <= now);
        if (isOpen && rules.minIncrement > 1 && amount < rules.currentPrice + rules.minIncrement) {
          throw AppError.badRequest(msg.amountBelowIncrement(rules.currentPrice + rules.minIncrement));
        }
        const raised = await repo.raisePrice(tx, auctionId, amount, now, {
          softCloseS: deps.softCloseS,
          maxBidFactor: deps.maxBidFactor,
          amountCap: BID_AMOUNT_CAP,
        });
        if (!raised) {
          if (rules.startTime > now) throw AppError.badRequest(msg.notStarted);
          if (rules.endTime && rules.endTime <= now) throw AppError.badRequest(msg.ended);
          if (amount <= rules.currentPrice) throw AppError.badRequest(msg.amountTooLow(rules.currentPrice));
          throw AppError.badRequest(
            msg.amountTooHigh(groupAmount(ceiling(rules.currentPrice, rules.ticketPrice))),
          );
        }
        // The auction row is locked: the best bid read here is the one this bid beats.
        const beaten = await repo.topBid(tx, auctionId);
        const bidId = await repo.insertBid(tx, { auctionId, userId, amount, createdAt: now });
        const bidder = await repo.userEmail(tx, userId);
        const signal: AuctionSignal = {
          auction_id: auctionId,
          current_price: raised.currentPrice,
          bids_count: raised.bidsCount,
          max_bid: ceiling(raised.currentPrice, raised.ticketPrice),
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

    ...createAuctionSettlement(deps),
  };
}
