import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { artists, users } from '../schema.ts';
import { DEMO_ORGANIZER_USERNAME } from './demo-events.ts';

/** The demo artist's account: it owns the first demo artist (an account owns at most one artist). */
export const DEMO_ARTIST_USERNAME = 'mbongo';

/** A demo account given a password by this run; printed once in the first-start log, never stored in clear. */
export type DemoAccount = { username: string; password: string; role: 'organizer' | 'artist' };

/** 18 random bytes: 24 characters of base64url (letters, digits, `-` and `_`). */
const newPassword = () => randomBytes(18).toString('base64url');

/**
 * The demo organizer (owner of the demo events) and the demo artist (owner of `artistReferenceId`) can sign in
 * to the studio: each gets its role and, when it has no password yet (first start, or a database seeded before the
 * studio existed), a random one, answered here so the caller prints it once. Idempotent.
 */
export async function seedDemoAccounts(db: Db, artistReferenceId: string): Promise<DemoAccount[]> {
  await db
    .insert(users)
    .values({
      username: DEMO_ARTIST_USERNAME,
      email: 'artiste@sanza.example',
      emailVerified: true,
      firstName: 'Mbóngo',
      lastName: 'Sánzá',
    })
    .onConflictDoNothing();
  const made: DemoAccount[] = [];
  for (const [username, role] of [
    [DEMO_ORGANIZER_USERNAME, 'organizer'],
    [DEMO_ARTIST_USERNAME, 'artist'],
  ] as const) {
    const named = sql`lower(${users.username}) = ${username}`;
    await db
      .update(users)
      .set({ roles: sql`array_remove(${users.roles}, ${role}::text) || array[${role}::text]` })
      .where(and(named, sql`not (${role}::text = any(${users.roles}))`));
    const password = newPassword();
    const [set] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(and(named, isNull(users.passwordHash)))
      .returning({ username: users.username });
    if (set) made.push({ username: set.username, password, role });
  }
  const [artistAccount] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${DEMO_ARTIST_USERNAME}`);
  await db
    .update(artists)
    .set({ ownerId: artistAccount!.id })
    .where(and(eq(artists.referenceId, artistReferenceId), isNull(artists.ownerId)));
  return made;
}
