import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { accessTokenFor, testConfig } from '../test/app.ts';
import { createTestDatabase } from '../test/db.ts';
import { createUser } from '../test/factories.ts';

// Failed statements carry their SQL, their parameters and PostgreSQL's detail ("Key (email)=(…) already
// exists"): personal data that must never reach a log line.
const SECRET_NAME = 'Jean-Secret Mabiala';
const SECRET_EMAIL = 'jean.secret@example.cm';

let database: Database;
let app: App;
let lines: string[];
beforeEach(async () => {
  database = await createTestDatabase();
  lines = [];
  const stream = { write: (line: string) => void lines.push(line) };
  app = await buildApp(testConfig(), { database, logger: { level: 'info', stream } });
  // Test routes that make the database fail with a client's values in the statement.
  app.post('/api/test-duplicate/', async () => {
    await createUser(database.db, { email: SECRET_EMAIL });
    return createUser(database.db, { email: SECRET_EMAIL });
  });
  app.get('/api/test-refused/', async () => database.db.execute(sql`select ${SECRET_NAME}::int as n`));
});
afterEach(async () => {
  await app.close();
  await database.close();
});

/** The log lines about failures, parsed. */
const errorLines = () =>
  lines.map((line) => JSON.parse(line)).filter((entry: { level: number }) => entry.level >= 40);

/** Every log line says nothing of the values, nor the SQL. */
function expectNothingPersonal() {
  const all = lines.join('\n');
  for (const leak of [SECRET_NAME, SECRET_EMAIL, 'jean.secret', 'insert into', 'select $1', 'Failed query']) {
    expect(all).not.toContain(leak);
  }
}

describe('log lines of failed statements', () => {
  it('keep the SQLSTATE and the constraint of an unexpected failure (500), never the SQL or its parameters', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test-duplicate/' });
    expect(res.statusCode).toBe(500);
    const [line] = errorLines();
    expect(line.msg).toBe('unhandled error');
    expect(line.err).toMatchObject({
      type: 'DrizzleQueryError',
      code: '23505',
      constraint: 'users_email_lower_key',
      table: 'users',
      message: 'database error 23505',
    });
    expect(line.err.stack).toMatch(/^\s+at /);
    expectNothingPersonal();
  });

  it('keep the SQLSTATE of a value PostgreSQL refused (400), never the value', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-refused/' });
    expect(res.statusCode).toBe(400);
    const [line] = errorLines();
    expect(line.msg).toBe('database refused a client value');
    expect(line.err).toMatchObject({ code: '22P02', message: 'database error 22P02' });
    expectNothingPersonal();
  });

  it('say nothing personal when a real route fails in the database', async () => {
    const user = await createUser(database.db);
    // Stands in for a database failing on this statement (disk full, a broken trigger): the values are in the error.
    await database.db.execute(sql`create function refuse_update() returns trigger language plpgsql as $$
      begin raise exception 'refusé pour %', new.first_name; end $$`);
    await database.db.execute(sql`create trigger refuse_update before update on users
      for each row execute function refuse_update()`);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      payload: { first_name: SECRET_NAME },
      headers: { authorization: `Bearer ${await accessTokenFor(user.id)}` },
    });
    expect(res.statusCode).toBe(500);
    expect(errorLines().map((l) => [l.msg, l.err.code])).toEqual([['unhandled error', 'P0001']]);
    expectNothingPersonal();
  });

  it('keep the message and stack of other errors', async () => {
    app.get('/api/test-bug/', async () => {
      throw new TypeError('x is not a function');
    });
    expect((await app.inject({ method: 'GET', url: '/api/test-bug/' })).statusCode).toBe(500);
    const [line] = errorLines();
    expect(line.err).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(line.err.stack).toContain('TypeError: x is not a function');
  });
});
