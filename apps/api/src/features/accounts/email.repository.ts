import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailConfirmations, users } from '../../db/schema.ts';

/** Stores a confirmation link's hash. */
export async function insertEmailConfirmation(db: Db, values: typeof emailConfirmations.$inferInsert) {
  await db.insert(emailConfirmations).values(values);
}

/** How many confirmation links a user was sent since `since` (to bound the mails one account can cause). */
export async function countEmailConfirmationsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), gt(emailConfirmations.createdAt, since)));
  return row?.n ?? 0;
}

/** A confirmation link by the hash of its token. */
export async function findEmailConfirmation(db: Db, tokenHash: string) {
  const [row] = await db.select().from(emailConfirmations).where(eq(emailConfirmations.tokenHash, tokenHash));
  return row;
}

/** Spends a link if it is still unused and unexpired; false otherwise (a concurrent use got there first). */
export async function spendEmailConfirmation(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmations.id, id),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, now),
      ),
    )
    .returning({ id: emailConfirmations.id });
  return rows.length === 1;
}

/**
 * Spends every unused link of a user, or with `exceptEmail` only those for another address (the pending
 * changes): one new link, a confirmed address or a new password makes them useless.
 */
export async function spendUserEmailConfirmations(db: Db, userId: number, now: Date, exceptEmail?: string) {
  await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        exceptEmail === undefined
          ? undefined
          : sql`lower(${emailConfirmations.email}) <> lower(${exceptEmail})`,
      ),
    );
}

/** The address of the user's live link for an address other than `currentEmail` (a pending change), or null. */
export async function findPendingEmail(
  db: Db,
  userId: number,
  currentEmail: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ email: emailConfirmations.email })
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, now),
        sql`lower(${emailConfirmations.email}) <> lower(${currentEmail})`,
      ),
    )
    .orderBy(desc(emailConfirmations.createdAt), desc(emailConfirmations.id))
    .limit(1);
  return row?.email ?? null;
}

/** Makes `email` the user's confirmed address; a taken address raises the database's unique violation. */
export async function setConfirmedEmail(db: Db, userId: number, email: string, now: Date) {
  await db.update(users).set({ email, emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
}
