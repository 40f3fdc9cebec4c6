import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, vi } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import { createTestApp, type TestContext, testConfig } from './app.ts';
import { testTarget } from './db.ts';

/** Real concurrency needs a real server with several connections: these suites run on PostgreSQL only. */
export const describeOnPostgres = describe.runIf(testTarget === 'postgres');

/** The servers of one test; the fields are set before each test. */
export type Servers = {
  /** The first app. */
  app: App;
  /** The test's own database, as the first app reaches it. */
  database: Database;
  /** A second app on the same database, with its own connection pool. */
  second: App;
};

/**
 * Two server processes on one fresh database before each test, each app with its own connection pool (and
 * LISTEN connection), so calls really run in parallel; all closed after the test.
 */
export function twoServersPerTest(): Servers {
  const servers = {} as Servers;
  let ctx: TestContext;
  let secondDatabase: Database;
  // A loaded test machine may take longer than the product's 200 ms to echo a notification: waiting longer here
  // keeps a write's answer after the other process has been told, which the cache tests check.
  const env = { READ_CACHE_ECHO_TIMEOUT_MS: '10000' };
  beforeEach(async () => {
    ctx = await createTestApp({ env });
    secondDatabase = await openDatabase({ url: (ctx.database as Database & { url: string }).url });
    servers.app = ctx.app;
    servers.database = ctx.database;
    servers.second = await buildApp(testConfig(env), { database: secondDatabase, logger: false });
  });
  afterEach(async () => {
    await servers.second.close();
    await secondDatabase.close();
    await ctx.close();
  });
  return servers;
}

/** Sessions of this database waiting for a lock (a row, a table or an advisory lock). */
async function lockWaiters(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/**
 * A starting line for a race, drawn by PostgreSQL itself: `hold` takes a lock in a transaction of the test's own,
 * `calls` start, and the lock is let go only when `waiting` sessions wait on a lock (the held one, or one the code
 * under test takes first). Held where the calls write, it lets every call read before any of them writes, so
 * code without serialisation of its own loses the race every time, not by chance. Fails when the calls never get
 * that far (a wrong `waiting`, or calls that do not wait where the test thinks).
 */
export async function raceBehindLock<T>(
  database: Database,
  hold: (tx: Db) => Promise<unknown>,
  waiting: number,
  calls: () => Promise<T>,
): Promise<T> {
  let isHeld!: () => void;
  const held = new Promise<void>((resolve) => {
    isHeld = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holder = database.db.transaction(async (tx) => {
    await hold(tx);
    isHeld();
    await released;
  });
  await held;
  const answers = calls();
  answers.catch(() => {});
  try {
    await vi.waitFor(
      async () => {
        if ((await lockWaiters(database)) < waiting)
          throw new Error(`${waiting} calls never waited together`);
      },
      { timeout: 20_000, interval: 20 },
    );
  } finally {
    release();
    await holder;
  }
  return answers;
}
