import { afterEach, beforeEach, describe } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
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
