import type { AppContext } from '../../context.ts';
import { renewDemoAuctions } from '../../db/seed/demo-auctions.ts';
import type { Feature } from '../../lib/feature.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { createAuctionHub } from './auctions.gateway.ts';
import { auctionsRoutes } from './auctions.routes.ts';
import { type AuctionsService, createAuctionsService } from './auctions.service.ts';

/** Auctions of tickets: bids, the live feed, settlement and second chances once an auction ends. */
export function createAuctionsFeature(
  ctx: AppContext,
  needs: {
    reservations: ReservationsService;
    notifications: NotificationsService;
    resolveStreamToken: (token: string) => Promise<number | null>;
  },
) {
  const { config, database, db, clock } = ctx;
  // The hub reads an auction again through the service after its live feed was cut off (built just below).
  const hub = createAuctionHub(database, { readState: (id) => auctions.get(id), log: ctx.log });
  ctx.onClose(() => hub.close());
  const auctions: AuctionsService = createAuctionsService({
    db,
    clock,
    media: ctx.media,
    mailer: ctx.mailer,
    reservations: needs.reservations,
    notifications: needs.notifications,
    isWatching: hub.isWatching,
    softCloseS: config.auctionSoftCloseS,
    maxBidFactor: config.auctionMaxBidFactor,
    paymentMs: config.auctionPaymentMs,
    nonpaymentBanMs: config.auctionNonpaymentBanMs,
    timeZone: config.timeZone,
    publicBase: ctx.publicBase,
  });
  return {
    services: { auctions },
    async routes(api) {
      await api.register(auctionsRoutes, {
        auctions,
        hub,
        clock,
        resolveToken: needs.resolveStreamToken,
        streamSlots: ctx.streamSlots,
      });
    },
    jobs: [
      {
        name: 'auction-settlement',
        intervalMs: config.auctionSettleIntervalMs,
        // With the demo on, demo auctions that ended unsold start again, so /auctions never empties.
        work: async () =>
          (await auctions.settle()) + (config.seedDemo ? await renewDemoAuctions(db, clock.now()) : 0),
      },
    ],
  } satisfies Feature<unknown>;
}
