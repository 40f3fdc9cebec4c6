import { and, eq, gte, inArray, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  auctionAwards,
  auctionBans,
  auctionBids,
  auctions,
  events,
  reservations,
  ticketTypes,
  users,
} from '../schema.ts';
import { DEMO_EVENTS, DEMO_ORGANIZER_USERNAME } from './demo-events.ts';
import { demoSerialId } from './seed.ts';

/** Reservation statuses in which an award still stands: such an auction is never renewed. */
const STANDING = ['pending', 'awaiting_confirmation', 'cash_pending', 'paid'] as const;

/**
 * Keeps the demo's auctions running: a demo auction that ended without a sale (settled with no bid, or
 * after every offer lapsed) starts again now, ending as far ahead as the seed set it (48 h unless the demo
 * event says otherwise), back at its start price with its bids and lapsed offers cleared, and the bans those
 * lapsed offers caused lifted (the demo is for trying: a visitor who won and did not pay may try again), its
 * ticket type back in auction mode. Only demo content is touched: an event with a demo serial id AND owned by the demo
 * organizer; an auction with an offer still held or paid, or whose seat has since been sold, is left alone.
 * Safe in several processes (SKIP LOCKED). Answers how many auctions were renewed.
 */
export async function renewDemoAuctions(db: Db, now: Date): Promise<number> {
  const hoursBySerial = new Map(DEMO_EVENTS.map((e) => [demoSerialId(e.key), e.auctionEndsInHours ?? 48]));
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: auctions.id, ticketTypeId: auctions.ticketTypeId, eventSerialId: events.serialId })
      .from(auctions)
      .innerJoin(ticketTypes, eq(ticketTypes.id, auctions.ticketTypeId))
      .innerJoin(events, eq(events.id, ticketTypes.eventId))
      .innerJoin(users, eq(users.id, events.organizerId))
      .where(
        and(
          inArray(events.serialId, [...hoursBySerial.keys()]),
          sql`lower(${users.username}) = ${DEMO_ORGANIZER_USERNAME}`,
          isNotNull(auctions.settledAt),
          lte(auctions.endTime, now),
          or(isNull(auctions.outcome), eq(auctions.outcome, 'unsold')),
          gte(ticketTypes.quantityAvailable, 1),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(auctionAwards)
              .innerJoin(reservations, eq(reservations.id, auctionAwards.reservationId))
              .where(
                and(eq(auctionAwards.auctionId, auctions.id), inArray(reservations.status, [...STANDING])),
              ),
          ),
        ),
      )
      .for('update', { of: auctions, skipLocked: true });
    for (const auction of due) {
      const hours = hoursBySerial.get(auction.eventSerialId) ?? 48;
      await tx.delete(auctionBids).where(eq(auctionBids.auctionId, auction.id));
      await tx.delete(auctionAwards).where(eq(auctionAwards.auctionId, auction.id));
      await tx.delete(auctionBans).where(eq(auctionBans.auctionId, auction.id));
      await tx
        .update(auctions)
        .set({
          currentPrice: sql`${auctions.startPrice}`,
          bidsCount: 0,
          startTime: now,
          endTime: new Date(now.getTime() + hours * 3600_000),
          settledAt: null,
          outcome: null,
        })
        .where(eq(auctions.id, auction.id));
      await tx.update(ticketTypes).set({ isAuction: true }).where(eq(ticketTypes.id, auction.ticketTypeId));
    }
    return due.length;
  });
}
