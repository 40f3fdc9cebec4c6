import { doorSaleInputSchema, doorSaleSchema } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { DoorSalesService } from './door-sales.service.ts';

const params = z.object({ serialId: z.string().min(1).max(64) });

/**
 * `POST /api/studio/events/{serial_id}/door-sales/`: tickets sold for cash at the gate by the event's door team,
 * its organizer or staff (any signed-in account reaches the service, which says who may sell).
 */
export const doorSalesRoutes: FastifyPluginAsyncZod<{ doorSales: DoorSalesService }> = async (
  app,
  { doorSales },
) => {
  app.addHook('onRequest', authenticated);

  app.post(
    '/studio/events/:serialId/door-sales/',
    { bodyLimit: 4096, schema: { params, body: doorSaleInputSchema, response: { 201: doorSaleSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await doorSales.sell(requireUser(request), request.params.serialId, request.body)),
  );
};
