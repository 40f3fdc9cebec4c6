import type { StudioRole } from '@sanza/contracts/constants';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idpTokens, loginFailures, refreshTokens, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The user a sign-in names: by e-mail when the identifier has an `@` (usernames never do), else by username. */
export async function findUserByLogin(db: Db, identifier: string): Promise<UserRow | undefined> {
  const column = identifier.includes('@') ? users.email : users.username;
  const [row] = await db.select().from(users).where(sql`lower(${column}) = lower(${identifier})`).limit(1);
  return row;
}

/** An active user by id. */
export async function findActiveUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  return row;
}

/** An active user by e-mail, case-insensitively. */
export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.isActive, true)))
    .limit(1);
  return row;
}

/** Whether a username is taken, case-insensitively. */
export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return Boolean(row);
}

/** Whether an e-mail address belongs to an account (other than `exceptUserId`), case-insensitively. */
export async function isEmailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptUserId === undefined ? undefined : sql`${users.id} <> ${exceptUserId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Inserts a user; a duplicate username or e-mail raises the database's unique violation. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Stores a refresh token's hash. */
export async function insertRefreshToken(db: Db, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

/** A refresh token by the hash of its value. */
export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Spends a refresh token; false when it was already spent or revoked (a concurrent use got there first). */
export async function spendRefreshToken(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Revokes every live token of a family (reuse of a spent token means it was stolen). */
export async function revokeRefreshFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every refresh and identity-provider token of a user (password reset, account takeover defence). */
export async function revokeUserSessions(db: Db, userId: number, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db
    .update(idpTokens)
    .set({ revokedAt: now })
    .where(and(eq(idpTokens.userId, userId), isNull(idpTokens.revokedAt)));
}

/** Whether an access token signed at `tokenVersion` still speaks for the user: active, version not raised since. */
/** `isTokenVersionCurrent`'s query, prepared once per database: it runs for every authenticated request. */
const tokenVersionQueries = new WeakMap<Db, ReturnType<typeof prepareTokenVersionQuery>>();
const prepareTokenVersionQuery = (db: Db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.isActive, true),
        eq(users.tokenVersion, sql.placeholder('tokenVersion')),
      ),
    )
    .prepare('is_token_version_current');

export async function isTokenVersionCurrent(db: Db, userId: number, tokenVersion: number): Promise<boolean> {
  let query = tokenVersionQueries.get(db);
  if (!query) {
    query = prepareTokenVersionQuery(db);
    tokenVersionQueries.set(db, query);
  }
  const [row] = await query.execute({ userId, tokenVersion });
  return Boolean(row);
}

/**
 * Sets a new password and raises the token version, so access tokens signed before no longer write; with
 * `verifiesEmail` (a link mailed to the address was followed) the e-mail becomes verified. Answers the row.
 */
export async function setPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
  opts: { verifiesEmail?: boolean } = {},
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: now,
      ...(opts.verifiesEmail ? { emailVerified: true } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Disables an account: it can no longer sign in or refresh, its access tokens no longer write (version raised)
 * and its refresh and identity-provider tokens are revoked. False when there is no such user.
 */
export async function deactivateUser(db: Db, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isActive: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (rows.length === 0) return false;
  await revokeUserSessions(db, userId, now);
  return true;
}

/** Failed sign-ins since `since`, from one client address and against one account. */
export async function countLoginFailures(db: Db, q: { ip: string; account: string; since: Date }) {
  const [byIp] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, q.ip), gt(loginFailures.createdAt, q.since)));
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, q.account), gt(loginFailures.createdAt, q.since)));
  return { byIp: byIp?.n ?? 0, byAccount: byAccount?.n ?? 0 };
}

/** Records a failed sign-in and forgets those older than `purgeBefore`. */
export async function recordLoginFailure(
  db: Db,
  f: { ip: string; account: string; at: Date; purgeBefore: Date },
) {
  await db.insert(loginFailures).values({ ip: f.ip, account: f.account, createdAt: f.at });
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, f.purgeBefore));
}

/** A user by e-mail, case-insensitively, active or not. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

/**
 * Gives (or with `grant` false withdraws) a studio role, by username in any case; the username as stored, or null
 * when there is none. Granting twice keeps one copy; the account's tokens are untouched (roles are read per call).
 */
export async function setRoleByUsername(
  db: Db,
  username: string,
  role: StudioRole,
  grant: boolean,
): Promise<string | null> {
  const without = sql`array_remove(${users.roles}, ${role}::text)`;
  const [row] = await db
    .update(users)
    .set({
      roles: grant ? sql`${without} || array[${role}::text]` : without,
      updatedAt: new Date(),
    })
    .where(sql`lower(${users.username}) = lower(${username})`)
    .returning({ username: users.username });
  return row?.username ?? null;
}
