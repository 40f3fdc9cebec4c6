import { type Auction, type AuctionUpdate, auctionMessages as msg } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { MediaUrls } from '../../lib/media.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { AUCTION_CHANNEL } from './auctions.gateway.ts';
import * as repo from './auctions.repository.ts';

export type AuctionsService = ReturnType<typeof createAuctionsService>;

/** Statuses in which an award still stands (the winner may still pay, or has paid). */
const STANDING = new Set(['pending', 'awaiting_confirmation', 'cash_pending', 'paid']);

/** Ticket auctions: serialised bids that only raise the price, soft close, and settlement with second chances. */
export function createAuctionsService(deps: {
  db: Db;
  clock: Clock;
  media: MediaUrls;
  mailer: Mailer;
  reservations: ReservationsService;
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

    /** Places a bid: accepted only above the price at the moment it is written, and announced to every viewer. */
    async bid(userId: number, auctionId: number, amount: number): Promise<Auction> {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const raised = await repo.raisePrice(tx, auctionId, amount, now, deps.softCloseS);
        if (!raised) {
          const row = await repo.findAuction(tx, auctionId);
          if (!row) throw AppError.notFound(msg.notFound);
          if (row.startTime > now) throw AppError.badRequest(msg.notStarted);
          if (row.endTime && row.endTime <= now) throw AppError.badRequest(msg.ended);
          throw AppError.badRequest(msg.amountTooLow(row.currentPrice));
        }
        const bidId = await repo.insertBid(tx, { auctionId, userId, amount, createdAt: now });
        const bidder = await repo.userEmail(tx, userId);
        const update: AuctionUpdate = {
          auction_id: auctionId,
          current_price: raised.currentPrice,
          bids_count: raised.bidsCount,
          end_time: raised.endTime?.toISOString() ?? null,
          server_time: now.toISOString(),
          bid: { id: bidId, user: bidder?.username ?? '', amount, created_at: now.toISOString() },
        };
        await repo.notify(tx, AUCTION_CHANNEL, update);
      });
      return get(auctionId);
    },

    /**
     * Settles ended auctions: the best bidder not offered the ticket yet gets a reservation at their own
     * best bid, held like any other; when it lapses, the next one gets the same offer. Safe in several
     * processes (SKIP LOCKED). Answers how many offers were made.
     */
    async settle(limit = 20): Promise<number> {
      let offers = 0;
      const mails: Parameters<Mailer['dispatch']>[0][] = [];
      await db.transaction(async (tx) => {
        const now = clock.now();
        for (const auction of await repo.lockEndedAuctions(tx, now, limit)) {
          const awards = await repo.awardsOf(tx, auction.id);
          if (awards.some((a) => a.status === 'paid')) {
            await repo.markSettled(tx, auction.id, now);
            continue;
          }
          if (awards.some((a) => STANDING.has(a.status))) continue;
          const next = await repo.nextBidder(
            tx,
            auction.id,
            awards.map((a) => a.userId),
          );
          if (!next) {
            await repo.markSettled(tx, auction.id, now);
            continue;
          }
          const reservation = await deps.reservations.createForAuction(tx, {
            userId: next.userId,
            ticketTypeId: auction.ticketTypeId,
            eventId: auction.eventId,
            price: next.amount,
          });
          if (!reservation) continue;
          await repo.insertAward(tx, {
            auctionId: auction.id,
            userId: next.userId,
            reservationId: reservation.id,
            amount: next.amount,
            createdAt: now,
          });
          offers++;
          const winner = await repo.userEmail(tx, next.userId);
          if (winner) {
            const link = `${deps.publicBase}/reservations/${reservation.serialId}`;
            mails.push({
              to: winner.email,
              subject: msg.wonSubject(auction.eventName),
              text: `Bonjour ${winner.username},\n\nVous avez remporté l'enchère pour « ${auction.eventName} » à ${next.amount} XAF.\nPayez votre billet ici : ${link}\n\nÀ bientôt sur Sanza.`,
              link,
            });
          }
        }
      });
      for (const mail of mails) deps.mailer.dispatch(mail);
      return offers;
    },
  };
}
