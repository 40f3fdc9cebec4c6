import {
  SEARCH_KINDS,
  type SearchKind,
  searchFiltersAnswerSchema,
  searchMessages,
  searchQuerySchema,
  searchResultSchemas,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import type { SearchService } from './search.service.ts';

/** `GET /search/{kind}/` and `GET /search/{kind}/filters/` (spec 3 §7), one route per kind so each answer has its own schema. */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  for (const kind of SEARCH_KINDS) {
    app.get(
      `/search/${kind}/`,
      { schema: { querystring: searchQuerySchema, response: { 200: searchResultSchemas[kind] } } },
      (request) => search.search(kind as SearchKind, request.query, request.userId),
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
