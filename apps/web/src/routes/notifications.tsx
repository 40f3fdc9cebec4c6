import { notificationMessages as msg } from '@sanza/contracts/constants';
import { Button } from '../components/ui/button.tsx';
import { NotificationItem } from '../features/notifications/components/notifications-dialog.tsx';
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
        {unread > 0 && (
          <Button
            variant="secondary"
            onClick={() => markRead.mutate(undefined)}
            disabled={markRead.isPending}
          >
            {msg.markAllRead}
          </Button>
        )}
      </div>
      {isPending ? (
        <p role="status" className="text-sm text-muted">
          {msg.loading}
        </p>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-200">
          {msg.loadError}
        </p>
      ) : notifications.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-700 p-6 text-center text-sm text-muted">
          {msg.empty}
        </p>
      ) : (
        <>
          <ul className="space-y-1 rounded-2xl border border-ink-700 bg-ink-900 p-2">
            {notifications.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={() => {
                  if (n.read_at === null) markRead.mutate([n.id]);
                }}
              />
            ))}
          </ul>
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
