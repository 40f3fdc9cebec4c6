import type { NotificationPage, NotificationPreferences } from '@sanza/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchNotificationPreferences, postNotificationsRead } from './api.ts';
import { notificationKeys } from './queries.ts';

/** Marks notifications read (all without ids): shown read at once, then the list is asked again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => postNotificationsRead(ids),
    onMutate: (ids) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationPage>(notificationKeys.latest(), (page) => {
        if (!page) return page;
        const isTarget = (id: number) => !ids || ids.includes(id);
        const results = page.results.map((n) => (isTarget(n.id) && !n.read_at ? { ...n, read_at: now } : n));
        const marked = page.results.filter((n) => isTarget(n.id) && !n.read_at).length;
        return { ...page, results, unread_count: ids ? Math.max(0, page.unread_count - marked) : 0 };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Saves the e-mail preference; the saved answer becomes the cached preference (no refetch needed). */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => patchNotificationPreferences(preferences),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
