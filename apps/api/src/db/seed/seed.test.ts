import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import type { Database } from '../client.ts';
import { categories, events, ticketTypes, users } from '../schema.ts';
import { demoSerialId, seedDemo } from './seed.ts';

let database: Database;
let mediaDir: string;
beforeEach(async () => {
  database = await createTestDatabase();
  mediaDir = mkdtempSync(join(tmpdir(), 'sanza-media-'));
});
afterEach(() => database.close());

const counts = async () => {
  const db = database.db;
  const [[u], [c], [e], [t]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(events),
    db.select({ n: count() }).from(ticketTypes),
  ]);
  return { users: u!.n, categories: c!.n, events: e!.n, ticketTypes: t!.n };
};

describe('seedDemo', () => {
  it('makes a dozen events over several categories, with covers and every kind of ticket', async () => {
    await seedDemo(database.db, { mediaDir });
    const n = await counts();
    expect(n.events).toBe(12);
    expect(n.categories).toBeGreaterThanOrEqual(4);
    const types = await database.db.select().from(ticketTypes);
    expect(types.some((t) => t.price === 0)).toBe(true);
    expect(types.some((t) => t.price > 0 && t.quantityAvailable > 0)).toBe(true);
    expect(types.some((t) => t.quantityAvailable === 0)).toBe(true);
    expect(types.some((t) => t.isAuction)).toBe(true);
    const cover = join(mediaDir, 'events', `${demoSerialId('fespam')}.svg`);
    expect(existsSync(cover)).toBe(true);
    expect(readFileSync(cover, 'utf8')).toContain('<svg');
  });

  it('is idempotent: a second run adds nothing', async () => {
    await seedDemo(database.db, { mediaDir });
    const first = await counts();
    await seedDemo(database.db, { mediaDir });
    expect(await counts()).toEqual(first);
  });
});
