import {
  editorialListSchema,
  editorialSchema,
  editorialStateSchema,
  hiddenListSchema,
  moderationSchema,
  moderationStateSchema,
  reportedPlaylistsSchema,
  staffMessages,
  staffRolesSchema,
  staffUserPageSchema,
  staffUserParamsSchema,
  staffUserSchema,
  staffUsersQuerySchema,
} from '@sanza/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pageEnvelope, requestUrl } from '../../lib/paging.ts';
import { requireRole, studioActor } from '../../plugins/roles.ts';
import type { RolesService, StaffCall } from './roles.service.ts';

const serialParams = z.object({ serial_id: z.string().min(1).max(64) });
const idParams = (notFound: string) =>
  z.object({ id: z.coerce.number({ message: notFound }).int().min(1).max(2_147_483_647) });
const songParams = idParams(staffMessages.songNotFound);
const playlistParams = idParams(staffMessages.playlistNotFound);

/** Staff tools under /api/studio/: accounts and roles, (de)activation, moderation of events, songs and playlists, editorial picks. */
export const rolesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  staff: RolesService;
  publicUrl: string | undefined;
}> = async (app, { db, staff, publicUrl }) => {
  const onRequest = requireRole(db, 'staff');
  const call = (request: FastifyRequest): StaffCall => ({
    actorId: studioActor(request).userId,
    log: request.log,
  });
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    '/studio/users/',
    { onRequest, schema: { querystring: staffUsersQuerySchema, response: { 200: staffUserPageSchema } } },
    async (request, reply) => {
      const { q = '', page = 1 } = request.query;
      const found = await staff.listUsers(q, page);
      reply.headers(noStore);
      return pageEnvelope(
        requestUrl(request, publicUrl),
        { page, pageSize: found.pageSize, count: found.count },
        found.results,
      );
    },
  );

  app.put(
    '/studio/users/:id/roles/',
    {
      onRequest,
      bodyLimit: 8 * 1024,
      schema: { params: staffUserParamsSchema, body: staffRolesSchema, response: { 200: staffUserSchema } },
    },
    (request) => staff.setRoles(call(request), request.params.id, request.body.roles),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/studio/users/:id/${action}/`,
      { onRequest, schema: { params: staffUserParamsSchema, response: { 200: staffUserSchema } } },
      (request) => staff.setActive(call(request), request.params.id, active),
    );
  }

  app.get(
    '/studio/moderation/',
    { onRequest, schema: { response: { 200: hiddenListSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return staff.hidden();
    },
  );

  app.get(
    '/studio/moderation/playlists/',
    { onRequest, schema: { response: { 200: reportedPlaylistsSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return staff.reportedPlaylists();
    },
  );

  app.post(
    '/studio/moderation/playlists/:id/',
    {
      onRequest,
      bodyLimit: 8 * 1024,
      schema: { params: playlistParams, body: moderationSchema, response: { 200: moderationStateSchema } },
    },
    (request) => staff.moderatePlaylist(call(request), request.params.id, request.body),
  );

  app.get(
    '/studio/editorial/',
    { onRequest, schema: { response: { 200: editorialListSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return staff.featured();
    },
  );

  app.post(
    '/studio/moderation/events/:serial_id/',
    {
      onRequest,
      bodyLimit: 8 * 1024,
      schema: { params: serialParams, body: moderationSchema, response: { 200: moderationStateSchema } },
    },
    (request) => staff.moderateEvent(call(request), request.params.serial_id, request.body),
  );

  for (const [kind, notFound] of [
    ['albums', staffMessages.albumNotFound],
    ['playlists', staffMessages.playlistNotFound],
  ] as const) {
    app.post(
      `/studio/editorial/${kind}/:id/`,
      {
        onRequest,
        bodyLimit: 8 * 1024,
        schema: {
          params: idParams(notFound),
          body: editorialSchema,
          response: { 200: editorialStateSchema },
        },
      },
      (request) => staff.setFeatured(call(request), kind, request.params.id, request.body.featured),
    );
  }

  app.post(
    '/studio/moderation/songs/:id/',
    {
      onRequest,
      bodyLimit: 8 * 1024,
      schema: { params: songParams, body: moderationSchema, response: { 200: moderationStateSchema } },
    },
    (request) => staff.moderateSong(call(request), request.params.id, request.body),
  );
};
