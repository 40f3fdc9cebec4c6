import { moderationSchema, moderationStateSchema } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireRole, staffCall } from '../../plugins/roles.ts';
import type { EventModerationService } from './event-moderation.service.ts';

const serialParams = z.object({ serial_id: z.string().min(1).max(64) });

/** Staff moderation of events under /api/studio/moderation/events/. */
export const eventModerationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  moderation: EventModerationService;
}> = async (app, { db, moderation }) => {
  app.post(
    '/studio/moderation/events/:serial_id/',
    {
      onRequest: requireRole(db, 'staff'),
      bodyLimit: 8 * 1024,
      schema: { params: serialParams, body: moderationSchema, response: { 200: moderationStateSchema } },
    },
    (request) => moderation.moderateEvent(staffCall(request), request.params.serial_id, request.body),
  );
};
