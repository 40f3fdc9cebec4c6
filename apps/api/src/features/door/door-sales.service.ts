import {
  type DoorSale,
  type doorSaleInputSchema,
  reservationMessages,
  studioEventMessages,
} from '@sanza/contracts';
import { doorMessages } from '@sanza/contracts/constants';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicId } from '../../lib/ids.ts';
import { rolesOf } from '../../plugins/roles.ts';
import type { LedgerService } from '../money/ledger.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import * as repo from './door-sales.repository.ts';
import { isDoorStaff } from './door-team.repository.ts';

export type DoorSalesService = ReturnType<typeof createDoorSalesService>;
type DoorSaleInput = z.infer<typeof doorSaleInputSchema>;

/**
 * Whose side `userId` works the event's door on: the organizer's (the organizer, its door team: cash they take
 * stays with them) or the platform's (staff: cash comes to the platform); null when they may not work it.
 * 401 for an account that no longer exists or was deactivated.
 */
async function doorSide(tx: Db, userId: number, event: { id: number; organizerId: number }) {
  if (event.organizerId === userId) return 'organizer';
  const roles = await rolesOf(tx, userId);
  if (roles === null) throw AppError.unauthenticated();
  if (await isDoorStaff(tx, event.id, userId)) return 'organizer';
  return roles.includes('staff') ? 'platform' : null;
}

/**
 * Cash sales at the gate: the door team, the organizer or staff sell what is left for cash. A sale is
 * a reservation owned by its seller, marked as sold at the door with the buyer's name, paid at once (a cash
 * payment confirmed as received by the seller), its e-tickets issued and the first `admit` checked in; the stock
 * is taken as online, so the gate never oversells against online buyers.
 */
export function createDoorSalesService(deps: {
  db: Db;
  clock: Clock;
  reservations: ReservationsService;
  payments: PaymentsService;
  ledger: LedgerService;
}) {
  const { db, clock } = deps;

  /** The sale's checks and writes, in one transaction: 404, 403, 409 (closed), 400 (type, stock). */
  async function sellIn(tx: Db, sellerId: number, serialId: string, input: DoorSaleInput) {
    const now = clock.now();
    const event = await repo.lockEventForDoorSale(tx, serialId, now);
    if (!event) throw AppError.notFound(studioEventMessages.notFound);
    const side = await doorSide(tx, sellerId, event);
    if (!side) throw AppError.forbidden(doorMessages.notAllowedAtDoor);
    // The online sale window does not apply (sales often end when the doors open): the gate's own does.
    if (!event.isOpen) throw AppError.conflict(doorMessages.doorSaleClosed);
    const type = await repo.findTicketTypeOfEvent(tx, input.ticket_type_id, event.id);
    if (!type) throw AppError.fields({ ticket_type_id: [studioEventMessages.ticketTypeUnknown] });
    if (type.isAuction) throw AppError.badRequest(reservationMessages.auctionOnly);
    if (!type.isAvailable) throw AppError.badRequest(reservationMessages.notOnSale);
    if (type.maxPerOrder !== null && input.quantity > type.maxPerOrder)
      throw AppError.badRequest(reservationMessages.maxPerOrder(type.maxPerOrder));
    const buyerName = input.buyer_name || null;
    const admit = input.admit ?? input.quantity;
    const sale = {
      sellerId,
      eventId: event.id,
      ticketTypeId: type.id,
      quantity: input.quantity,
      unitPrice: type.price,
      buyerName,
    };
    return deps.reservations.createPaidIn(tx, sale, async (reservation) => {
      // A free ticket moves no money: nothing to record, as online.
      if (reservation.total > 0) {
        const paymentId = await repo.recordCashReceived(tx, {
          serialId: publicId(),
          reservationId: reservation.id,
          sellerId,
          amount: reservation.total,
          now,
          detail: { quantity: input.quantity, ticket_type_id: type.id, buyer_name: buyerName },
        });
        await deps.ledger.recordDoorSale(tx, { paymentId, keptBySeller: side === 'organizer' });
      }
      await repo.admitFirstTickets(tx, reservation.id, admit, now, sellerId);
    });
  }

  return {
    /** Sells tickets for cash at the gate; answers the reservation and its e-tickets with their QR codes. */
    async sell(sellerId: number, serialId: string, input: DoorSaleInput): Promise<DoorSale> {
      const reservation = await db.transaction((tx) => sellIn(tx, sellerId, serialId, input));
      return {
        reservation: reservation.serialId,
        amount: reservation.total,
        buyer_name: input.buyer_name || null,
        tickets: await deps.payments.tickets(reservation.id),
      };
    },
  };
}
