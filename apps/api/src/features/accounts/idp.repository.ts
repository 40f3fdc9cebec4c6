import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identities, idpTokens, oidcLoginStates, users } from '../../db/schema.ts';

/** Remembers a sign-in in progress, and forgets those expired. */
export async function insertLoginState(db: Db, values: typeof oidcLoginStates.$inferInsert, now: Date) {
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, now));
  await db.insert(oidcLoginStates).values(values);
}

/** Takes a sign-in in progress out (single use); undefined when unknown, already taken or expired. */
export async function takeLoginState(db: Db, state: string, provider: string, now: Date) {
  const [row] = await db
    .delete(oidcLoginStates)
    .where(
      and(
        eq(oidcLoginStates.state, state),
        eq(oidcLoginStates.provider, provider),
        gt(oidcLoginStates.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** The user linked to an account at the provider. */
export async function findUserByIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
  return row?.user;
}

/** Links an account at the provider to a user. */
export async function insertIdentity(db: Db, values: typeof identities.$inferInsert) {
  await db.insert(identities).values(values);
}

/** Stores an identity-provider token's hash. */
export async function insertIdpToken(db: Db, values: typeof idpTokens.$inferInsert) {
  await db.insert(idpTokens).values(values);
}

/** The active user owning a live identity-provider token (of `provider` when given). */
export async function findIdpTokenUser(db: Db, tokenHash: string, now: Date, provider?: string) {
  const [row] = await db
    .select({ userId: idpTokens.userId })
    .from(idpTokens)
    .innerJoin(users, eq(users.id, idpTokens.userId))
    .where(
      and(
        eq(idpTokens.tokenHash, tokenHash),
        provider === undefined ? undefined : eq(idpTokens.provider, provider),
        isNull(idpTokens.revokedAt),
        gt(idpTokens.expiresAt, now),
        eq(users.isActive, true),
      ),
    );
  return row?.userId ?? null;
}

/**
 * Gives an unverified account to whoever proved the mailbox at the provider: its password is cleared and its
 * sessions end (its access tokens stop writing), so someone who signed up first with another person's address
 * loses the account.
 */
export async function claimUnverifiedAccount(db: Db, userId: number, now: Date) {
  await db
    .update(users)
    .set({
      passwordHash: null,
      emailVerified: true,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
