import {
  artistDetailSchema,
  artistListQuerySchema,
  artistSchema,
  MUSIC_PAGING,
  musicRefParamsSchema,
  pagedSchema,
  songSchema,
  subscribeResultSchema,
  subscriptionStatusSchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageEnvelope, requestUrl } from '../../lib/paging.ts';
import { jsonOf, type ReadCache, sendCached } from '../../lib/read-cache.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { ArtistsService } from './artists.service.ts';
import { CATALOGUE, ignoreBodies, MUSIC_ANSWERS } from './music-http.ts';

/** Artist calls: the directory, profiles, popular artists, their songs and subscriptions. */
export const artistsRoutes: FastifyPluginAsyncZod<{
  artists: ArtistsService;
  publicUrl: string | undefined;
  cache: ReadCache;
}> = async (app, { artists, publicUrl, cache }) => {
  // Always paged (the list scrolls without end); `search` looks at names only.
  app.get(
    '/accounts/artists/',
    { schema: { querystring: artistListQuerySchema, response: { 200: pagedSchema(artistSchema) } } },
    async (request) => {
      const { page = 1, page_size: pageSize = MUSIC_PAGING.pageSize, search, is_premiem } = request.query;
      const { count, results } = await artists.list({ search, premium: is_premiem, page, pageSize });
      return pageEnvelope(requestUrl(request, publicUrl), { page, pageSize, count }, results);
    },
  );

  app.get(
    '/accounts/artists/:id/',
    { schema: { params: musicRefParamsSchema, response: { 200: artistDetailSchema } } },
    (request) => artists.get(request.params.id),
  );

  const artistList = jsonOf(z.array(artistSchema));
  app.get(
    '/streaming/artists/popular/',
    { schema: { response: { 200: z.array(artistSchema) } } },
    async (request, reply) => {
      const answer = await cache.read(
        'music:artists:popular',
        MUSIC_ANSWERS,
        () => artists.popular(),
        artistList,
      );
      return sendCached(request, reply, answer, CATALOGUE);
    },
  );

  // The spec calls it without the trailing slash; both are served.
  for (const url of ['/streaming/musics/artist/:id', '/streaming/musics/artist/:id/']) {
    app.get(
      url,
      { schema: { params: musicRefParamsSchema, response: { 200: z.array(songSchema) } } },
      (request) => artists.songs(request.userId, request.params.id),
    );
  }

  app.get(
    '/accounts/check-subscription/:id/',
    {
      onRequest: authenticated,
      schema: { params: musicRefParamsSchema, response: { 200: subscriptionStatusSchema } },
    },
    (request) => artists.subscriptionStatus(requireUser(request), request.params.id),
  );

  // No body is read: the spec's client posts nothing.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    ignoreBodies(scope);
    scope.post(
      '/accounts/artist/:id/subscribe/',
      {
        onRequest: authenticated,
        schema: { params: musicRefParamsSchema, response: { 200: subscribeResultSchema } },
      },
      (request) => artists.toggleSubscription(requireUser(request), request.params.id),
    );
  });
};
