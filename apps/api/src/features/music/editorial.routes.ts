import { editorialListSchema, editorialSchema, editorialStateSchema, staffMessages } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireRole, staffCall } from '../../plugins/roles.ts';
import type { EditorialService } from './editorial.service.ts';
import { staffIdParams } from './music-http.ts';

/** The editors' picks under /api/studio/editorial/: staff only. */
export const editorialRoutes: FastifyPluginAsyncZod<{ db: Db; editorial: EditorialService }> = async (
  app,
  { db, editorial },
) => {
  const onRequest = requireRole(db, 'staff');

  app.get(
    '/studio/editorial/',
    { onRequest, schema: { response: { 200: editorialListSchema } } },
    async (_request, reply) => {
      reply.headers({ 'cache-control': 'private, no-store' });
      return editorial.featured();
    },
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
          params: staffIdParams(notFound),
          body: editorialSchema,
          response: { 200: editorialStateSchema },
        },
      },
      (request) => editorial.setFeatured(staffCall(request), kind, request.params.id, request.body.featured),
    );
  }
};
