import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventStartsAt } from '../../db/event-sql.ts';
import {
  auctions,
  categories,
  events,
  type ReservationStatus,
  refunds,
  reservationItems,
  reservations,
  ticketTypes,
  users,
} from '../../db/schema.ts';

/** Reservation states that hold seats unpaid (`held` in the studio); `paid` ones are `sold`. */
const HELD: ReservationStatus[] = ['pending', 'awaiting_confirmation', 'cash_pending'];

/** Every category (few rows): the studio matches the slug given against them. */
export function listCategories(db: Db) {
  return db
    .select({ id: categories.id, serialId: categories.serialId, name: categories.name })
    .from(categories);
}

const eventColumns = {
  id: events.id,
  serialId: events.serialId,
  name: events.name,
  description: events.description,
  status: events.status,
  organizerId: events.organizerId,
  organizer: users.username,
  categorySerialId: categories.serialId,
  categoryName: categories.name,
  venue: events.venue,
  city: events.city,
  location: events.location,
  startsAt: sql<Date>`${eventStartsAt}`.mapWith((v) => new Date(v)),
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  date: events.date,
  time: events.time,
  priority: events.priority,
  image: events.image,
  imagePlaceholder: events.imagePlaceholder,
  publishedAt: events.publishedAt,
  cancelledAt: events.cancelledAt,
  hiddenReason: events.hiddenReason,
};

