import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publicEvent } from '../../db/event-sql.ts';
import {
  auctionAwards,
  auctionBans,
  auctionBids,
  auctions,
  events,
  reservations,
  ticketTypes,
  users,
} from '../../db/schema.ts';

/** Reservation statuses in which an award still stands (the winner may still pay, or has paid). */
export const STANDING_STATUSES = ['pending', 'awaiting_confirmation', 'cash_pending', 'paid'] as const;
const STANDING_SQL = sql.raw(`(${STANDING_STATUSES.map((s) => `'${s}'`).join(', ')})`);

const detailColumns = {
  id: auctions.id,
  startPrice: auctions.startPrice,
  currentPrice: auctions.currentPrice,
  minIncrement: auctions.minIncrement,
  startTime: auctions.startTime,
  endTime: auctions.endTime,
  bidsCount: auctions.bidsCount,
  ticketTypeId: ticketTypes.id,
  ticketName: ticketTypes.name,
  ticketPrice: ticketTypes.price,
  quantityAvailable: ticketTypes.quantityAvailable,
  eventId: events.id,
  eventSerialId: events.serialId,
  eventName: events.name,
  eventDescription: events.description,
  eventImage: events.image,
  organizer: users.username,
  outcome: auctions.outcome,
  // The offer that stands (the winner, or after a lapse the next bidder offered the ticket): the latest
  // award whose reservation is still held or paid.
  winnerName: sql<string | null>`(select wu.username from ${auctionAwards} aw
    join ${reservations} wr on wr.id = aw.reservation_id
    join ${users} wu on wu.id = aw.user_id
    where aw.auction_id = ${auctions.id} and wr.status in ${STANDING_SQL}
    order by aw.id desc limit 1)`,
  winnerAmount: sql<number | null>`(select aw.amount from ${auctionAwards} aw
    join ${reservations} wr on wr.id = aw.reservation_id
    where aw.auction_id = ${auctions.id} and wr.status in ${STANDING_SQL}
    order by aw.id desc limit 1)`.mapWith((v) => (v === null ? null : Number(v))),
};

function selectAuctions(db: Db) {
  return db
    .select(detailColumns)
    .from(auctions)
    .innerJoin(ticketTypes, eq(ticketTypes.id, auctions.ticketTypeId))
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .innerJoin(users, eq(users.id, events.organizerId));
}

export type AuctionRow = Awaited<ReturnType<typeof findAuction>> & {};

/** Auctions running at `now` (started, not ended), ending soonest first; or every auction. */
export function listAuctions(db: Db, opts: { now: Date; activeOnly: boolean }) {
  const now = opts.now.toISOString();
  const active = and(
    sql`${auctions.startTime} <= ${now}::timestamptz`,
    or(isNull(auctions.endTime), sql`${auctions.endTime} > ${now}::timestamptz`),
  );
  return selectAuctions(db)
    .where(and(publicEvent, opts.activeOnly ? active : undefined))
    .orderBy(sql`${auctions.endTime} asc nulls last`, asc(auctions.id));
}

/** Auctions by id (search hits), in no particular order. */
export function listAuctionsByIds(db: Db, ids: number[]) {
  return selectAuctions(db).where(and(publicEvent, inArray(auctions.id, ids)));
}

export async function findAuction(db: Db, id: number) {
  const [row] = await selectAuctions(db).where(and(publicEvent, eq(auctions.id, id)));
  return row;
}

export async function findAuctionByTicketType(db: Db, ticketTypeId: number) {
  const [row] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.ticketTypeId, ticketTypeId));
  return row;
}

/** The latest bids of an auction with the bidder's name, highest first. */
export function listBids(db: Db, auctionId: number, limit = 50) {
  return db
    .select({
      id: auctionBids.id,
      amount: auctionBids.amount,
      createdAt: auctionBids.createdAt,
      user: users.username,
    })
    .from(auctionBids)
    .innerJoin(users, eq(users.id, auctionBids.userId))
    .where(eq(auctionBids.auctionId, auctionId))
    .orderBy(desc(auctionBids.amount), desc(auctionBids.id))
    .limit(limit);
}

/** The face price of an auction's ticket type, read inside SQL statements on `auctions`. */
const ticketPriceSql = sql<number>`(select ${ticketTypes.price} from ${ticketTypes}
  where ${ticketTypes.id} = ${auctions.ticketTypeId})`;

