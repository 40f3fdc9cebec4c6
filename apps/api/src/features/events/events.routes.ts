import {
  artistEventSchema,
  categorySchema,
  eventListQuerySchema,
  eventSchema,
  priorityParamsSchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonOf, type ReadCache, sendCached } from '../../lib/read-cache.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { EventsService } from './events.service.ts';

/**
 * How long an event answer may stay in memory with no write to its tables: what changes with time alone
 * (registration closing, an event starting, view counts) shows within this.
 */
export const EVENT_ANSWER_TTL_MS = 5_000;
/** How many of the followed artists' concerts the home panel shows. */
export const FOLLOWED_EVENTS_LIMIT = 5;
const EVENTS = { tags: ['events'], ttlMs: EVENT_ANSWER_TTL_MS } as const;
/** Stock and prices: a browser asks again every time (a 304 when nothing changed). */
const REVALIDATE = { kind: 'revalidate' } as const;

const eventList = jsonOf(z.array(eventSchema));
const oneEvent = jsonOf(eventSchema);
const categoryList = jsonOf(z.array(categorySchema));
const artistEvents = jsonOf(z.array(artistEventSchema));

/** Public event catalogue calls used by the home page and the right panel, answered from the read cache. */
export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService; cache: ReadCache }> = async (
  app,
  { events, cache },
) => {
  app.get(
    '/events/',
    { schema: { querystring: eventListQuerySchema, response: { 200: z.array(eventSchema) } } },
    async (request, reply) => {
      const { category, upcoming } = request.query;
      const answer = await cache.read(
        `events:list:${upcoming ?? ''}:${category ?? ''}`,
        EVENTS,
        () => events.list({ category, upcoming: upcoming === undefined ? undefined : upcoming === 'true' }),
        eventList,
      );
      return sendCached(request, reply, answer, REVALIDATE);
    },
  );

  // Per user: never from the shared cache, never kept by a shared one.
  app.get(
    '/events/-/followed/',
    { onRequest: authenticated, schema: { response: { 200: z.array(eventSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return events.followed(requireUser(request), FOLLOWED_EVENTS_LIMIT);
    },
  );

  app.get(
    '/accounts/artists/:id/events/',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: z.array(artistEventSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await cache.read(`events:artist:${id}`, EVENTS, () => events.byArtist(id), artistEvents);
      return sendCached(request, reply, answer, REVALIDATE);
    },
  );

  app.get(
    '/events/-/c/categories/',
    { schema: { response: { 200: z.array(categorySchema) } } },
    async (request, reply) => {
      const answer = await cache.read('events:categories', EVENTS, () => events.categories(), categoryList);
      return sendCached(request, reply, answer, { kind: 'public', maxAgeS: 300 });
    },
  );

  app.get(
    '/events/:serialId/',
    {
      schema: {
        params: z.object({ serialId: z.string().min(1).max(64) }),
        response: { 200: eventSchema },
      },
    },
    async (request, reply) => {
      const { serialId } = request.params;
      const answer = await cache.read(
        `events:detail:${serialId}`,
        EVENTS,
        () => events.detail(serialId),
        oneEvent,
      );
      events.recordView(serialId, {
        userId: request.userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return sendCached(request, reply, answer, REVALIDATE);
    },
  );

  // `/events/5/priority-10/`: up to 5 upcoming events whose priority is at least 10 (docs/decisions/025).
  app.get(
    '/events/:limit/priority-:min/',
    { schema: { params: priorityParamsSchema, response: { 200: z.array(eventSchema) } } },
    async (request, reply) => {
      const { limit, min } = request.params;
      const answer = await cache.read(
        `events:priority:${limit}:${min}`,
        EVENTS,
        () => events.priority(limit, min),
        eventList,
      );
      return sendCached(request, reply, answer, REVALIDATE);
    },
  );
};
