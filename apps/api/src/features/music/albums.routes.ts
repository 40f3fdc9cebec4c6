import {
  albumDetailSchema,
  albumListQuerySchema,
  albumSchema,
  MUSIC_PAGING,
  musicRefParamsSchema,
  pagedSchema,
  songSchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageEnvelope, requestUrl } from '../../lib/paging.ts';
import { jsonOf, type ReadCache, sendCached } from '../../lib/read-cache.ts';
import type { AlbumsService } from './albums.service.ts';
import type { ArtistsService } from './artists.service.ts';
import { CATALOGUE, MUSIC_ANSWERS } from './music-http.ts';

/** Album calls: lists, the home sections, one album and its tracks. */
export const albumsRoutes: FastifyPluginAsyncZod<{
  albums: AlbumsService;
  artists: ArtistsService;
  publicUrl: string | undefined;
  cache: ReadCache;
}> = async (app, { albums, artists, publicUrl, cache }) => {
  // `?artist={id}` keeps one artist's albums; the spec calls it without the trailing slash, so both are served.
  // With `?page=` a DRF page, otherwise a plain list.
  for (const url of ['/streaming/albums/', '/streaming/albums']) {
    app.get(
      url,
      {
        schema: {
          querystring: albumListQuerySchema,
          response: { 200: z.union([pagedSchema(albumSchema), z.array(albumSchema)]) },
        },
      },
      async (request) => {
        const { artist, page, page_size: pageSize = MUSIC_PAGING.pageSize } = request.query;
        const paging = page === undefined ? undefined : { page, pageSize };
        const { count, results } =
          artist === undefined ? await albums.list({ paging }) : await artists.albums(artist, paging);
        if (page === undefined) return results;
        return pageEnvelope(requestUrl(request, publicUrl), { page, pageSize, count }, results);
      },
    );
  }

  // The three home sections: the same for everyone, from the read cache.
  const list = { schema: { response: { 200: z.array(albumSchema) } } };
  const albumList = jsonOf(z.array(albumSchema));
  for (const [section, compute] of [
    ['featured', () => albums.featured()],
    ['new-releases', () => albums.newReleases()],
    ['popular', () => albums.popular()],
  ] as const) {
    app.get(`/streaming/albums/${section}/`, list, async (request, reply) => {
      const answer = await cache.read(`music:albums:${section}`, MUSIC_ANSWERS, compute, albumList);
      return sendCached(request, reply, answer, CATALOGUE);
    });
  }

  app.get(
    '/streaming/albums/:id/',
    { schema: { params: musicRefParamsSchema, response: { 200: albumDetailSchema } } },
    (request) => albums.get(request.userId, request.params.id),
  );

  // The spec's client calls the tracks with and without the trailing slash.
  for (const url of ['/streaming/albums/:id/tracks/', '/streaming/albums/:id/tracks']) {
    app.get(
      url,
      { schema: { params: musicRefParamsSchema, response: { 200: z.array(songSchema) } } },
      (request) => albums.tracks(request.userId, request.params.id),
    );
  }
};
