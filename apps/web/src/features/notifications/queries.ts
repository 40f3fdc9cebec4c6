import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchNotificationPage, fetchNotificationPreferences, fetchNotifications } from './api.ts';

/** Query keys of notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  pages: () => [...notificationKeys.all, 'pages'] as const,
};

/** New notices (an outbid away from the auction page, an auction won) show within this long. */
export const NOTIFICATION_POLL_MS = 60_000;

export const notificationQueries = {
  latest: () =>
    queryOptions({
      queryKey: notificationKeys.latest(),
      queryFn: ({ signal }) => fetchNotifications(signal),
      refetchInterval: NOTIFICATION_POLL_MS,
      // A hidden tab asks nothing; coming back refetches (TanStack Query's window focus refetch).
      refetchIntervalInBackground: false,
    }),
  /** The notifications page: every notification, page by page (« Voir plus »). */
  pages: () =>
    infiniteQueryOptions({
      queryKey: notificationKeys.pages(),
      queryFn: ({ pageParam, signal }) => fetchNotificationPage(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
    }),
  preferences: () =>
    queryOptions({
      queryKey: notificationKeys.preferences(),
      queryFn: ({ signal }) => fetchNotificationPreferences(signal),
    }),
};

/** The signed-in user's newest notifications and unread count; nothing is asked for a visitor. */
export function useLatestNotifications(isEnabled: boolean) {
  return useQuery({ ...notificationQueries.latest(), enabled: isEnabled });
}

/** The signed-in user's e-mail preference for the artists' news. */
export function useNotificationPreferences() {
  return useQuery(notificationQueries.preferences());
}

/** Every notification of the signed-in user, newest first, a page at a time. */
export function useNotificationPages() {
  return useInfiniteQuery(notificationQueries.pages());
}
