import { type Cart, reservationMessages as msg, RESERVATION_QUANTITY } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicId } from '../../lib/ids.ts';
import * as repo from './cart.repository.ts';
import type { ReservationsService } from './reservations.service.ts';

export type CartService = ReturnType<typeof createCartService>;

/**
 * The cart: ticket types of one event gathered before checkout. It holds no stock (that happens at
 * checkout, through the same rules as any reservation), so an abandoned cart blocks nobody.
 */
export function createCartService(deps: { db: Db; clock: Clock; reservations: ReservationsService }) {
  const { db } = deps;

  async function get(userId: number, tx: Db = db): Promise<Cart> {
    const rows = await repo.listCart(tx, userId);
    return {
      items: rows.map((r) => ({
        serial_id: r.serialId,
        quantity: r.quantity,
        ticket_type_id: r.ticketTypeId,
        ticket: { name: r.name, price: r.price, event: { serial_id: r.eventSerialId, name: r.eventName } },
      })),
      total_price: rows.reduce((sum, r) => sum + r.price * r.quantity, 0),
      count: rows.reduce((sum, r) => sum + r.quantity, 0),
    };
  }

  return {
    get,

    /** Adds tickets of a type (merging with the same type, at most 4); one event per cart. */
    async add(userId: number, ticketTypeId: number, quantity: number): Promise<Cart> {
      return db.transaction(async (tx) => {
        const type = await repo.findTicketType(tx, ticketTypeId, deps.clock.now());
        if (!type) throw AppError.badRequest(msg.ticketTypeNotFound);
        // A past (or closed) event is not reservable, so its tickets don't go in a cart either.
        if (!type.registrationOpen) throw AppError.badRequest(msg.registrationClosedDetail);
        if (type.isAuction) throw AppError.badRequest(msg.auctionOnly);
        if (!type.isAvailable) throw AppError.badRequest(msg.notOnSale);
        const current = await repo.listCart(tx, userId);
        if (current.some((line) => line.eventId !== type.eventId))
          throw AppError.conflict(msg.cartDifferentEvent);
        await repo.upsertCartItem(
          tx,
          { serialId: publicId(), userId, ticketTypeId, quantity },
          RESERVATION_QUANTITY.max,
        );
        return get(userId, tx);
      });
    },

    async setQuantity(userId: number, serialId: string, quantity: number): Promise<Cart> {
      if (!(await repo.setCartQuantity(db, userId, serialId, quantity)))
        throw AppError.notFound(msg.cartItemNotFound);
      return get(userId);
    },

    async remove(userId: number, serialId: string): Promise<Cart> {
      if (!(await repo.deleteCartItem(db, userId, serialId))) throw AppError.notFound(msg.cartItemNotFound);
      return get(userId);
    },

    async clear(userId: number): Promise<Cart> {
      await repo.clearCart(db, userId);
      return get(userId);
    },

    /** Turns the cart into one reservation and empties it, in one transaction (all or nothing). */
    async checkout(userId: number) {
      const serialId = await db.transaction(async (tx) => {
        const lines = await repo.listCart(tx, userId);
        if (lines.length === 0) throw AppError.badRequest(msg.cartEmpty);
        const created = await deps.reservations.createIn(tx, userId, {
          event: lines[0]!.eventSerialId,
          items: lines.map((l) => ({ ticketTypeId: l.ticketTypeId, quantity: l.quantity })),
        });
        await repo.clearCart(tx, userId);
        return created.serialId;
      });
      return { reservation_id: serialId, serial_id: serialId };
    },
  };
}