/** Studio events matching `where`, soonest first. */
export function findStudioEvents(db: Db, where: SQL | undefined) {
  return db
    .select(eventColumns)
    .from(events)
    .innerJoin(users, eq(users.id, events.organizerId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .where(where)
    .orderBy(desc(events.createdAt), desc(events.id));
}
export type StudioEventRow = Awaited<ReturnType<typeof findStudioEvents>>[number];

/** One event by its public id with its owner, optionally locked for a change. */
export async function findEventOwner(db: Db, serialId: string, lock = false) {
  const query = db
    .select({
      id: events.id,
      organizerId: events.organizerId,
      status: events.status,
      name: events.name,
      serialId: events.serialId,
      startsAt: sql<Date>`${eventStartsAt}`.mapWith((v) => new Date(v)),
      endsAt: events.endsAt,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(eq(events.serialId, serialId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Ticket types of events with their auction and what is sold (paid) and held (unpaid) of each. */
export function findStudioTicketTypes(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  const taken = (statuses: readonly string[]) =>
    sql<number>`coalesce((select sum(ri.quantity) from ${reservationItems} ri
      join ${reservations} r on r.id = ri.reservation_id
      where ri.ticket_type_id = ${ticketTypes.id}
        and r.status in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})), 0)::int`;
  return db
    .select({
      id: ticketTypes.id,
      eventId: ticketTypes.eventId,
      name: ticketTypes.name,
      description: ticketTypes.description,
      price: ticketTypes.price,
      quantityTotal: ticketTypes.quantityTotal,
      quantityAvailable: ticketTypes.quantityAvailable,
      maxPerOrder: ticketTypes.maxPerOrder,
      salesStart: ticketTypes.salesStart,
      salesEnd: ticketTypes.salesEnd,
      presaleStart: ticketTypes.presaleStart,
      isAuction: ticketTypes.isAuction,
      sold: taken(['paid']),
      held: taken(HELD),
      auctionId: auctions.id,
      auctionStartPrice: auctions.startPrice,
      auctionCurrentPrice: auctions.currentPrice,
      auctionMinIncrement: auctions.minIncrement,
      auctionEndTime: auctions.endTime,
      auctionBidsCount: auctions.bidsCount,
    })
    .from(ticketTypes)
    .leftJoin(auctions, eq(auctions.ticketTypeId, ticketTypes.id))
    .where(inArray(ticketTypes.eventId, eventIds))
    .orderBy(asc(ticketTypes.id));
}
export type StudioTicketTypeRow = Awaited<ReturnType<typeof findStudioTicketTypes>>[number];

export async function insertEvent(db: Db, values: typeof events.$inferInsert) {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  return row!;
}

export async function insertTicketType(db: Db, values: typeof ticketTypes.$inferInsert) {
  const [row] = await db.insert(ticketTypes).values(values).returning({ id: ticketTypes.id });
  return row!;
}

export async function insertAuction(db: Db, values: typeof auctions.$inferInsert) {
  await db.insert(auctions).values(values);
}

export async function updateEvent(db: Db, id: number, values: Partial<typeof events.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(events).set(values).where(eq(events.id, id));
}

/**
 * Changes a ticket type's total stock to `quantity` in one statement, only if it stays at or above what is
 * already taken from it (sold or held): the seats left move by the same amount. False when refused.
 */
export async function setStock(db: Db, id: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(ticketTypes)
    .set({
      quantityAvailable: sql`${ticketTypes.quantityAvailable} + (${quantity}::int - ${ticketTypes.quantityTotal})`,
      quantityTotal: quantity,
    })
    .where(
      and(
        eq(ticketTypes.id, id),
        sql`${ticketTypes.quantityTotal} - ${ticketTypes.quantityAvailable} <= ${quantity}`,
      ),
    )
    .returning({ id: ticketTypes.id });
  return rows.length === 1;
}

export async function updateTicketType(db: Db, id: number, values: Partial<typeof ticketTypes.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(ticketTypes).set(values).where(eq(ticketTypes.id, id));
}

/** Seats taken from a type's stock (sold or held): what its total may not go below. */
export async function takenOf(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`${ticketTypes.quantityTotal} - ${ticketTypes.quantityAvailable}` })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, id));
  return Number(row?.n ?? 0);
}

/** Seats sold or held of the whole event (any type). */
export async function takenOfEvent(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${reservationItems.quantity}), 0)::int` })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(and(eq(reservations.eventId, eventId), inArray(reservations.status, [...HELD, 'paid'])));
  return row?.n ?? 0;
}

/** Whether any auction of the event has received a bid. */
export async function hasBids(db: Db, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .innerJoin(ticketTypes, eq(ticketTypes.id, auctions.ticketTypeId))
    .where(and(eq(ticketTypes.eventId, eventId), sql`${auctions.bidsCount} > 0`))
    .limit(1);
  return row !== undefined;
}

/** Ends the event's unsettled auctions unsold (a cancelled event awards nothing). */
export async function closeAuctionsOfEvent(db: Db, eventId: number, now: Date) {
  await db
    .update(auctions)
    .set({ settledAt: now, outcome: 'unsold' })
    .where(
      and(
        isNull(auctions.settledAt),
        inArray(
          auctions.ticketTypeId,
          db.select({ id: ticketTypes.id }).from(ticketTypes).where(eq(ticketTypes.eventId, eventId)),
        ),
      ),
    );
}

/**
 * Users holding a paid reservation of the event (to be refunded when it is cancelled). A sale at the gate is left
 * out: its owner is the seller, not a holder to tell (its cash is refunded by hand, listed on the sales page).
 */
export function paidHolders(db: Db, eventId: number) {
  return db
    .selectDistinct({ userId: reservations.userId })
    .from(reservations)
    .where(
      and(
        eq(reservations.eventId, eventId),
        eq(reservations.status, 'paid'),
        isNull(reservations.soldAtDoorBy),
      ),
    );
}

/**
 * What a cancellation did to each reservation of the event: the paid ones (with their refund once recorded) and
 * the unpaid holds it cancelled (`holds`, public ids), with their holder's address, holder by holder. Sales at
 * the gate are left out: their owner is the seller, who is not e-mailed about the buyers' money.
 */
export function cancelledReservations(db: Db, eventId: number, holds: string[]) {
  return db
    .select({
      serialId: reservations.serialId,
      userId: reservations.userId,
      email: users.email,
      status: reservations.status,
      totalPrice: reservations.totalPrice,
      refundStatus: refunds.status,
      refundAmount: refunds.amount,
      refundMsisdn: refunds.msisdn,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(refunds, eq(refunds.reservationId, reservations.id))
    .where(
      and(
        eq(reservations.eventId, eventId),
        isNull(reservations.soldAtDoorBy),
        holds.length
          ? sql`(${reservations.status} = 'paid' or ${inArray(reservations.serialId, holds)})`
          : eq(reservations.status, 'paid'),
      ),
    )
    .orderBy(asc(reservations.userId), asc(reservations.id));
}
