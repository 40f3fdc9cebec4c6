import {
  genreSchema,
  likeResultSchema,
  likeStatusSchema,
  MUSIC_PAGING,
  musicPageQuerySchema,
  musicRefParamsSchema,
  pagedSchema,
  songDetailSchema,
  songSchema,
  streamBodySchema,
  streamResultSchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageEnvelope, requestUrl } from '../../lib/paging.ts';
import { jsonOf, type ReadCache, sendCached } from '../../lib/read-cache.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { ignoreBodies, MUSIC_ANSWERS, sendWithLikes } from './music-http.ts';
import type { SongsService } from './songs.service.ts';

/** Song calls: the catalogue, trending, one song, likes, stream counting and genres. */
export const songsRoutes: FastifyPluginAsyncZod<{
  songs: SongsService;
  publicUrl: string | undefined;
  cache: ReadCache;
}> = async (app, { songs, publicUrl, cache }) => {
  const songList = jsonOf(z.array(songSchema));
  // With `?page=` a DRF page, otherwise a plain list (the spec's client reads both).
  app.get(
    '/streaming/musics/',
    {
      schema: {
        querystring: musicPageQuerySchema,
        response: { 200: z.union([pagedSchema(songSchema), z.array(songSchema)]) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize = MUSIC_PAGING.pageSize } = request.query;
      if (page === undefined) return (await songs.list(request.userId)).results;
      const { count, results } = await songs.list(request.userId, { page, pageSize });
      return pageEnvelope(requestUrl(request, publicUrl), { page, pageSize, count }, results);
    },
  );

  app.get(
    '/streaming/musics/trending/',
    { schema: { response: { 200: z.array(songSchema) } } },
    async (request, reply) => {
      const answer = await cache.read('music:trending', MUSIC_ANSWERS, () => songs.trending(null), songList);
      return sendWithLikes(request, reply, answer, songs);
    },
  );

  app.get(
    '/streaming/musics/:id/',
    { schema: { params: musicRefParamsSchema, response: { 200: songDetailSchema } } },
    (request) => songs.detail(request.userId, request.params.id),
  );

  app.get(
    '/streaming/musics/:id/like-status/',
    {
      onRequest: authenticated,
      schema: { params: musicRefParamsSchema, response: { 200: likeStatusSchema } },
    },
    (request) => songs.likeStatus(requireUser(request), request.params.id),
  );

  // 201 for a play heard now or a new offline play (counted or not); 200 for an offline play already received.
  app.post(
    '/streaming/streams/',
    {
      onRequest: authenticated,
      bodyLimit: 1024,
      // A play only raises play counts, which show when the cached answers expire (migration 0016).
      config: { readCacheDrops: [] },
      schema: { body: streamBodySchema, response: { 200: streamResultSchema, 201: streamResultSchema } },
    },
    async (request, reply) => {
      const { result, isReplay } = await songs.countStream(requireUser(request), request.body);
      return reply.status(isReplay ? 200 : 201).send(result);
    },
  );

  const genreList = jsonOf(z.array(genreSchema));
  app.get(
    '/streaming/genres/',
    { schema: { response: { 200: z.array(genreSchema) } } },
    async (request, reply) => {
      const answer = await cache.read('music:genres', MUSIC_ANSWERS, () => songs.genres(), genreList);
      return sendCached(request, reply, answer, { kind: 'public', maxAgeS: 300 });
    },
  );

  // The like call has an empty body: whatever comes (nothing, `{}`, an empty JSON body) is not read.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    ignoreBodies(scope);
    scope.post(
      '/streaming/music/:id/like/',
      {
        onRequest: authenticated,
        schema: { params: musicRefParamsSchema, response: { 200: likeResultSchema } },
      },
      (request) => songs.toggleLike(requireUser(request), request.params.id),
    );
  });
};
