import { type Auction, auctionSchema, bidSchema } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { createEventStreams, firstRead, type StreamSlots, streamViewer } from '../../lib/sse.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { AuctionHub, AuctionSignal } from './auctions.gateway.ts';
import type { AuctionsService } from './auctions.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Auction calls and the live stream of one auction. */
export const auctionsRoutes: FastifyPluginAsyncZod<{
  auctions: AuctionsService;
  hub: AuctionHub;
  clock: Clock;
  /** The user an access (or identity-provider) token belongs to, or null: `EventSource` sends no header. */
  resolveToken: (token: string) => Promise<number | null>;
  /** Live streams open per client (shared with the other stream routes). */
  streamSlots: StreamSlots;
}> = async (app, { auctions, hub, clock, resolveToken, streamSlots }) => {
  // Open streams are ended when the server shuts down: browsers then reconnect (to another process, or to
  // this one restarted) at once, and the shutdown does not wait for them.
  const streams = createEventStreams(() => clock.now());
  app.addHook('preClose', async () => streams.endAll());

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
  // clock), then one `bid` event per accepted bid, placed through any server process, a `heartbeat` every
  // 20 s, and a new `snapshot` when the live feed was cut off and is back (bids may have been missed). A signed-in viewer
  // (`?access_token=`, as `EventSource` cannot send a header; redacted from logs) also gets a
  // `notification` event when someone outbids them; a token that does not verify just makes a visitor.
  app.get(
    '/tickets/auctions/:id/events/',
    {
      schema: {
        params: idParams,
        querystring: z.object({ access_token: z.string().max(4096).optional() }),
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const viewerId = await streamViewer(request.userId, request.query.access_token, resolveToken);
      // A client holds so many streams at once (one per open page or tab), freed when each closes.
      const freeSlot = streamSlots.take(request, reply, viewerId);
      // Listen before reading the snapshot, so a bid accepted in between is not missed: updates that arrive
      // before the snapshot is sent wait, then follow it (the client ignores a bid it already has).
      const pending: (AuctionSignal | Auction)[] = [];
      let forward: ((message: AuctionSignal | Auction) => void) | null = null;
      const unsubscribe = await hub.subscribe(
        id,
        {
          onSignal: (signal) => (forward ? forward(signal) : pending.push(signal)),
          onState: (auction) => (forward ? forward(auction) : pending.push(auction)),
        },
        viewerId,
      );
      const release = () => {
        unsubscribe();
        freeSlot();
      };
      const snapshot = await firstRead(() => auctions.get(id), release);
      const send = streams.start(request, reply, release);
      forward = (message) => {
        // The whole auction, read again after the live feed came back.
        if (!('auction_id' in message)) {
          send('snapshot', message);
          return;
        }
        const { outbid, ...update } = message;
        send('bid', update);
        if (outbid && viewerId !== null && outbid.user_id === viewerId)
          send('notification', outbid.notification);
      };
      send('snapshot', snapshot);
      for (const message of pending) forward(message);
    },
  );
};
