import type { StudioRole } from '@sanza/contracts/constants';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type StaffUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'email' | 'roles' | 'isActive' | 'createdAt'
>;

const staffUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  roles: users.roles,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

/** Accounts whose username or e-mail contains `q` (any case; no wildcard characters), oldest first. */
export async function listUsers(
  db: Db,
  q: string,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: StaffUserRow[] }> {
  const where = q
    ? sql`(position(lower(${q}) in lower(${users.username})) > 0 or position(lower(${q}) in lower(${users.email})) > 0)`
    : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select(staffUserColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  return { count: total?.n ?? 0, rows };
}

/** An account, active or not. */
export async function findStaffUser(db: Db, id: number): Promise<StaffUserRow | undefined> {
  const [row] = await db.select(staffUserColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Replaces an account's studio roles; the account as it now is, or undefined when there is none. */
export async function replaceRoles(
  db: Db,
  id: number,
  roles: StudioRole[],
  now: Date,
): Promise<StaffUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ roles, updatedAt: now })
    .where(eq(users.id, id))
    .returning(staffUserColumns);
  return row;
}

/** Lets a deactivated account sign in again (its old tokens stay stale: the version was raised). */
export async function activateUser(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isActive: true, updatedAt: now })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}
