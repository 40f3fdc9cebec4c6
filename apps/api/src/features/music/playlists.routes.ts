import {
  addPlaylistSongResultSchema,
  addPlaylistSongSchema,
  availableSongsQuerySchema,
  createPlaylistSchema,
  MUSIC_PAGING,
  musicRefParamsSchema,
  pagedSchema,
  playlistFollowResultSchema,
  playlistFollowStatusSchema,
  playlistReportResultSchema,
  playlistReportSchema,
  playlistSchema,
  playlistSongParamsSchema,
  songSchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageEnvelope, requestUrl } from '../../lib/paging.ts';
import { jsonOf, type ReadCache } from '../../lib/read-cache.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { ignoreBodies, MUSIC_ANSWERS, sendWithLikes } from './music-http.ts';
import type { PlaylistsService } from './playlists.service.ts';
import type { SongsService } from './songs.service.ts';

/**
 * Playlist calls: the two home sections, the user's own playlists (create, read, add songs, delete),
 * plus what the spec leaves out and a real product needs: taking a song out, following and reporting a playlist.
 * Static segments (`featured`, `popular`, `user-playlists`) win over `:id` in Fastify's router.
 */
export const playlistsRoutes: FastifyPluginAsyncZod<{
  playlists: PlaylistsService;
  publicUrl?: string | undefined;
  songs: SongsService;
  cache: ReadCache;
}> = async (app, { playlists, publicUrl, songs, cache }) => {
  const list = { schema: { response: { 200: z.array(playlistSchema) } } };
  // The two home sections: shared answers, with the user's likes merged in.
  const playlistList = jsonOf(z.array(playlistSchema));
  for (const [section, compute] of [
    ['featured', () => playlists.featured(null)],
    ['popular', () => playlists.popular(null)],
  ] as const) {
    app.get(`/streaming/playlists/${section}/`, list, async (request, reply) => {
      const answer = await cache.read(`music:playlists:${section}`, MUSIC_ANSWERS, compute, playlistList);
      return sendWithLikes(request, reply, answer, songs);
    });
  }
  app.get('/streaming/playlists/user-playlists/', { ...list, onRequest: authenticated }, (request) =>
    playlists.mine(requireUser(request)),
  );

  app.post(
    '/streaming/playlists/',
    {
      onRequest: authenticated,
      bodyLimit: 4096,
      schema: { body: createPlaylistSchema, response: { 201: playlistSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await playlists.create(requireUser(request), request.body)),
  );

  app.get(
    '/streaming/playlists/:id/',
    { schema: { params: musicRefParamsSchema, response: { 200: playlistSchema } } },
    (request) => playlists.get(request.userId, request.params.id),
  );

  // With `?page=` a DRF page, otherwise a plain list, like the catalogue.
  app.get(
    '/streaming/playlists/:id/available-songs/',
    {
      schema: {
        params: musicRefParamsSchema,
        querystring: availableSongsQuerySchema,
        response: { 200: z.union([pagedSchema(songSchema), z.array(songSchema)]) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize = MUSIC_PAGING.pageSize, search } = request.query;
      const paging = page === undefined ? undefined : { page, pageSize };
      const { count, results } = await playlists.availableSongs(request.userId, request.params.id, {
        search: search || undefined,
        paging,
      });
      if (!paging) return results;
      return pageEnvelope(requestUrl(request, publicUrl), { ...paging, count }, results);
    },
  );

  app.post(
    '/streaming/playlists/:id/add-song/',
    {
      onRequest: authenticated,
      bodyLimit: 1024,
      schema: {
        params: musicRefParamsSchema,
        body: addPlaylistSongSchema,
        response: { 200: addPlaylistSongResultSchema },
      },
    },
    (request) => playlists.addSong(requireUser(request), request.params.id, request.body.content_id),
  );

  app.post(
    '/streaming/playlists/:id/report/',
    {
      onRequest: authenticated,
      bodyLimit: 1024,
      schema: {
        params: musicRefParamsSchema,
        body: playlistReportSchema,
        response: { 201: playlistReportResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await playlists.report(requireUser(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/streaming/playlists/:id/follow-status/',
    {
      onRequest: authenticated,
      schema: { params: musicRefParamsSchema, response: { 200: playlistFollowStatusSchema } },
    },
    (request) => playlists.followStatus(requireUser(request), request.params.id),
  );

  // Calls without a body: whatever comes (nothing, `{}`, an empty JSON body) is not read.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    ignoreBodies(scope);
    scope.delete(
      '/streaming/playlists/:id/delete/',
      { onRequest: authenticated, schema: { params: musicRefParamsSchema } },
      async (request, reply) => {
        await playlists.remove(requireUser(request), request.params.id);
        return reply.status(204).send();
      },
    );
    scope.delete(
      '/streaming/playlists/:id/remove-song/:song_id/',
      {
        onRequest: authenticated,
        schema: { params: playlistSongParamsSchema, response: { 200: playlistSchema } },
      },
      (request) => playlists.removeSong(requireUser(request), request.params.id, request.params.song_id),
    );
    scope.post(
      '/streaming/playlists/:id/follow/',
      {
        onRequest: authenticated,
        schema: { params: musicRefParamsSchema, response: { 200: playlistFollowResultSchema } },
      },
      (request) => playlists.toggleFollow(requireUser(request), request.params.id),
    );
  });
};
