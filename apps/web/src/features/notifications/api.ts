import type { NotificationPage, NotificationPreferences } from '@sanza/contracts';
import { apiGet, apiRequest } from '../../lib/api-client.ts';

/** How many notifications the bell's list shows (the newest). */
export const NOTIFICATION_LIST_SIZE = 10;

/** `GET /notifications/`: the newest notifications of the signed-in user, with the number unread. */
export function fetchNotifications(signal?: AbortSignal): Promise<NotificationPage> {
  return apiGet<NotificationPage>(`/notifications/?page_size=${NOTIFICATION_LIST_SIZE}`, signal);
}

/** How many notifications one page of the notifications page shows. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** `GET /notifications/?page=`: one page of the signed-in user's notifications, newest first. */
export function fetchNotificationPage(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  return apiGet<NotificationPage>(`/notifications/?page=${page}&page_size=${NOTIFICATION_PAGE_SIZE}`, signal);
}

/** `POST /notifications/read/`: marks these notifications read (all of them without ids). */
export function postNotificationsRead(ids?: number[]): Promise<{ unread_count: number }> {
  return apiRequest<{ unread_count: number }>('/notifications/read/', {
    method: 'POST',
    json: ids ? { ids } : {},
  });
}

/** `GET /notifications/preferences/`: whether the artists' news also come by e-mail. */
export function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiGet<NotificationPreferences>('/notifications/preferences/', signal);
}

/** `PATCH /notifications/preferences/`: saves the e-mail preference; answers the saved preferences. */
export function patchNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>('/notifications/preferences/', {
    method: 'PATCH',
    json: preferences,
  });
}
