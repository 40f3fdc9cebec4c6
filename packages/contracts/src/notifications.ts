import { z } from 'zod';
import { pagedSchema } from './common.ts';
import { notificationMessages as msg, NOTIFICATION_PAGING } from './notifications.constants.ts';

export * from './notifications.constants.ts';

/** One notification of the signed-in user; `data` depends on `kind` (see `NotificationData`). */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications/`: newest first, DRF-paged, with the number still unread. */
export const notificationPageSchema = pagedSchema(notificationSchema).extend({
  unread_count: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuerySchema = z.object({
  page: z.coerce
    .number({ message: msg.invalidPage })
    .int({ message: msg.invalidPage })
    .min(1, { message: msg.invalidPage })
    .max(NOTIFICATION_PAGING.maxPage, { message: msg.invalidPage })
    .optional(),
  page_size: z.coerce
    .number({ message: msg.invalidPageSize })
    .int({ message: msg.invalidPageSize })
    .min(1, { message: msg.invalidPageSize })
    .max(NOTIFICATION_PAGING.maxPageSize, { message: msg.invalidPageSize })
    .optional(),
});

/** `POST /notifications/read/`: these ids, or every notification when `ids` is absent. */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(
        z
          .number({ message: msg.invalidIds })
          .int({ message: msg.invalidIds })
          .positive({ message: msg.invalidIds }),
        {
          message: msg.invalidIds,
        },
      )
      .max(NOTIFICATION_PAGING.maxIds, { message: msg.invalidIds })
      .optional(),
  })
  .nullish()
  .transform((body) => body ?? {});

export const unreadCountSchema = z.object({ unread_count: z.number().int() });

/** `GET|PATCH /notifications/preferences/`: whether artist news also come by e-mail. */
export const notificationPreferencesSchema = z.object({ email_artist_news: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `GET|POST /notifications/unsubscribe/?token=`: the one-click link of the news e-mail. */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(200) });
