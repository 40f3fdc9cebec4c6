import type { Notification } from '@sanza/contracts';
import {
  notificationMessages as msg,
  type NotificationData,
  notificationLink,
  notificationText,
} from '@sanza/contracts/constants';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMarkNotificationsRead } from '../mutations.ts';
import { useLatestNotifications } from '../queries.ts';

/** One notification in French, leading where it is about. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: () => void;
}) {
  const data = notification.data as NotificationData;
  const text = notificationText(notification.kind, data);
  const link = notificationLink(notification.kind, data);
  const isUnread = notification.read_at === null;
  const body = (
    <>
      <span className="flex items-start gap-2">
        {isUnread && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-accent">
            <span className="sr-only">{msg.unread}</span>
          </span>
        )}
        <span className={isUnread ? 'font-semibold text-fg' : 'text-muted'}>{text}</span>
      </span>
      <span className="mt-1 block text-xs text-muted">{formatDateTime(notification.created_at)}</span>
    </>
  );
  const className = 'block rounded-xl px-3 py-2.5 text-sm hover:bg-ink-800';
  return (
    <li>
      {link ? (
        <Link to={link} onClick={onOpen} className={className}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

/** The newest notifications in French, each leading where it is about; opening one marks it read. */
export function NotificationsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { data, isPending, isError } = useLatestNotifications(true);
  const markRead = useMarkNotificationsRead();
  const unread = data?.unread_count ?? 0;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={msg.title}>
      {isPending ? (
        <p role="status" className="text-sm text-muted">
          {msg.loading}
        </p>
      ) : isError ? (
        <p role="alert" className="text-sm text-red-200">
          {msg.loadError}
        </p>
      ) : data.results.length === 0 ? (
        <p className="text-sm text-muted">{msg.empty}</p>
      ) : (
        <>
          <ul className="-mx-3 space-y-1">
            {data.results.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={() => {
                  if (n.read_at === null) markRead.mutate([n.id]);
                  onClose();
                }}
              />
            ))}
          </ul>
          <Link
            to="/notifications"
            onClick={onClose}
            className="mr-2 inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold text-accent hover:text-accent-soft"
          >
            {msg.seeAll}
          </Link>
          {unread > 0 && (
            <Button
              variant="secondary"
              onClick={() => markRead.mutate(undefined)}
              disabled={markRead.isPending}
            >
              {msg.markAllRead}
            </Button>
          )}
        </>
      )}
    </Dialog>
  );
}
