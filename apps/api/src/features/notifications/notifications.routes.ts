import {
  markNotificationsReadSchema,
  NOTIFICATION_PAGING,
  notificationListQuerySchema,
  notificationMessages,
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  unsubscribeQuerySchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelope, requestUrl } from '../../lib/paging.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { ArtistNewsService } from './artist-news.service.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The signed-in user's notifications: a paged list (newest first) and marking them read. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  artistNews: ArtistNewsService;
  publicUrl: string | undefined;
}> = async (app, { notifications, artistNews, publicUrl }) => {
  app.get(
    '/notifications/',
    {
      onRequest: authenticated,
      schema: { querystring: notificationListQuerySchema, response: { 200: notificationPageSchema } },
    },
    async (request, reply) => {
      const { page = 1, page_size: pageSize = NOTIFICATION_PAGING.pageSize } = request.query;
      const found = await notifications.list(requireUser(request), page, pageSize);
      // Per user and changing at any moment: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return {
        ...pageEnvelope(
          requestUrl(request, publicUrl),
          { page, pageSize, count: found.count },
          found.results,
        ),
        unread_count: found.unread,
      };
    },
  );

  app.post(
    '/notifications/read/',
    {
      onRequest: authenticated,
      bodyLimit: 8 * 1024,
      config: { readCacheDrops: [] },
      schema: { body: markNotificationsReadSchema, response: { 200: unreadCountSchema } },
    },
    (request) => notifications.markRead(requireUser(request), request.body.ids),
  );

  app.get(
    '/notifications/preferences/',
    { onRequest: authenticated, schema: { response: { 200: notificationPreferencesSchema } } },
    (request) => artistNews.preferences(requireUser(request)),
  );

  app.patch(
    '/notifications/preferences/',
    {
      onRequest: authenticated,
      bodyLimit: 1024,
      config: { readCacheDrops: [] },
      schema: { body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } },
    },
    (request) => artistNews.setPreferences(requireUser(request), request.body.email_artist_news),
  );

  // The one-click link of the news e-mail: opened in a browser (GET), or posted by the mail client (RFC 8058).
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/notifications/unsubscribe/',
      config: { readCacheDrops: [] },
      schema: { querystring: unsubscribeQuerySchema },
      handler: async (request, reply) => {
        await artistNews.unsubscribe(request.query.token);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            `<!doctype html><html lang="fr"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Sanza</title><p>${notificationMessages.unsubscribed}</p><p><a href="/profile">Mon profil</a></p></html>`,
          );
      },
    });
  }
};
