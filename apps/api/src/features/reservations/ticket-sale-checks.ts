import { reservationMessages as msg } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { lockKey } from '../../db/locks.ts';
import { AppError } from '../../lib/errors.ts';
import { frenchDateTime } from '../../lib/french-dates.ts';
import * as stock from './ticket-stock.repository.ts';
import * as unpaid from './unpaid-limit.repository.ts';

/** One line of a reservation request: a ticket type and how many. */
export type Item = { ticketTypeId: number; quantity: number };
/** A ticket type with what a sale must check about it and its event. */
export type TypeForSale = Awaited<ReturnType<typeof stock.findTicketTypesForSale>>[number];

export type SaleChecks = ReturnType<typeof createSaleChecks>;

/**
 * What a ticket sale must pass, with the spec's messages: the type on sale now (registration, sale window,
 * pre-sale, order limit), the buyer's unpaid tickets under the per-event limit, and the stock taken without
 * overselling.
 */
export function createSaleChecks(deps: { timeZone: string; maxUnpaidTickets: number }) {
  /** Checks every ticket type can be sold on this request, and answers their prices. */
  async function checkForSale(
    tx: Db,
    userId: number,
    items: Item[],
    eventSerialId: string | undefined,
    now: Date,
  ) {
    const ids = items.map((i) => i.ticketTypeId);
    if (new Set(ids).size !== ids.length) throw AppError.fields({ items: [msg.duplicateTicketType] });
    const types = await stock.findTicketTypesForSale(tx, ids, now);
    if (types.length !== ids.length) throw AppError.badRequest(msg.ticketTypeNotFound);
    const eventIds = new Set(types.map((t) => t.eventId));
    if (eventIds.size > 1 || (eventSerialId && types.some((t) => t.eventSerialId !== eventSerialId))) {
      throw AppError.badRequest(msg.oneEventPerReservation);
    }
    const inPresale = types.find((t) => isPresale(t, now));
    const follows = inPresale
      ? (await stock.lineupFollowers(tx, [userId], inPresale.eventId)).has(userId)
      : false;
    for (const t of types) checkType(t, items.find((i) => i.ticketTypeId === t.id)!.quantity, now, follows);
    return new Map(types.map((t) => [t.id, t]));
  }

  /** Whether the type is in its subscribers' pre-sale now: opened to them, not yet to everyone. */
  const isPresale = (t: TypeForSale, now: Date) =>
    t.presaleStart !== null && t.presaleStart <= now && t.salesStart !== null && t.salesStart > now;

  /**
   * Refuses (400) to sell `wanted` tickets of a type now, with the spec's message; passes when it may.
   * `followsLineup`: the buyer subscribes to one of the event's confirmed artists (the pre-sale).
   */
  function checkType(t: TypeForSale, wanted: number, now: Date, followsLineup: boolean) {
    if (t.eventCancelled) throw AppError.badRequest(msg.eventCancelled);
    if (!t.registrationOpen) {
      throw AppError.badRequest(
        msg.registrationClosed(frenchDateTime(new Date(t.registrationClosesAt), deps.timeZone)),
      );
    }
    if (t.isAuction) throw AppError.badRequest(msg.auctionOnly);
    if (!t.isAvailable) throw AppError.badRequest(msg.notOnSale);
    // The organizer's sale window and order limit (studio).
    if (isPresale(t, now) && !followsLineup) throw AppError.badRequest(msg.presaleSubscribersOnly);
    if (t.salesStart && t.salesStart > now && !isPresale(t, now))
      throw AppError.badRequest(msg.salesNotStarted);
    if (t.salesEnd && t.salesEnd <= now) throw AppError.badRequest(msg.salesEnded);
    if (t.maxPerOrder !== null && wanted > t.maxPerOrder)
      throw AppError.badRequest(msg.maxPerOrder(t.maxPerOrder));
  }

  /** Takes the stock of each item in id order (a fixed order keeps concurrent transactions from deadlocking). */
  async function take(tx: Db, items: Item[]) {
    for (const item of [...items].sort((a, b) => a.ticketTypeId - b.ticketTypeId)) {
      if (!(await stock.takeTickets(tx, item.ticketTypeId, item.quantity))) {
        throw AppError.badRequest(msg.onlyAvailable(await stock.availableTickets(tx, item.ticketTypeId)));
      }
    }
  }

  /**
   * Refuses (409) to let a user hold more than the per-event limit of unpaid tickets. Takes a lock per user
   * and event first, so two reservations of the same user made at once are counted one after the other.
   * `change` names the reservation being changed: its own tickets are counted as its new quantity, and a
   * change that holds no more than before always passes.
   */
  async function checkUnpaidLimit(
    tx: Db,
    userId: number,
    eventId: number,
    wanted: number,
    change?: { reservationId: number; current: number },
  ) {
    if (change && wanted <= change.current) return;
    await lockKey(tx, `reservations:unpaid:${userId}:${eventId}`);
    const others = await unpaid.unpaidTicketsHeld(tx, userId, eventId, change?.reservationId);
    if (others + wanted > deps.maxUnpaidTickets) {
      throw AppError.conflict(msg.unpaidLimit(others + (change?.current ?? 0), deps.maxUnpaidTickets));
    }
  }

  return { checkForSale, isPresale, checkType, take, checkUnpaidLimit };
}
