import {
  hiddenListSchema,
  moderationSchema,
  moderationStateSchema,
  reportedPlaylistsSchema,
  staffMessages,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireRole, staffCall } from '../../plugins/roles.ts';
import type { EventModerationService } from '../events/event-moderation.service.ts';
import { staffIdParams } from './music-http.ts';
import type { MusicModerationService } from './music-moderation.service.ts';

const noStore = { 'cache-control': 'private, no-store' };

/**
 * Staff moderation of songs and playlists under /api/studio/moderation/, and the list of everything hidden now
 * (the events' part read from their feature).
 */
export const musicModerationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  moderation: MusicModerationService;
  events: Pick<EventModerationService, 'hiddenEvents'>;
}> = async (app, { db, moderation, events }) => {
  const onRequest = requireRole(db, 'staff');

  app.get(
    '/studio/moderation/',
    { onRequest, schema: { response: { 200: hiddenListSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return { events: await events.hiddenEvents(), songs: await moderation.hiddenSongs() };
    },
  );

  app.get(
    '/studio/moderation/playlists/',
    { onRequest, schema: { response: { 200: reportedPlaylistsSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return moderation.reportedPlaylists();
    },
  );

  app.post(
    '/studio/moderation/playlists/:id/',
    {
      onRequest,
      bodyLimit: 8 * 1024,
      schema: {
        params: staffIdParams(staffMessages.playlistNotFound),
        body: moderationSchema,
        response: { 200: moderationStateSchema },
      },
    },
    (request) => moderation.moderatePlaylist(staffCall(request), request.params.id, request.body),
  );

  app.post(
    '/studio/moderation/songs/:id/',
    {
      onRequest,
      bodyLimit: 8 * 1024,
      schema: {
        params: staffIdParams(staffMessages.songNotFound),
        body: moderationSchema,
        response: { 200: moderationStateSchema },
      },
    },
    (request) => moderation.moderateSong(staffCall(request), request.params.id, request.body),
  );
};
