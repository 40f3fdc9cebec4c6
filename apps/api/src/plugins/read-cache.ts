import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
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
 * processes listening on the same database, background jobs' writes included. The process that made a write
 * drops its own answers before answering that write (the notification comes back a moment later), so a client
 * reading right after its reservation sees the new stock.
 */
export const readCachePlugin = fp(
  async (app: FastifyInstance, opts: { cache: ReadCache; database: Database }) => {
    const { cache } = opts;
    const stop = await opts.database.listen(
      READ_CACHE_CHANNEL,
      (payload) => {
        const tag = READ_TAGS.find((t) => t === payload);
        cache.invalidate(tag ? [tag] : READ_TAGS);
      },
      // While the listening connection was lost, writes went unnoticed: nothing kept can be trusted.
      { onReconnect: () => cache.invalidate(READ_TAGS) },
    );
    app.addHook('onClose', () => stop());
    app.addHook('onSend', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
      cache.invalidate(request.routeOptions.config.readCacheDrops ?? READ_TAGS);
    });
  },
);
