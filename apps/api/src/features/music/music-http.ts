import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type BrowserCaching, type CachedAnswer, sendCached } from '../../lib/read-cache.ts';
import type { SongsService } from './songs.service.ts';

/**
 * For calls whose body the spec leaves empty (like, subscribe): any body up to 1 KiB is accepted and not
 * read, so `{}`, nothing, or an empty body sent as JSON all work. Call it on the calls' own scope.
 */
export function ignoreBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );
}

/**
 * How long a music answer may stay in memory with no write to its tables: play counts and the popularity they
 * make (a play writes nothing the cache listens to, see migration 0016) show within this.
 */
export const MUSIC_ANSWER_TTL_MS = 30_000;
export const MUSIC_ANSWERS = { tags: ['music'], ttlMs: MUSIC_ANSWER_TTL_MS } as const;
/**
 * Catalogue pages: revalidated every time too (a 304 costs a round trip and no data), so a song or playlist
 * taken down by staff leaves every screen at once, not a minute later.
 */
export const CATALOGUE: BrowserCaching = { kind: 'revalidate' };

/**
 * Sends a shared answer that holds songs: as it is to a visitor (from memory, 304 when unchanged), merged with
 * the user's likes for a signed-in user (then serialized by the route's schema, and kept by no shared cache).
 */
export async function sendWithLikes(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  songs: SongsService,
  caching: BrowserCaching = CATALOGUE,
) {
  if (request.userId === null) return sendCached(request, reply, answer, caching);
  reply.header('cache-control', 'private, no-cache');
  return reply.send(await songs.withLikes(request.userId, answer.value));
}

/** The `:id` of a row staff act on: a positive 32-bit integer, anything else a 400 with the row's not-found message. */
export const staffIdParams = (notFound: string) =>
  z.object({ id: z.coerce.number({ message: notFound }).int().min(1).max(2_147_483_647) });
