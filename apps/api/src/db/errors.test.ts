import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db.ts';
import { createUser } from '../test/factories.ts';
import type { Database } from './client.ts';
import { uniqueViolation } from './errors.ts';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

describe('uniqueViolation', () => {
  it('names the unique index a duplicate broke, through the driver and ORM wrappers', async () => {
    await createUser(database.db, { username: 'Alain', email: 'alain@example.cm' });
    const byName = await createUser(database.db, { username: 'alain', email: 'autre@example.cm' }).catch(
      (e) => e,
    );
    expect(uniqueViolation(byName)).toBe('users_username_lower_key');
    const byMail = await createUser(database.db, { username: 'autre', email: 'ALAIN@example.cm' }).catch(
      (e) => e,
    );
    expect(uniqueViolation(byMail)).toBe('users_email_lower_key');
  });

  it('is null for anything else', () => {
    expect(uniqueViolation(new Error('x'))).toBeNull();
    expect(uniqueViolation(null)).toBeNull();
    expect(uniqueViolation({ code: '23503' })).toBeNull();
  });
});
