import {
  markNotificationsReadSchema,
  NOTIFICATION_PAGING,
  notificationListQuerySchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelope, requestUrl } from '../../lib/paging.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The signed-in user's notifications: a paged list (newest first) and marking them read. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  publicUrl: string | undefined;
}> = async (app, { notifications, publicUrl }) => {
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
};
