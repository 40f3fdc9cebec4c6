import { commonMessages } from '@sanza/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Live streams (Server-Sent Events): a `heartbeat` event this often keeps idle connections open through proxies
 * and tells the page the stream is alive: a page that hears nothing for longer (the web app waits 45 s) reopens
 * it. A comment line would do for proxies, but `EventSource` does not report comments to the page.
 */
export const HEARTBEAT_MS = 20_000;

/** The headers of an event stream: never cached or transformed, not buffered by a proxy. */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const;

/** How many live streams one client may hold open at once. */
export type StreamLimits = { perAddress: number; perAccount: number };

/** Open live streams counted per client, across every stream route of this process. */
export type StreamSlots = ReturnType<typeof createStreamSlots>;

/**
 * Counts the live streams open in this process: a signed-in client's against its account, an anonymous one's
 * against its address. The account, not the address, bounds members: many of them may share one address (a
 * mobile operator's NAT), while a visitor has nothing else to be told apart by.
 */
export function createStreamSlots(limits: StreamLimits) {
  const open = new Map<string, number>();
  return {
    /**
     * Takes a slot for a stream of this client, freed when its answer ends: the stream's connection closed, or
     * an error answered before streaming. Throws 429 with our French text when the client already holds all of
     * its slots. Answers the function that frees it (once; later calls do nothing).
     */
    take(request: FastifyRequest, reply: FastifyReply, userId: number | null): () => void {
      const key = userId === null ? `address:${request.ip}` : `account:${userId}`;
      const max = userId === null ? limits.perAddress : limits.perAccount;
      const count = open.get(key) ?? 0;
      if (count >= max) throw new AppError(429, { detail: commonMessages.tooManyStreams });
      open.set(key, count + 1);
      let held = true;
      const free = () => {
        if (!held) return;
        held = false;
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
      reply.raw.once('close', free);
      return free;
    },
    /** Streams open now, all clients together. */
    get openCount() {
      let total = 0;
      for (const count of open.values()) total += count;
      return total;
    },
  };
}
