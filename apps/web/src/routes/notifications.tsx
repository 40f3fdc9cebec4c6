import { notificationMessages as msg } from '@sanza/contracts/constants';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/load-states.tsx';
import {
  MarkAllReadButton,
  NotificationList,
  NotificationsNotice,
} from '../features/notifications/components/notification-list.tsx';
import { useMarkNotificationsRead } from '../features/notifications/mutations.ts';
import { useNotificationPages } from '../features/notifications/queries.ts';

/** `/notifications`: every notification, newest first, a page at a time; opening one marks it read. */
export function NotificationsPage() {
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useNotificationPages();
  const markRead = useMarkNotificationsRead();
  const notifications = data?.pages.flatMap((p) => p.results) ?? [];
  const unread = data?.pages[0]?.unread_count ?? 0;
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">{msg.title}</h1>
        <MarkAllReadButton unread={unread} markRead={markRead} />
      </div>
      {isPending || isError ? (
        <NotificationsNotice isPending={isPending} />
      ) : notifications.length === 0 ? (
        <EmptyState compact>{msg.empty}</EmptyState>
      ) : (
        <>
          <NotificationList
            notifications={notifications}
            markRead={markRead}
            className="space-y-1 rounded-2xl border border-ink-700 bg-ink-900 p-2"
          />
          {hasNextPage && (
            <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {msg.more}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
