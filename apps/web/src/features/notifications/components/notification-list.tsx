import type { Notification } from '@sanza/contracts';
import {
  notificationMessages as msg,
  type NotificationData,
  notificationLink,
  notificationText,
} from '@sanza/contracts/constants';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { useMarkNotificationsRead } from '../mutations.ts';

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

/** What marks notifications read, shared by a list and its « Tout marquer comme lu ». */
type MarkRead = ReturnType<typeof useMarkNotificationsRead>;

/**
 * Notifications, newest first; opening an unread one marks it read with `markRead`, then `onOpen` runs (closing a
 * dialog).
 */
export function NotificationList({
  notifications,
  markRead,
  className,
  onOpen,
}: {
  notifications: readonly Notification[];
  markRead: MarkRead;
  className: string;
  onOpen?: () => void;
}) {
  return (
    <ul className={className}>
      {notifications.map((n) => (
        <NotificationItem
          key={n.id}
          notification={n}
          onOpen={() => {
            if (n.read_at === null) markRead.mutate([n.id]);
            onOpen?.();
          }}
        />
      ))}
    </ul>
  );
}

/** While the notifications load, or when they could not be read: one line, announced. */
export function NotificationsNotice({ isPending }: { isPending: boolean }) {
  return isPending ? (
    <p role="status" className="text-sm text-muted">
      {msg.loading}
    </p>
  ) : (
    <p role="alert" className="text-sm text-red-200">
      {msg.loadError}
    </p>
  );
}

/** « Tout marquer comme lu », offered while some are unread. */
export function MarkAllReadButton({ unread, markRead }: { unread: number; markRead: MarkRead }) {
  if (unread === 0) return null;
  return (
    <Button variant="secondary" onClick={() => markRead.mutate(undefined)} disabled={markRead.isPending}>
      {msg.markAllRead}
    </Button>
  );
}
