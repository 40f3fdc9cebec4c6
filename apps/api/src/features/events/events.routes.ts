import { categorySchema, eventListQuerySchema, eventSchema, priorityParamsSchema } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventsService } from './events.service.ts';

/** Public event catalogue calls used by the home page and the right panel. */
export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  app.get(
    '/events/',
    { schema: { querystring: eventListQuerySchema, response: { 200: z.array(eventSchema) } } },
    async (request) =>
      events.list({
        category: request.query.category,
        upcoming: request.query.upcoming === undefined ? undefined : request.query.upcoming === 'true',
      }),
  );

  app.get('/events/-/c/categories/', { schema: { response: { 200: z.array(categorySchema) } } }, async () =>
    events.categories(),
  );

  app.get(
    '/events/:serialId/',
    {
      schema: {
        params: z.object({ serialId: z.string().min(1).max(64) }),
        response: { 200: eventSchema },
      },
    },
    async (request) =>
      events.detail(request.params.serialId, {
        userId: request.userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );

  // `/events/5/priority-10/`: up to 5 upcoming events whose priority is at least 10 (see docs/decisions.md).
  app.get(
    '/events/:limit/priority-:min/',
    { schema: { params: priorityParamsSchema, response: { 200: z.array(eventSchema) } } },
    async (request) => events.priority(request.params.limit, request.params.min),
  );
};
