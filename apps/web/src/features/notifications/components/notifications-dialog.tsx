import { notificationMessages as msg } from '@sanza/contracts/constants';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useMarkNotificationsRead } from '../mutations.ts';
import { useLatestNotifications } from '../queries.ts';
import { MarkAllReadButton, NotificationList, NotificationsNotice } from './notification-list.tsx';

/** The newest notifications in French, each leading where it is about; opening one marks it read. */
export function NotificationsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { data, isPending, isError } = useLatestNotifications(true);
  const markRead = useMarkNotificationsRead();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={msg.title}>
      {isPending || isError ? (
        <NotificationsNotice isPending={isPending} />
      ) : data.results.length === 0 ? (
        <p className="text-sm text-muted">{msg.empty}</p>
      ) : (
        <>
          <NotificationList
            notifications={data.results}
            markRead={markRead}
            className="-mx-3 space-y-1"
            onOpen={onClose}
          />
          <Link
            to="/notifications"
            onClick={onClose}
            className="mr-2 inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold text-accent hover:text-accent-soft"
          >
            {msg.seeAll}
          </Link>
          <MarkAllReadButton unread={data.unread_count} markRead={markRead} />
        </>
      )}
    </Dialog>
  );
}
