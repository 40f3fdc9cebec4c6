import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Writes profile columns of one user and returns the row (undefined when the user is gone). */
export async function updateUserProfile(db: Db, userId: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}
