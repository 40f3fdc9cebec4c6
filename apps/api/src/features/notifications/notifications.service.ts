import type { Notification, NotificationData, NotificationKind } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageWindow } from '../../lib/paging.ts';
import * as repo from './notifications.repository.ts';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** What another feature asks to tell a user. */
export type NewNotification = { userId: number; kind: NotificationKind; data: NotificationData };

/** The API shape of a stored notification (whitelisted fields). */
export function presentNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    data: (row.data ?? {}) as Record<string, unknown>,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/** In-app notices: written by other features inside their own transactions, read and marked read by their user. */
export function createNotificationsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Stores notifications in the caller's transaction, so they exist only if what they tell commits. */
    async add(tx: Db, items: NewNotification[]): Promise<Notification[]> {
      const now = clock.now();
      const rows = await repo.insertNotifications(
        tx,
        items.map((n) => ({ userId: n.userId, kind: n.kind, data: n.data, createdAt: now })),
      );
      return rows.map(presentNotification);
    },

    /** One page of the user's notifications, newest first, with the number still unread. */
    async list(userId: number, page: number, pageSize: number) {
      const [rows, counts] = await Promise.all([
        repo.listNotifications(db, userId, pageWindow(page, pageSize)),
        repo.countNotifications(db, userId),
      ]);
      return { count: counts.total, unread: counts.unread, results: rows.map(presentNotification) };
    },

    /** Marks the given notifications of the user read (all of them without ids); answers what stays unread. */
    async markRead(userId: number, ids: number[] | undefined): Promise<{ unread_count: number }> {
      await repo.markRead(db, userId, ids, clock.now());
      return { unread_count: (await repo.countNotifications(db, userId)).unread };
    },
  };
}
