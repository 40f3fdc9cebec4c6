import { reservationMessages as msg } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicId } from '../../lib/ids.ts';
import { issueTicketsWithoutPayment } from '../payments/payments.service.ts';
import * as inserts from './new-reservations.repository.ts';
import type * as repo from './reservations.repository.ts';
import type { Item, SaleChecks, TypeForSale } from './ticket-sale-checks.ts';
import * as stock from './ticket-stock.repository.ts';

export type NewReservations = ReturnType<typeof createNewReservations>;

/**
 * Making reservations: online (held until the hold runs out, or paid at once when free), awarded by an auction,
 * or paid on the spot at the door. Each runs inside the caller's transaction.
 */
export function createNewReservations(deps: { clock: Clock; holdMs: number; checks: SaleChecks }) {
  const { clock } = deps;
  const { checkForSale, checkUnpaidLimit, take } = deps.checks;

  /** A new reservation's columns: pending, held until the hold runs out; or paid at once when it costs nothing. */
  function newReservation(userId: number, eventId: number, total: number, now: Date) {
    const isFree = total === 0;
    return {
      serialId: publicId(),
      userId,
      eventId,
      status: isFree ? ('paid' as const) : ('pending' as const),
      totalPrice: total,
      expiresAt: isFree ? null : new Date(now.getTime() + deps.holdMs),
      createdAt: now,
      updatedAt: now,
      soldAtDoorBy: null,
      buyerName: null,
    };
  }

  /**
   * Creates a reservation inside `tx`: pending, holding its tickets until the hold runs out; or, when it
   * costs nothing, paid at once with its e-tickets. Answers it as `load` would, without reading it again.
   */
  async function createIn(
    tx: Db,
    userId: number,
    request: { event?: string; items: Item[] },
  ): Promise<repo.ReservationRow> {
    const now = clock.now();
    const types = await checkForSale(tx, userId, request.items, request.event, now);
    const eventId = types.get(request.items[0]!.ticketTypeId)!.eventId;
    const total = request.items.reduce((sum, i) => sum + types.get(i.ticketTypeId)!.price * i.quantity, 0);
    const isFree = total === 0;
    // A free reservation is paid at once: it holds nothing unpaid, so the limit doesn't apply.
    if (!isFree) {
      const count = request.items.reduce((sum, i) => sum + i.quantity, 0);
      await checkUnpaidLimit(tx, userId, eventId, count);
    }
    const values = newReservation(userId, eventId, total, now);
    const items = request.items.map((i) => ({ ...i, unitPrice: types.get(i.ticketTypeId)!.price }));
    // The stock is taken by the statement that writes the reservation (the hot sale): a hot ticket
    // type's row stays locked for the COMMIT's round trip only. A free reservation takes its stock last, after
    // its e-tickets, for the same reason.
    const written = await inserts.insertReservationWithItems(tx, values, items, { takeStock: !isFree });
    const short = written.items.find((i) => !i.isTaken);
    if (short)
      throw AppError.badRequest(msg.onlyAvailable(await stock.availableTickets(tx, short.ticketTypeId)));
    const { id, username } = written.reservation!;
    if (isFree) {
      await issueTicketsWithoutPayment(tx, id, now);
      await take(tx, request.items);
    }
    return answerOf(
      { id, ...values },
      { id: userId, username },
      types,
      items.map((i) => ({ ...i, id: written.items.find((w) => w.ticketTypeId === i.ticketTypeId)!.id! })),
    );
  }

  /** A reservation just written, as `load` would answer it, without reading it again. */
  function answerOf(
    reservation: Omit<repo.ReservationRow, 'event' | 'user' | 'items' | 'shares'>,
    user: { id: number; username: string },
    types: Map<number, TypeForSale>,
    items: (Item & { id: number; unitPrice: number })[],
  ): repo.ReservationRow {
    return {
      ...reservation,
      event: types.get(items[0]!.ticketTypeId)!.event,
      user,
      items: items
        .map((i) => {
          const { name, description } = types.get(i.ticketTypeId)!;
          return {
            ...i,
            reservationId: reservation.id,
            assignedUserId: null,
            ticketType: { name, description },
            assignedUser: null,
          };
        })
        .sort((a, b) => a.id - b.id), // in id order, as `load` answers them
      shares: [],
    };
  }

  /**
   * Makes the reservation an auction awards: one ticket of the auction's type at the winning price, held
   * unpaid until `expiresAt` (the auction's payment window, not the usual hold). Null when the ticket is no
   * longer in stock.
   */
  async function createForAuction(
    tx: Db,
    award: { userId: number; ticketTypeId: number; eventId: number; price: number; expiresAt: Date },
  ) {
    if (!(await stock.takeTickets(tx, award.ticketTypeId, 1))) return null;
    const now = clock.now();
    const reservation = await inserts.insertReservation(tx, {
      serialId: publicId(),
      userId: award.userId,
      eventId: award.eventId,
      totalPrice: award.price,
      status: 'pending',
      expiresAt: award.expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    await inserts.insertItems(tx, [
      {
        reservationId: reservation.id,
        ticketTypeId: award.ticketTypeId,
        quantity: 1,
        unitPrice: award.price,
      },
    ]);
    return reservation;
  }

  /**
   * A reservation of one ticket type paid on the spot by the one who makes it: a cash sale at the gate (issue
   * 34), inside the caller's transaction, marked as sold at the door with the buyer's name. Its e-tickets are
   * issued, then `settle` writes what the sale records (its payment, its admissions), and its stock is taken
   * last by the same conditional update as online: 400 with the online message when too few are left. Taken
   * last, a hot type's row stays locked for the COMMIT's round trip only (as a free reservation's). The caller
   * checked the type may be sold.
   */
  async function createPaidIn(
    tx: Db,
    sale: {
      sellerId: number;
      eventId: number;
      ticketTypeId: number;
      quantity: number;
      unitPrice: number;
      buyerName: string | null;
    },
    settle: (reservation: { id: number; serialId: string; total: number }) => Promise<void>,
  ) {
    const now = clock.now();
    const total = sale.unitPrice * sale.quantity;
    const values = {
      ...newReservation(sale.sellerId, sale.eventId, total, now),
      status: 'paid' as const,
      expiresAt: null,
      soldAtDoorBy: sale.sellerId,
      buyerName: sale.buyerName,
    };
    const item = { ticketTypeId: sale.ticketTypeId, quantity: sale.quantity, unitPrice: sale.unitPrice };
    const written = await inserts.insertReservationWithItems(tx, values, [item], { takeStock: false });
    const reservation = { id: written.reservation!.id, serialId: values.serialId, total };
    await issueTicketsWithoutPayment(tx, reservation.id, now);
    await settle(reservation);
    await take(tx, [item]);
    return reservation;
  }

  return { newReservation, answerOf, createIn, createForAuction, createPaidIn };
}
