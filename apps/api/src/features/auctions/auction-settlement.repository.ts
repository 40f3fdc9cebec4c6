import { and, asc, desc, eq, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auctionAwards, auctionBids, auctions, events, reservations, ticketTypes } from '../../db/schema.ts';

/** Ended auctions that still need settling, locked for this worker only (SKIP LOCKED). */
export async function lockEndedAuctions(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: auctions.id,
      ticketTypeId: auctions.ticketTypeId,
      eventId: ticketTypes.eventId,
      eventName: events.name,
      eventSerialId: events.serialId,
      organizerId: events.organizerId,
      ticketName: ticketTypes.name,
    })
    .from(auctions)
    .innerJoin(ticketTypes, eq(ticketTypes.id, auctions.ticketTypeId))
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(and(isNull(auctions.settledAt), lte(auctions.endTime, now)))
    .orderBy(asc(auctions.endTime))
    .limit(limit)
    .for('update', { of: auctions, skipLocked: true });
}

/** The offers made so far, with the state of their reservations. */
export function awardsOf(db: Db, auctionId: number) {
  return db
    .select({
      userId: auctionAwards.userId,
      reservationId: auctionAwards.reservationId,
      status: reservations.status,
      expiresAt: reservations.expiresAt,
    })
    .from(auctionAwards)
    .innerJoin(reservations, eq(reservations.id, auctionAwards.reservationId))
    .where(eq(auctionAwards.auctionId, auctionId));
}

/** The best bid of a bidder not offered the ticket yet: their own highest amount. */
export async function nextBidder(db: Db, auctionId: number, excludeUserIds: number[]) {
  const [row] = await db
    .select({ userId: auctionBids.userId, amount: sql<number>`max(${auctionBids.amount})`.mapWith(Number) })
    .from(auctionBids)
    .where(
      and(
        eq(auctionBids.auctionId, auctionId),
        excludeUserIds.length ? notInArray(auctionBids.userId, excludeUserIds) : undefined,
      ),
    )
    .groupBy(auctionBids.userId)
    .orderBy(desc(sql`max(${auctionBids.amount})`))
    .limit(1);
  return row;
}

export async function insertAward(db: Db, values: typeof auctionAwards.$inferInsert) {
  await db.insert(auctionAwards).values(values);
}

/** Closes an auction for good, saying how it ended (null for an auction settled without deciding). */
export async function markSettled(db: Db, id: number, now: Date, outcome: 'sold' | 'unsold' | null) {
  await db.update(auctions).set({ settledAt: now, outcome }).where(eq(auctions.id, id));
}

/** Puts a ticket type back on the organizer's normal sale: reservable at its own price with its stock. */
export async function leaveAuctionMode(db: Db, ticketTypeId: number) {
  await db.update(ticketTypes).set({ isAuction: false }).where(eq(ticketTypes.id, ticketTypeId));
}
