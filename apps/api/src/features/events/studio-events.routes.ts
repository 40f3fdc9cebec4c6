import multipart from '@fastify/multipart';
import {
  studioEventMessages as msg,
  STUDIO_EVENT_LIMITS,
  studioEventCreateSchema,
  studioEventPatchSchema,
  studioEventSchema,
  studioSalesSchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import type { ImageUploadLimit } from '../../lib/image-upload-limit.ts';
import { readMultipartFile } from '../../lib/multipart-file.ts';
import { requireRole, studioActor } from '../../plugins/roles.ts';
import type { StudioEventsService } from './studio-events.service.ts';

const params = z.object({ serialId: z.string().min(1).max(64) });

/** The organizer's studio under `/api/studio/events/`: organizers on their own events, staff on all. */
export const studioEventsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  studioEvents: StudioEventsService;
  limitImageUploads: ImageUploadLimit;
}> = async (app, { db, studioEvents, limitImageUploads }) => {
  await app.register(multipart, {
    limits: { fileSize: STUDIO_EVENT_LIMITS.coverMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  app.addHook('onRequest', requireRole(db, 'organizer'));

  app.get(
    '/studio/events/',
    {
      schema: {
        querystring: z.object({ mine: z.enum(['0', '1', 'true', 'false']).optional() }),
        response: { 200: z.array(studioEventSchema) },
      },
    },
    async (request) =>
      studioEvents.list(studioActor(request), request.query.mine === '1' || request.query.mine === 'true'),
  );

  app.post(
    '/studio/events/',
    { schema: { body: studioEventCreateSchema, response: { 201: studioEventSchema } } },
    async (request, reply) =>
      reply.status(201).send(await studioEvents.create(studioActor(request), request.body)),
  );

  app.get(
    '/studio/events/:serialId/',
    { schema: { params, response: { 200: studioEventSchema } } },
    async (request) => studioEvents.get(studioActor(request), request.params.serialId),
  );

  app.patch(
    '/studio/events/:serialId/',
    { schema: { params, body: studioEventPatchSchema, response: { 200: studioEventSchema } } },
    async (request) => studioEvents.update(studioActor(request), request.params.serialId, request.body),
  );

  for (const action of ['publish', 'unpublish', 'cancel'] as const) {
    app.post(
      `/studio/events/:serialId/${action}/`,
      { schema: { params, response: { 200: studioEventSchema } } },
      async (request) => studioEvents[action](studioActor(request), request.params.serialId),
    );
  }

  app.post(
    '/studio/events/:serialId/cover/',
    { preHandler: limitImageUploads, schema: { params, response: { 200: studioEventSchema } } },
    async (request) => {
      const actor = studioActor(request);
      // Ownership first: someone else's event is 404 before its upload is read.
      await studioEvents.get(actor, request.params.serialId);
      return studioEvents.setCover(
        actor,
        request.params.serialId,
        await readMultipartFile(request, {
          field: 'file',
          maxBytes: STUDIO_EVENT_LIMITS.coverMaxBytes,
          missing: msg.coverRequired,
          tooLarge: msg.coverTooLarge,
        }),
      );
    },
  );

  app.get(
    '/studio/events/:serialId/sales/',
    { schema: { params, response: { 200: studioSalesSchema } } },
    async (request) => studioEvents.sales(studioActor(request), request.params.serialId),
  );

  app.get('/studio/events/:serialId/attendees.csv', { schema: { params } }, async (request, reply) => {
    const rows = await studioEvents.attendees(studioActor(request), request.params.serialId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="participants-${request.params.serialId}.csv"`)
      .send(toCsv(rows));
  });
};
