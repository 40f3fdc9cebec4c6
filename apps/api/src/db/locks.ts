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

/**
 * Takes the advisory locks of several keys (as `lockKey`) in one statement, in one fixed order (sorted, without
 * repeats), so two transactions locking overlapping sets never wait for each other in a circle.
 */
export async function lockKeys(tx: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const sorted = [...new Set(keys)].sort();
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtextextended(k, 0))
      from unnest(array[${sql.join(
        sorted.map((k) => sql`${k}::text`),
        sql`, `,
      )}]) with ordinality as u(k, n)
     order by n`);
}
