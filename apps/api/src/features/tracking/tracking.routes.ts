import { TRACKING_BODY_LIMIT, TRACKING_RATE_PER_MINUTE, trackingRecordSchema } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { specPaths } from '../../lib/spec-paths.ts';
import { insertPageView } from './tracking.repository.ts';

/**
 * `POST /api/dataset/log/`: page-view tracking (served at `/api/dataset/log/` and `/api/api/dataset/log/`). A valid bearer token attaches the user; an invalid one is
 * ignored rather than answered 401, because a 401 would sign the user out of the page they are reading.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const url of specPaths('/api/dataset/log/')) {
    app.post(
      url,
      {
        bodyLimit: TRACKING_BODY_LIMIT,
        config: {
          rateLimit: { max: TRACKING_RATE_PER_MINUTE, timeWindow: '1 minute' },
          // A page view changes no public answer: it drops nothing from the read cache.
          readCacheDrops: [],
        },
        schema: {
          body: trackingRecordSchema,
          response: { 201: z.object({ id: z.number().int(), status: z.literal('ok') }) },
        },
      },
      async (request, reply) => {
        const id = await insertPageView(db, request.userId, request.body);
        return reply.status(201).send({ id, status: 'ok' as const });
      },
    );
  }
};
