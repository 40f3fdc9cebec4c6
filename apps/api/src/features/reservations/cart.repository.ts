import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isRegistrationOpen, publicEvent } from '../../db/event-sql.ts';
import { cartItems, events, ticketTypes } from '../../db/schema.ts';

/** A user's cart lines with their ticket and event, oldest first. */
export function listCart(db: Db, userId: number) {
  return db
    .select({
      id: cartItems.id,
      serialId: cartItems.serialId,
      quantity: cartItems.quantity,
      ticketTypeId: ticketTypes.id,
      name: ticketTypes.name,
      price: ticketTypes.price,
      eventId: events.id,
      eventSerialId: events.serialId,
      eventName: events.name,
    })
    .from(cartItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, cartItems.ticketTypeId))
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** A ticket type with whether its event still takes reservations at `now`; a draft's or hidden event's is not found. */
export async function findTicketType(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({
      eventId: ticketTypes.eventId,
      isAuction: ticketTypes.isAuction,
      isAvailable: ticketTypes.isAvailable,
      registrationOpen: isRegistrationOpen(now),
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(and(eq(ticketTypes.id, id), publicEvent));
  return row;
}

/** Adds a line, or adds to the existing line of that ticket type, never above `max`. */
export async function upsertCartItem(
  db: Db,
  values: { serialId: string; userId: number; ticketTypeId: number; quantity: number },
  max: number,
) {
  await db
    .insert(cartItems)
    .values(values)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.ticketTypeId],
      set: { quantity: sql`least(${max}, ${cartItems.quantity} + excluded.quantity)` },
    });
}

export async function setCartQuantity(db: Db, userId: number, serialId: string, quantity: number) {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.serialId, serialId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteCartItem(db: Db, userId: number, serialId: string) {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.serialId, serialId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function clearCart(db: Db, userId: number) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
