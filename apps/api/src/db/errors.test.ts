import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db.ts';
import { createPlaylist, createUser } from '../test/factories.ts';
import type { Database } from './client.ts';
import { clientDataError, foreignKeyViolation, uniqueViolation } from './errors.ts';
import { playlistFollows, playlists } from './schema.ts';

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

describe('foreignKeyViolation', () => {
  it('names the foreign key a row pointing to a missing parent broke, through the driver and ORM wrappers', async () => {
    const user = await createUser(database.db);
    const list = await createPlaylist(database.db);
    await database.db.delete(playlists).where(eq(playlists.id, list.id));
    const orphan = await database.db
      .insert(playlistFollows)
      .values({ userId: user.id, playlistId: list.id })
      .catch((e) => e);
    expect(foreignKeyViolation(orphan)).toBe('playlist_follows_playlist_id_playlists_id_fk');
  });

  it('is null for anything else', () => {
    expect(foreignKeyViolation(new Error('x'))).toBeNull();
    expect(foreignKeyViolation(undefined)).toBeNull();
    expect(foreignKeyViolation({ code: '23505', constraint: 'users_email_lower_key' })).toBeNull();
  });
});

describe('clientDataError', () => {
  it('names the SQLSTATE of a value PostgreSQL refuses, through the driver and ORM wrappers', async () => {
    const refused = (query: ReturnType<typeof sql>) =>
      database.db.execute(query).then(
        () => null,
        (e) => e,
      );
    expect(clientDataError(await refused(sql`select ${'a\u0000b'}::text`))).toBe('22021');
    expect(clientDataError(await refused(sql`select ${'2147483648'}::int4`))).toBe('22003');
    expect(clientDataError(await refused(sql`select ${'0000-01-01'}::date`))).toBe('22008');
    expect(clientDataError(await refused(sql`select ${'2024-13-01'}::date`))).toBe('22008');
    expect(clientDataError(await refused(sql`select ${'abc'}::int4`))).toBe('22P02');
  });

  it('is null for anything else', async () => {
    const missing = await database.db.execute(sql`select * from no_such_table`).catch((e) => e);
    expect(clientDataError(missing)).toBeNull();
    expect(clientDataError({ code: '23505' })).toBeNull();
    expect(clientDataError(new Error('x'))).toBeNull();
  });
});
