import { lineupRequestSchema } from '@sanza/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studioActor } from '../../plugins/roles.ts';
import type { LineupsService } from './lineups.service.ts';

const params = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** `/api/studio/lineups/`: the artist's side of the line-up. */
export const lineupsRoutes: FastifyPluginAsyncZod<{
  lineups: LineupsService;
  requireArtist: (request: FastifyRequest) => Promise<void>;
}> = async (app, { lineups, requireArtist }) => {
  app.addHook('onRequest', requireArtist);

  app.get('/studio/lineups/', { schema: { response: { 200: z.array(lineupRequestSchema) } } }, (request) =>
    lineups.list(studioActor(request)),
  );

  for (const action of ['confirm', 'decline'] as const) {
    app.post(
      `/studio/lineups/:id/${action}/`,
      { schema: { params, response: { 200: lineupRequestSchema } } },
      (request) => lineups[action](studioActor(request), request.params.id),
    );
  }
};
