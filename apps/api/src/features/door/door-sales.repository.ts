import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eTickets, events, paymentAudit, payments, ticketTypes } from '../../db/schema.ts';

/** The event's local date today, at `now`. */
const localToday = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone ${events.timeZone})::date`;

/**
 * An event as a cash sale at the gate reads it, its row shared-locked until the transaction ends (a cancellation
 * locks it for update: a sale and a cancellation are one after the other, so no sale slips past the refunds).
 * `isOpen`: the event stands (published, not hidden) and the gate is open, from its day (in its own time zone)
 * until its end (`ends_at`, else the end of its day, when the door's check-in stops too).
 */
export async function lockEventForDoorSale(tx: Db, serialId: string, now: Date) {
  const [row] = await tx
    .select({
      id: events.id,
      organizerId: events.organizerId,
      isOpen: sql<boolean>`(${events.status} = 'published' and ${events.hiddenAt} is null
        and ${events.date} <= ${localToday(now)}
        and case when ${events.endsAt} is null then ${events.date} >= ${localToday(now)}
                 else ${events.endsAt} > ${now.toISOString()}::timestamptz end)`,
    })
    .from(events)
    .where(eq(events.serialId, serialId))
    .for('share');
  return row;
}

/** A ticket type of the event (undefined for another event's, or an unknown id), with what the gate checks. */
export async function findTicketTypeOfEvent(tx: Db, ticketTypeId: number, eventId: number) {
  const [row] = await tx
    .select({
      id: ticketTypes.id,
      price: ticketTypes.price,
      isAuction: ticketTypes.isAuction,
      isAvailable: ticketTypes.isAvailable,
      maxPerOrder: ticketTypes.maxPerOrder,
    })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.id, ticketTypeId), eq(ticketTypes.eventId, eventId)));
  return row;
}

/**
 * The cash of a sale at the gate, received by its seller: a cash payment confirmed at once (by the seller, who
 * holds the money) and its audit line, so the sale counts in the sales page's revenue like any confirmed cash.
 * Answers the payment's id.
 */
export async function recordCashReceived(
  tx: Db,
  sale: {
    serialId: string;
    reservationId: number;
    sellerId: number;
    amount: number;
    now: Date;
    detail: Record<string, unknown>;
  },
) {
  const [payment] = await tx
    .insert(payments)
    .values({
      serialId: sale.serialId,
      reservationId: sale.reservationId,
      userId: sale.sellerId,
      provider: 'cash',
      amount: sale.amount,
      fee: 0,
      status: 'confirmed',
      createdAt: sale.now,
      decidedAt: sale.now,
      decidedBy: sale.sellerId,
    })
    .returning({ id: payments.id });
  await tx.insert(paymentAudit).values({
    paymentId: payment!.id,
    reservationId: sale.reservationId,
    actor: 'user',
    actorUserId: sale.sellerId,
    action: 'door_sale',
    detail: { amount: sale.amount, ...sale.detail },
    createdAt: sale.now,
  });
  return payment!.id;
}

/** Checks in the first `count` e-tickets of a reservation (by seat), admitted by `by` at `now`. */
export async function admitFirstTickets(tx: Db, reservationId: number, count: number, now: Date, by: number) {
  if (count === 0) return;
  const first = tx
    .select({ id: eTickets.id })
    .from(eTickets)
    .where(eq(eTickets.reservationId, reservationId))
    .orderBy(asc(eTickets.reservationItemId), asc(eTickets.seat))
    .limit(count);
  await tx
    .update(eTickets)
    .set({ checkedInAt: now, checkedInBy: by })
    .where(and(inArray(eTickets.id, first), isNull(eTickets.checkedInAt)));
}