/**
 * Raises the price if, and only if, the bid beats it while the auction runs and stays within the ceiling
 * (`maxBid` of the service, same formula): one conditional update on the auction row, which also serialises
 * concurrent bids, so no bid can pass a ceiling another bid has just moved. A bid in the last `softCloseS`
 * seconds pushes the end.
 */
export async function raisePrice(
  db: Db,
  id: number,
  amount: number,
  now: Date,
  rules: { softCloseS: number; maxBidFactor: number; amountCap: number },
) {
  const { softCloseS } = rules;
  const at = now.toISOString();
  const [row] = await db
    .update(auctions)
    .set({
      currentPrice: amount,
      bidsCount: sql`${auctions.bidsCount} + 1`,
      endTime: sql`case when ${auctions.endTime} is not null
        and ${auctions.endTime} < ${at}::timestamptz + make_interval(secs => ${softCloseS})
        then ${at}::timestamptz + make_interval(secs => ${softCloseS}) else ${auctions.endTime} end`,
    })
    .where(
      and(
        eq(auctions.id, id),
        sql`${auctions.currentPrice} < ${amount}`,
        sql`${amount} <= least(${rules.amountCap}::bigint,
          ${rules.maxBidFactor}::bigint * greatest(${auctions.currentPrice}, ${ticketPriceSql}, 1))`,
        sql`${auctions.startTime} <= ${at}::timestamptz`,
        or(isNull(auctions.endTime), sql`${auctions.endTime} > ${at}::timestamptz`),
      ),
    )
    .returning({
      currentPrice: auctions.currentPrice,
      bidsCount: auctions.bidsCount,
      endTime: auctions.endTime,
      ticketPrice: ticketPriceSql.mapWith(Number),
    });
  return row;
}

/**
 * What decides whether a bid may be placed, the auction row locked until the transaction ends (so a refused
 * bid is explained against the state it was refused on), with the organizer and, when `userId` is barred
 * from that organizer's auctions, until when.
 */
export async function lockBidRules(db: Db, id: number, userId: number, now: Date) {
  const [row] = await db
    .select({
      currentPrice: auctions.currentPrice,
      minIncrement: auctions.minIncrement,
      startTime: auctions.startTime,
      endTime: auctions.endTime,
      ticketPrice: ticketTypes.price,
      organizerId: events.organizerId,
      eventPublic: publicEvent,
      eventCancelled: sql<boolean>`${events.status} = 'cancelled'`,
      bannedUntil: sql<Date | null>`(select max(${auctionBans.until}) from ${auctionBans}
        where ${auctionBans.userId} = ${userId} and ${auctionBans.organizerId} = ${events.organizerId}
          and ${auctionBans.until} > ${now.toISOString()}::timestamptz)`.mapWith((v) =>
        v === null ? null : new Date(v),
      ),
    })
    .from(auctions)
    .innerJoin(ticketTypes, eq(ticketTypes.id, auctions.ticketTypeId))
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(eq(auctions.id, id))
    .for('update', { of: auctions });
  return row;
}

/**
 * Bars each of `userIds` from bidding on `organizerId`'s auctions until `until`, for not paying the award of
 * `auctionId`: once per auction and user, whatever the number of settlement runs.
 */
export async function banBidders(
  db: Db,
  values: { auctionId: number; organizerId: number; userIds: number[]; until: Date; now: Date },
) {
  if (values.userIds.length === 0) return [];
  return db
    .insert(auctionBans)
    .values(
      values.userIds.map((userId) => ({
        auctionId: values.auctionId,
        userId,
        organizerId: values.organizerId,
        until: values.until,
        createdAt: values.now,
      })),
    )
    .onConflictDoNothing({ target: [auctionBans.auctionId, auctionBans.userId] })
    .returning({ userId: auctionBans.userId, until: auctionBans.until });
}

/** The highest bid so far and who placed it (before a new one is written). */
export async function topBid(db: Db, auctionId: number) {
  const [row] = await db
    .select({ userId: auctionBids.userId, amount: auctionBids.amount })
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auctionId))
    .orderBy(desc(auctionBids.amount), desc(auctionBids.id))
    .limit(1);
  return row;
}

export async function insertBid(db: Db, values: typeof auctionBids.$inferInsert) {
  const [row] = await db.insert(auctionBids).values(values).returning({ id: auctionBids.id });
  return row!.id;
}

/** Tells every listening process about an accepted bid; delivered when the transaction commits. */
export async function notify(db: Db, channel: string, payload: object) {
  await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

export async function userEmail(db: Db, id: number) {
  const [row] = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
