import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

/**
 * What a cached answer depends on: `events` (events, ticket types, categories, auctions), `music` (songs, albums,
 * artists, genres, playlists). A write to one of its tables drops every answer tagged with it.
 */
export type ReadTag = 'events' | 'music';
export const READ_TAGS: readonly ReadTag[] = ['events', 'music'];

/** One answer kept in memory: its value (to merge per-user fields into), its JSON and ETag, its compressed forms. */
export type CachedAnswer<T = unknown> = {
  value: T;
  body: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  tags: readonly ReadTag[];
  expiresAt: number;
};

export type ReadCache = ReturnType<typeof createReadCache>;

/**
 * Public answers kept in this process's memory, keyed by route and parameters. An answer is computed
 * once, however many requests ask for it at the same time, and kept until a write drops its tags or `ttlMs` runs
 * out (the bound on what changes with time alone: registration deadlines, view and play counts). An answer whose
 * computation overlapped a drop of one of its tags is served to the requests that waited for it but not kept: it
 * may have read the database before the write.
 */
export function createReadCache(
  opts: {
    now?: () => number;
    maxEntries?: number;
    /** The next instant every answer must be computed again at (local midnight: a release date comes). */
    nextBoundary?: (now: number) => number;
  } = {},
) {
  const now = opts.now ?? Date.now;
  let boundary = Number.NEGATIVE_INFINITY;
  /** When an answer computed now expires: after its time, or at the next boundary if that comes first. */
  function expiry(ttlMs: number): number {
    const at = now();
    // Computed again once passed (or when a test's clock went back more than a day).
    if (opts.nextBoundary && (at >= boundary || at < boundary - 86_400_000 * 2))
      boundary = opts.nextBoundary(at);
    return Math.min(at + ttlMs, opts.nextBoundary ? boundary : Number.POSITIVE_INFINITY);
  }
  const maxEntries = opts.maxEntries ?? 1000;
  const entries = new Map<string, CachedAnswer>();
  const pending = new Map<string, Promise<CachedAnswer>>();
  const generations = new Map<ReadTag, number>(READ_TAGS.map((tag) => [tag, 0]));
  const stats = { hits: 0, misses: 0 };

  const generationOf = (tags: readonly ReadTag[]) => tags.map((tag) => generations.get(tag)).join(':');

  async function fill<T>(
    key: string,
    spec: { tags: readonly ReadTag[]; ttlMs: number },
    compute: () => Promise<T>,
    serialize: (value: T) => string,
  ): Promise<CachedAnswer<T>> {
    const before = generationOf(spec.tags);
    const value = await compute();
    const body = serialize(value);
    const answer: CachedAnswer<T> = {
      value,
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      tags: spec.tags,
      expiresAt: expiry(spec.ttlMs),
    };
    if (generationOf(spec.tags) === before) {
      entries.delete(key);
      entries.set(key, answer);
      // The oldest answer goes first (insertion order): a bound, not a policy; a few hundred keys are expected.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return answer;
  }

  return {
    stats,
    /** The answer under `key`, from memory when it is there and fresh, else computed (once for all who wait). */
    async read<T>(
      key: string,
      spec: { tags: readonly ReadTag[]; ttlMs: number },
      compute: () => Promise<T>,
      serialize: (value: T) => string = JSON.stringify,
    ): Promise<CachedAnswer<T>> {
      const kept = entries.get(key);
      if (kept && kept.expiresAt > now()) {
        stats.hits++;
        return kept as CachedAnswer<T>;
      }
      stats.misses++;
      const running = pending.get(key);
      if (running) return running as Promise<CachedAnswer<T>>;
      const filling = fill(key, spec, compute, serialize).finally(() => pending.delete(key));
      pending.set(key, filling);
      return filling;
    },
    /** Drops every answer tagged with one of `tags`, and keeps answers being computed now from being kept. */
    invalidate(tags: readonly ReadTag[]) {
      for (const tag of tags) generations.set(tag, generations.get(tag)! + 1);
      for (const [key, answer] of entries) {
        if (answer.tags.some((tag) => tags.includes(tag))) entries.delete(key);
      }
      // A computation started before the drop may still finish: its waiters get it, the next request does not.
      for (const key of pending.keys()) pending.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * How long a browser or a shared cache may keep an answer: `revalidate` (stock and prices: `no-cache`, asked
 * again every time, a 304 when unchanged), or `public` for `maxAgeS` seconds (what cannot mislead a buyer:
 * categories, genres, catalogue pages).
 */
export type BrowserCaching = { kind: 'revalidate' } | { kind: 'public'; maxAgeS: number };

function cacheControl(caching: BrowserCaching, isPersonal: boolean): string {
  if (isPersonal) return 'private, no-cache';
  return caching.kind === 'revalidate' ? 'no-cache' : `public, max-age=${caching.maxAgeS}`;
}

/** Whether the request's `If-None-Match` names `etag` (weak comparison, as for GET). */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** The encoding the request accepts that we keep ready: brotli, else gzip, else none. */
function encodingFor(request: FastifyRequest, body: string): 'br' | 'gzip' | null {
  if (Buffer.byteLength(body) < 1024) return null;
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return null;
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Sends a cached answer: 304 with no body when the client already holds it, else its JSON, compressed once per
 * answer rather than once per request. `isPersonal` marks an answer merged with the user's own fields.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  caching: BrowserCaching,
  isPersonal = false,
): FastifyReply {
  reply.header('etag', answer.etag);
  reply.header('cache-control', cacheControl(caching, isPersonal));
  reply.header('vary', 'Accept-Encoding, Authorization');
  if (matches(request, answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = encodingFor(request, answer.body);
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length },
    });
    return reply.header('content-encoding', 'br').send(answer.br);
  }
  if (encoding === 'gzip') {
    answer.gzip ??= gzipSync(answer.body, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}

/**
 * The JSON of a value as the route's response schema shapes it (unknown keys dropped, the contract checked):
 * zod's per-request cost, paid once per cached answer instead.
 */
export function jsonOf<T>(schema: ZodType<T>): (value: unknown) => string {
  return (value) => JSON.stringify(schema.parse(value));
}
