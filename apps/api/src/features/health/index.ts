import type { AppContext } from '../../context.ts';
import type { Feature } from '../../lib/feature.ts';
import { healthRoutes } from './health.routes.ts';

/** The health check a load balancer or container runtime polls (`/healthz`, outside /api). */
export function createHealthFeature(ctx: AppContext) {
  return {
    services: {},
    async rootRoutes(app) {
      await app.register(healthRoutes, { db: ctx.database.db });
    },
  } satisfies Feature<unknown>;
}
