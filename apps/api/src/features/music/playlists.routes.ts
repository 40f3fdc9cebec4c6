import { playlistSchema } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlaylistsService } from './playlists.service.ts';

/** The two playlist sections of the music home (spec 3 §7); users' own playlists come with their issue. */
export const playlistsRoutes: FastifyPluginAsyncZod<{ playlists: PlaylistsService }> = async (
  app,
  { playlists },
) => {
  const list = { schema: { response: { 200: z.array(playlistSchema) } } };
  app.get('/streaming/playlists/featured/', list, (request) => playlists.featured(request.userId));
  app.get('/streaming/playlists/popular/', list, (request) => playlists.popular(request.userId));
};
