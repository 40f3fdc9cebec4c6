import type { AppContext } from '../../context.ts';
import type { Feature } from '../../lib/feature.ts';
import { trackingRoutes } from './tracking.routes.ts';

/** Tracking: the page views the web app sends. */
export function createTrackingFeature(ctx: AppContext) {
  return {
    services: {},
    async routes(api) {
      await api.register(trackingRoutes, { db: ctx.db });
    },
  } satisfies Feature<unknown>;
}
