import { type Auction, type AuctionUpdate, auctionSchema, bidSchema } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { AuctionHub } from './auctions.gateway.ts';
import type { AuctionsService } from './auctions.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** A comment line keeps idle connections open through proxies. */
const HEARTBEAT_MS = 20_000;

/** Auction calls of spec 2 §7 and the live stream of one auction. */
export const auctionsRoutes: FastifyPluginAsyncZod<{
  auctions: AuctionsService;
  hub: AuctionHub;
  clock: Clock;
}> = async (app, { auctions, hub, clock }) => {
  app.get(
    '/tickets/auctions/',
    {
      schema: {
        querystring: z.object({ is_active: z.enum(['true', 'false']).optional() }),
        response: { 200: z.array(auctionSchema) },
      },
    },
    async (request) => auctions.list(request.query.is_active === 'true'),
  );

  app.get(
    '/tickets/auctions/:id/',
    { schema: { params: idParams, response: { 200: auctionSchema } } },
    (request) => auctions.get(request.params.id),
  );

  app.get(
    '/tickets/auctions/ticket-type/:ticketTypeId/',
    {
      schema: {
        params: z.object({ ticketTypeId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: auctionSchema },
      },
    },
    (request) => auctions.byTicketType(request.params.ticketTypeId),
  );

  app.post(
    '/tickets/auctions/:id/bid/',
    {
      onRequest: authenticated,
      bodyLimit: 1024,
      schema: { params: idParams, body: bidSchema, response: { 201: auctionSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await auctions.bid(requireUser(request), request.params.id, request.body.amount)),
  );

  // Server-sent events: a snapshot first (with the server's time, so the countdown follows the server's
  // clock), then one `bid` event per accepted bid, placed through any server process.
  app.get('/tickets/auctions/:id/events/', { schema: { params: idParams } }, async (request, reply) => {
    const id = request.params.id;
    // Listen before reading the snapshot, so a bid accepted in between is not missed: updates that arrive
    // before the snapshot is sent wait, then follow it (the client ignores a bid it already has).
    const pending: AuctionUpdate[] = [];
    let send: ((event: string, data: object) => void) | null = null;
    const unsubscribe = await hub.subscribe(id, (update) =>
      send ? send('bid', update) : pending.push(update),
    );
    let snapshot: Auction;
    try {
      snapshot = await auctions.get(id);
    } catch (err) {
      unsubscribe();
      throw err;
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    send = (event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send('snapshot', snapshot);
    for (const update of pending) send('bid', update);
    const heartbeat = setInterval(() => res.write(`: ${clock.now().toISOString()}\n\n`), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
};
