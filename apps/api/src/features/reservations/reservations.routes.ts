import {
  assignItemSchema,
  createReservationSchema,
  reservationSchema,
  shareReservationSchema,
  shareSearchQuerySchema,
  updateReservationSchema,
  userRefSchema,
  userSearchQuerySchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { ReservationsService } from './reservations.service.ts';

const serialParams = z.object({ id: z.string().min(1).max(64) });
const detail = z.object({ detail: z.string() });

/** Reservation calls, all for signed-in users. */
export const reservationsRoutes: FastifyPluginAsyncZod<{ reservations: ReservationsService }> = async (
  app,
  { reservations },
) => {
  // Every call here is for a signed-in user: visitors get 401 before the body is read.
  app.addHook('onRequest', authenticated);

  app.post(
    '/tickets/reservations/',
    {
      bodyLimit: 16 * 1024,
      // A reservation changes stock: the event answers, never the music ones.
      config: { readCacheDrops: ['events'] },
      schema: { body: createReservationSchema, response: { 201: reservationSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await reservations.create(requireUser(request), request.body)),
  );

  app.get(
    '/tickets/reservations/',
    { schema: { response: { 200: z.array(reservationSchema) } } },
    async (request) => reservations.list(requireUser(request)),
  );

  app.get(
    '/tickets/reservations/:id/',
    { schema: { params: serialParams, response: { 200: reservationSchema } } },
    async (request) => reservations.get(requireUser(request), request.params.id),
  );

  app.patch(
    '/tickets/reservations/:id/',
    {
      bodyLimit: 16 * 1024,
      schema: { params: serialParams, body: updateReservationSchema, response: { 200: reservationSchema } },
    },
    async (request) => reservations.updateItems(requireUser(request), request.params.id, request.body.items),
  );

  app.delete(
    '/tickets/reservations/:id/cancel/',
    { schema: { params: serialParams, response: { 200: detail } } },
    async (request) => reservations.cancel(requireUser(request), request.params.id),
  );

  app.post(
    '/tickets/reservations/:id/share/',
    {
      schema: {
        params: serialParams,
        body: shareReservationSchema,
        response: { 200: z.object({ detail: z.string(), shared_with: z.array(userRefSchema) }) },
      },
    },
    async (request) => reservations.share(requireUser(request), request.params.id, request.body.shared_with),
  );

  app.get(
    '/tickets/reservations/:id/shared-users/',
    { schema: { params: serialParams, response: { 200: z.array(userRefSchema) } } },
    async (request) => reservations.sharedUsers(requireUser(request), request.params.id),
  );

  app.delete(
    '/tickets/reservations/:id/unshare/:user/',
    {
      schema: {
        params: serialParams.extend({ user: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reservations.unshare(requireUser(request), request.params.id, request.params.user);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/tickets/reservations/:id/available-users/',
    {
      schema: {
        params: serialParams,
        querystring: userSearchQuerySchema,
        response: { 200: z.array(userRefSchema) },
      },
    },
    async (request) =>
      reservations.shareableUsers(requireUser(request), request.params.id, request.query.search),
  );

  // The spec writes this one without a trailing slash; both are served.
  for (const url of ['/tickets/reservations/:id/share/search', '/tickets/reservations/:id/share/search/']) {
    app.get(
      url,
      {
        schema: {
          params: serialParams,
          querystring: shareSearchQuerySchema,
          response: { 200: z.array(userRefSchema) },
        },
      },
      async (request) =>
        reservations.shareableUsers(requireUser(request), request.params.id, request.query.q),
    );
  }

  app.post(
    '/tickets/reservation-items/:id/assign/',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: assignItemSchema,
        response: { 200: z.object({ id: z.number().int(), assigned_to: userRefSchema }) },
      },
    },
    async (request) => reservations.assign(requireUser(request), request.params.id, request.body.user_id),
  );
};
