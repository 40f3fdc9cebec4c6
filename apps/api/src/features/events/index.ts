import type { AppContext } from '../../context.ts';
import type { Feature } from '../../lib/feature.ts';
import { deriveKey } from '../../lib/jwt.ts';
import { requireRole } from '../../plugins/roles.ts';
import type { DoorService } from '../door/door.service.ts';
import type { MoneyService } from '../money/money.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PaymentRequestsService } from '../payments/payment-requests.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { eventModerationRoutes } from './event-moderation.routes.ts';
import { createEventModerationService } from './event-moderation.service.ts';
import { eventsRoutes } from './events.routes.ts';
import { createEventsService, VIEW_PURGE_INTERVAL_MS } from './events.service.ts';
import { lineupsRoutes } from './lineups.routes.ts';
import { createLineupsService } from './lineups.service.ts';
import { studioEventsRoutes } from './studio-events.routes.ts';
import { createStudioEventsService } from './studio-events.service.ts';

/** Events: the public listing and pages, the organizers' studio, line-ups and staff moderation. */
export function createEventsFeature(
  ctx: AppContext,
  needs: {
    reservations: ReservationsService;
    paymentRequests: PaymentRequestsService;
    door: DoorService;
    money: MoneyService;
    notifications: NotificationsService;
  },
) {
  const { config, db, clock, media } = ctx;
  const events = createEventsService({
    db,
    clock,
    media,
    viewerKey: deriveKey(ctx.jwtSecret, 'event-viewers'),
  });
  // Views waiting to be written are written before the database closes.
  ctx.preClose(() => events.flushViews().catch((err) => ctx.log.error({ err }, 'event views lost')));
  const studioEvents = createStudioEventsService({
    db,
    clock,
    media,
    mediaDir: config.mediaDir,
    mailer: ctx.mailer,
    reservations: needs.reservations,
    timeZone: config.timeZone,
    publicBase: ctx.publicBase,
    refundEvent: (eventId) => needs.paymentRequests.refundEvent(eventId),
    door: needs.door,
    money: needs.money,
    notifications: needs.notifications,
    log: ctx.log,
  });
  const eventModeration = createEventModerationService({ db, clock });
  return {
    services: { events, eventModeration },
    async routes(api, { limitImageUploads }) {
      await api.register(eventsRoutes, { events, cache: ctx.readCache });
      await api.register(studioEventsRoutes, { db, studioEvents, limitImageUploads });
      await api.register(eventModerationRoutes, { db, moderation: eventModeration });
      await api.register(lineupsRoutes, {
        lineups: createLineupsService({ db, clock }),
        requireArtist: requireRole(db, 'artist'),
      });
    },
    jobs: [
      { name: 'event-view-purge', intervalMs: VIEW_PURGE_INTERVAL_MS, work: () => events.purgeOldViews() },
    ],
  } satisfies Feature<unknown>;
}
