import type { ServerResponse } from 'node:http';
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

/** Writes one event of a live stream. */
export type SendEvent = (event: string, data: object) => void;

/**
 * The live streams of one route plugin. `start` opens one on a hijacked reply (the event-stream headers, a
 * `heartbeat` event every HEARTBEAT_MS with the server's time) and answers how to send its events; `onClose` runs
 * once the client has gone. `endAll` ends the open ones when the server shuts down: browsers then reconnect at
 * once (to another process, or to this one restarted), and the shutdown does not wait for them.
 */
export function createEventStreams(now: () => Date) {
  const open = new Set<ServerResponse>();
  return {
    start(request: FastifyRequest, reply: FastifyReply, onClose: () => void): SendEvent {
      reply.hijack();
      const res = reply.raw;
      open.add(res);
      res.writeHead(200, EVENT_STREAM_HEADERS);
      const send: SendEvent = (event, data) => {
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const heartbeat = setInterval(
        () => send('heartbeat', { server_time: now().toISOString() }),
        HEARTBEAT_MS,
      );
      request.raw.on('close', () => {
        open.delete(res);
        clearInterval(heartbeat);
        onClose();
      });
      return send;
    },
    endAll() {
      for (const res of open) res.end();
    },
  };
}

/**
 * Who opens a live stream: the signed-in user, else the one the `?access_token=` belongs to (`EventSource` sends
 * no header), else null: a token that does not resolve just makes a visitor.
 */
export async function streamViewer(
  signedIn: number | null,
  accessToken: string | undefined,
  resolveToken: (token: string) => Promise<number | null>,
): Promise<number | null> {
  const token = accessToken?.trim();
  return signedIn ?? (token ? await resolveToken(token).catch(() => null) : null);
}

/** The first read of a live stream: when it fails, what was taken for the stream is `release`d, then it throws. */
export async function firstRead<T>(read: () => Promise<T>, release: () => void): Promise<T> {
  try {
    return await read();
  } catch (err) {
    release();
    throw err;
  }
}
