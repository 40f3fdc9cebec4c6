import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Takes a transaction-scoped advisory lock named by `key` (hashed to 64 bits): concurrent transactions
 * asking for the same key wait for each other; released at commit or rollback. Prefix keys with their
 * feature (`stream:user:12`) so features never share a lock.
 */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
