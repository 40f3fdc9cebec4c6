import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Adds notifications; answers them with their ids, in the order given. */
export async function insertNotifications(db: Db, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

/** One page of a user's notifications, newest first. */
export function listNotifications(db: Db, userId: number, window: { limit: number; offset: number }) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many notifications a user has, and how many of them are unread. */
export async function countNotifications(db: Db, userId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Marks a user's unread notifications read: the ids given (others' ids are ignored), or all of them. */
export async function markRead(db: Db, userId: number, ids: number[] | undefined, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, ids),
      ),
    );
}
