import {
  staffRolesSchema,
  staffUserPageSchema,
  staffUserParamsSchema,
  staffUserSchema,
  staffUsersQuerySchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { pageEnvelope, requestUrl } from '../../lib/paging.ts';
import { requireRole, staffCall } from '../../plugins/roles.ts';
import type { RolesService } from './roles.service.ts';

/** Staff tools on accounts under /api/studio/users/: the list, roles, (de)activation. */
export const rolesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  staff: RolesService;
  publicUrl: string | undefined;
}> = async (app, { db, staff, publicUrl }) => {
  const onRequest = requireRole(db, 'staff');
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
    (request) => staff.setRoles(staffCall(request), request.params.id, request.body.roles),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/studio/users/:id/${action}/`,
      { onRequest, schema: { params: staffUserParamsSchema, response: { 200: staffUserSchema } } },
      (request) => staff.setActive(staffCall(request), request.params.id, active),
    );
  }
};
