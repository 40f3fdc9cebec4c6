import {
  SEARCH_KINDS,
  type SearchKind,
  searchFiltersAnswerSchema,
  searchMessages,
  searchQuerySchema,
  searchResultSchemas,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '../../lib/errors.ts';
import {
  type BrowserCaching,
  jsonOf,
  type ReadCache,
  type ReadTag,
  sendCached,
} from '../../lib/read-cache.ts';
import type { SongsService } from '../music/songs.service.ts';
import type { SearchService } from './search.service.ts';

/** Event and auction hits show stock and prices: kept a few seconds, revalidated by browsers every time. */
const EVENT_HITS = { tags: ['events'] as ReadTag[], ttlMs: 5_000 };
/** Catalogue hits: play counts may lag by the music answers' time, as on the music home. */
const MUSIC_HITS = { tags: ['music'] as ReadTag[], ttlMs: 30_000 };
/** Hits are revalidated by browsers every time: what staff take down or a sale empties leaves them at once. */
const CACHING: BrowserCaching = { kind: 'revalidate' };

/** `GET /search/{kind}/` and `GET /search/{kind}/filters/`, one route per kind so each answer has its own schema. */
export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  songs: SongsService;
  cache: ReadCache;
}> = async (app, { search, songs, cache }) => {
  for (const kind of SEARCH_KINDS) {
    const area = kind === 'events' || kind === 'auctions' ? 'events' : 'music';
    const serialize = jsonOf(searchResultSchemas[kind] as ZodType);
    // Every visitor typing the same words gets the same hits: one search per change of the catalogue. The key
    // is the validated query, so the order of its parameters does not matter.
    app.get(
      `/search/${kind}/`,
      { schema: { querystring: searchQuerySchema, response: { 200: searchResultSchemas[kind] } } },
      async (request, reply) => {
        const q = request.query;
        const key = `search:${kind}:${JSON.stringify([q.q, q.genre, q.ordering, q.page, q.page_size, q.date_range])}`;
        const answer = await cache.read(
          key,
          area === 'events' ? EVENT_HITS : MUSIC_HITS,
          () => search.search(kind as SearchKind, q, null),
          serialize,
        );
        if (request.userId === null || area === 'events') return sendCached(request, reply, answer, CACHING);
        reply.header('cache-control', 'private, no-cache');
        return reply.send(await songs.withLikes(request.userId, answer.value));
      },
    );
    app.get(
      `/search/${kind}/filters/`,
      { schema: { response: { 200: searchFiltersAnswerSchema } } },
      async () => ({
        filters: await search.filters(kind),
      }),
    );
  }
  // Any other kind: a 404 that names the problem, before the query string is even read.
  app.get('/search/:kind/', async () => {
    throw AppError.notFound(searchMessages.unknownKind);
  });
  app.get('/search/:kind/filters/', async () => {
    throw AppError.notFound(searchMessages.unknownKind);
  });
};
