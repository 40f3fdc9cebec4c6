import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isRegistrationOpen, publicEvent, registrationClosesAt } from '../../db/event-sql.ts';
import { artistSubscriptions, eventArtists, events, reservationItems, ticketTypes } from '../../db/schema.ts';

/** Ticket types with what a reservation must check about their event; a draft's or hidden event's are not found. */
export function findTicketTypesForSale(db: Db, ids: number[], now: Date) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      price: ticketTypes.price,
      isAuction: ticketTypes.isAuction,
      isAvailable: ticketTypes.isAvailable,
      eventId: ticketTypes.eventId,
      eventSerialId: events.serialId,
      registrationOpen: isRegistrationOpen(now),
      registrationClosesAt,
      eventCancelled: sql<boolean>`${events.status} = 'cancelled'`,
      maxPerOrder: ticketTypes.maxPerOrder,
      salesStart: ticketTypes.salesStart,
      salesEnd: ticketTypes.salesEnd,
      presaleStart: ticketTypes.presaleStart,
      // What a new reservation's answer shows, so it needs no reading again after its commit.
      description: ticketTypes.description,
      event: {
        serialId: events.serialId,
        name: events.name,
        date: events.date,
        time: events.time,
        image: events.image,
        location: events.location,
        status: events.status,
      },
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(and(inArray(ticketTypes.id, ids), publicEvent));
}

/**
 * Takes `quantity` tickets of a type if, and only if, that many remain: one conditional update, so
 * concurrent reservations can never take more than the stock. False when there are not enough.
 */
export async function takeTickets(db: Db, ticketTypeId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(ticketTypes)
    .set({ quantityAvailable: sql`${ticketTypes.quantityAvailable} - ${quantity}` })
    .where(and(eq(ticketTypes.id, ticketTypeId), gte(ticketTypes.quantityAvailable, quantity)))
    .returning({ id: ticketTypes.id });
  return rows.length === 1;
}

/** Puts tickets back into stock. */
export async function giveBackTickets(db: Db, ticketTypeId: number, quantity: number) {
  await db
    .update(ticketTypes)
    .set({ quantityAvailable: sql`${ticketTypes.quantityAvailable} + ${quantity}` })
    .where(eq(ticketTypes.id, ticketTypeId));
}

/** Puts back every ticket held by the given reservations. */
export async function giveBackReservations(db: Db, reservationIds: number[]) {
  if (reservationIds.length === 0) return;
  await db.execute(sql`
    update ${ticketTypes} tt
       set quantity_available = tt.quantity_available + held.quantity
      from (select ${reservationItems.ticketTypeId} as ticket_type_id, sum(${reservationItems.quantity})::int as quantity
              from ${reservationItems}
             where ${inArray(reservationItems.reservationId, reservationIds)}
             group by ${reservationItems.ticketTypeId}) held
     where tt.id = held.ticket_type_id`);
}

/** Tickets left of a type (after a refused take, to say how many remain). */
export async function availableTickets(db: Db, ticketTypeId: number): Promise<number> {
  const [row] = await db
    .select({ n: ticketTypes.quantityAvailable })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, ticketTypeId));
  return row?.n ?? 0;
}

/** Which of these users subscribe to at least one artist confirmed on the event's line-up (the pre-sale). */
export async function lineupFollowers(db: Db, userIds: number[], eventId: number): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: artistSubscriptions.userId })
    .from(artistSubscriptions)
    .innerJoin(eventArtists, eq(eventArtists.artistId, artistSubscriptions.artistId))
    .where(
      and(
        inArray(artistSubscriptions.userId, userIds),
        eq(eventArtists.eventId, eventId),
        eq(eventArtists.status, 'confirmed'),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Locks a ticket type's stock row until the transaction ends, and answers how many tickets are left. */
export async function lockStock(db: Db, ticketTypeId: number): Promise<number> {
  const [row] = await db
    .select({ n: ticketTypes.quantityAvailable })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, ticketTypeId))
    .for('no key update');
  return row?.n ?? 0;
}
