import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservationItems, reservationShares, reservations, users } from '../../db/schema.ts';

/** Existing, active users among the given ids. */
export function findUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
}

export async function addShares(db: Db, reservationId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await db
    .insert(reservationShares)
    .values(userIds.map((userId) => ({ reservationId, userId })))
    .onConflictDoNothing();
}

export async function removeShare(db: Db, reservationId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(reservationShares)
    .where(and(eq(reservationShares.reservationId, reservationId), eq(reservationShares.userId, userId)))
    .returning({ userId: reservationShares.userId });
  return rows.length > 0;
}

/** Takes back the items of a reservation assigned to a user (when it is no longer shared with them). */
export async function clearAssignments(db: Db, reservationId: number, userId: number) {
  await db
    .update(reservationItems)
    .set({ assignedUserId: null })
    .where(
      and(eq(reservationItems.reservationId, reservationId), eq(reservationItems.assignedUserId, userId)),
    );
}

export function sharedUsers(db: Db, reservationId: number) {
  return db
    .select({ id: users.id, username: users.username })
    .from(reservationShares)
    .innerJoin(users, eq(users.id, reservationShares.userId))
    .where(eq(reservationShares.reservationId, reservationId))
    .orderBy(asc(users.username));
}

/** Users whose name contains `search`, other than the owner and those already shared with. */
export function searchShareableUsers(
  db: Db,
  opts: { reservationId: number; ownerId: number; search: string; limit: number },
) {
  const pattern = `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        ilike(users.username, pattern),
        eq(users.isActive, true),
        sql`${users.id} <> ${opts.ownerId}`,
        sql`${users.id} not in (select ${reservationShares.userId} from ${reservationShares} where ${reservationShares.reservationId} = ${opts.reservationId})`,
      ),
    )
    .orderBy(asc(sql`length(${users.username})`), asc(users.username))
    .limit(opts.limit);
}

/** An item with its reservation, for assignment. */
export async function findItemWithReservation(db: Db, itemId: number) {
  const [row] = await db
    .select({ item: reservationItems, reservation: reservations })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(eq(reservationItems.id, itemId));
  return row;
}

export async function assignItem(db: Db, itemId: number, userId: number) {
  await db.update(reservationItems).set({ assignedUserId: userId }).where(eq(reservationItems.id, itemId));
}
