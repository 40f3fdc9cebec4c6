import { notificationMessages } from '@sanza/contracts/constants';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { useLatestNotifications } from '../queries.ts';

// The list and its texts download the first time the bell is opened, not with every page.
const NotificationsDialog = lazy(async () => ({
  default: (await import('./notifications-dialog.tsx')).NotificationsDialog,
}));

/** The header bell of a signed-in user: the unread count, opening the newest notifications. */
export function NotificationBell() {
  const { data } = useLatestNotifications(true);
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const unread = data?.unread_count ?? 0;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={notificationMessages.bellLabel(unread)}
        title={notificationMessages.title}
        data-testid="notification-bell"
        className="relative grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-ink-800 hover:text-fg"
      >
        <Bell aria-hidden="true" className="size-5" />
        <CountBadge count={unread} className="top-1 right-0.5" />
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <NotificationsDialog isOpen={isOpen} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
