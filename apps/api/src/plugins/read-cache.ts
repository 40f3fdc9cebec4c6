import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { createBatcher } from '../lib/batcher.ts';
import { READ_TAGS, type ReadCache, type ReadTag } from '../lib/read-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a successful write on this route drops from this process's read cache at once (before its answer
     * leaves): every tag when absent, none for writes that change no cached answer (page views, plays).
     */
    readCacheDrops?: readonly ReadTag[];
  }
}

/** The channel the database triggers of migration 0016 notify with a table's tag after each write. */
export const READ_CACHE_CHANNEL = 'read_cache';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Keeps the read cache true to the database. Every process drops an answer when a write to one of its tables
 * commits, whoever made it: triggers notify `read_cache` with the tag (see migration 0016), which reaches all
 * processes listening on the same database, background jobs' writes included. A request that wrote drops this
 * process's answers and then, before it answers, sends a notification of its own and waits for it to come back:
 * PostgreSQL delivers notifications in commit order and signals every listener at once, so by then the other
 * processes have been told of the write too, and a client that reads elsewhere right after sees it. The wait is
 * bounded by `echoTimeoutMs` (READ_CACHE_ECHO_TIMEOUT_MS): a lost listener must not stall writes.
 */
export const readCachePlugin = fp(
  async (app: FastifyInstance, opts: { cache: ReadCache; database: Database; echoTimeoutMs: number }) => {
    const { cache, database, echoTimeoutMs } = opts;
    const awaited = new Map<string, () => void>();
    const stop = await database.listen(
      READ_CACHE_CHANNEL,
      (payload) => {
        if (payload.startsWith('echo:')) return awaited.get(payload)?.();
        const tag = READ_TAGS.find((t) => t === payload);
        cache.invalidate(tag ? [tag] : READ_TAGS);
      },
      // While the listening connection was lost, writes went unnoticed: nothing kept can be trusted.
      { onReconnect: () => cache.invalidate(READ_TAGS) },
    );
    app.addHook('onClose', () => stop());

    /** Sends a notification and resolves when it came back (or after `echoTimeoutMs`). */
    async function echoOnce() {
      const payload = `echo:${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<void>((resolve) => {
        awaited.set(payload, resolve);
        timer = setTimeout(resolve, echoTimeoutMs);
      });
      try {
        await database.db.execute(sql`select pg_notify(${READ_CACHE_CHANNEL}, ${payload})`);
        await back;
      } finally {
        clearTimeout(timer);
        awaited.delete(payload);
      }
    }
    // One echo serves every write that committed before it was sent: the writes that answer while one is on its
    // way share the next (a burst of buyers costs one notification per round trip, not one each).
    const echoes = createBatcher<null, null, void>({
      maxSize: Number.POSITIVE_INFINITY,
      run: async (_key, writes) => {
        await echoOnce();
        return writes.map(() => ({ status: 'fulfilled', value: undefined }));
      },
    });
    const echo = () => echoes.submit(null, null);

    app.addHook('onSend', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
      const drops = request.routeOptions.config.readCacheDrops ?? READ_TAGS;
      if (drops.length === 0) return;
      cache.invalidate(drops);
      await echo();
    });
  },
);
