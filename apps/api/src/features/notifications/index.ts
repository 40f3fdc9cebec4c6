import type { AppContext } from '../../context.ts';
import { localDay } from '../../lib/clock.ts';
import type { Feature } from '../../lib/feature.ts';
import { deriveKey } from '../../lib/jwt.ts';
import { createArtistNewsService } from './artist-news.service.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

/** Notifications: in-app notices, and the news of followed artists (new concerts and releases, daily e-mail). */
export function createNotificationsFeature(ctx: AppContext) {
  const { config, db, clock } = ctx;
  const notifications = createNotificationsService({ db, clock });
  const artistNews = createArtistNewsService({
    db,
    clock,
    mailer: ctx.mailer,
    secret: deriveKey(ctx.jwtSecret, 'artist-news'),
    publicBase: ctx.publicBase,
    // The day songs come out on: local to the configured time zone, as the catalogue reads it.
    today: () => localDay(clock.now(), config.timeZone),
  });
  return {
    services: { notifications, artistNews },
    async routes(api) {
      await api.register(notificationsRoutes, { notifications, artistNews, publicUrl: config.publicUrl });
    },
    jobs: [
      {
        name: 'artist-news',
        intervalMs: config.artistNewsIntervalMs,
        work: async () => (await artistNews.announce()) + (await artistNews.emailDue()),
      },
    ],
  } satisfies Feature<unknown>;
}
