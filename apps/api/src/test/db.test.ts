import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { createTestDatabase } from './db.ts';

async function categoryCount(database: Database): Promise<number | undefined> {
  const [row] = await database.db.select({ n: count() }).from(categories);
  return row?.n;
}

describe('createTestDatabase', () => {
  it('answers an empty database every time, also while another is open, with identities restarted', async () => {
    const first = await createTestDatabase();
    await first.db.insert(categories).values({ serialId: 'aaaaaaaaaaaa', name: 'Jazz' });
    const second = await createTestDatabase();
    expect(await categoryCount(second)).toBe(0);
    expect(await categoryCount(first)).toBe(1);
    await second.close();
    await first.close();

    const third = await createTestDatabase();
    expect(await categoryCount(third)).toBe(0);
    const [inserted] = await third.db
      .insert(categories)
      .values({ serialId: 'bbbbbbbbbbbb', name: 'Rumba' })
      .returning({ id: categories.id });
    expect(inserted?.id).toBe(1);
    await third.close();
  });
});
