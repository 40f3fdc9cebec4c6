import type { AppContext } from '../../context.ts';
import type { Feature } from '../../lib/feature.ts';
import { cartRoutes } from './cart.routes.ts';
import { createCartService } from './cart.service.ts';
import { reservationsRoutes } from './reservations.routes.ts';
import { createReservationsService } from './reservations.service.ts';

/** Reservations: tickets held until paid or expired, and the cart checked out into one reservation. */
export function createReservationsFeature(ctx: AppContext) {
  const { config, db, clock } = ctx;
  const reservations = createReservationsService({
    db,
    clock,
    media: ctx.media,
    holdMs: config.reservationHoldMs,
    maxUnpaidTickets: config.maxUnpaidTicketsPerEvent,
    timeZone: config.timeZone,
  });
  const cart = createCartService({ db, clock, reservations });
  return {
    services: { reservations },
    async routes(api) {
      await api.register(reservationsRoutes, { reservations });
      await api.register(cartRoutes, { cart });
    },
    jobs: [
      {
        name: 'reservation-expiry',
        intervalMs: config.reservationExpiryIntervalMs,
        work: () => reservations.expireDue(),
      },
    ],
  } satisfies Feature<unknown>;
}
