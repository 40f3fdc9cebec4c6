import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { createTokenSigner } from '../lib/jwt.ts';
import { createTestDatabase } from './db.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** A configuration for tests: temporary data and media directories, no web build, no demo seed. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dir = mkdtempSync(join(tmpdir(), 'sanza-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dir,
    MEDIA_DIR: join(dir, 'media'),
    WEB_DIST_DIR: join(dir, 'no-web-build'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // A proof of work tests solve in milliseconds.
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_NUMBER: '10',
    ...env,
  });
}

export type TestContext = { app: App; database: Database; config: Config; close(): Promise<void> };

/** Builds the real app on a fresh test database; `close()` tears both down. */
export async function createTestApp(
  opts: { clock?: Clock; env?: Record<string, string> } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig(opts.env);
  const app = await buildApp(config, { database, clock: opts.clock ?? systemClock, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The real app on a fresh test database before each test of the file (or describe block) that calls it, torn
 * down after the test. With `start`, `clock` is set back to it first. Answers a context that reads the
 * current test's app and database.
 */
export function appPerTest(
  opts: { clock?: Clock & { set(d: Date): void }; start?: Date; env?: Record<string, string> } = {},
): TestContext {
  let current: TestContext | undefined;
  beforeEach(async () => {
    if (opts.start) opts.clock?.set(opts.start);
    current = await createTestApp({ clock: opts.clock, env: opts.env });
  });
  afterEach(() => current!.close());
  return {
    get app() {
      return current!.app;
    },
    get database() {
      return current!.database;
    },
    get config() {
      return current!.config;
    },
    close: () => current!.close(),
  };
}

/** An access token for a user id, signed like the server signs them. */
export function accessTokenFor(userId: number, now?: Date): Promise<string> {
  return createTokenSigner(TEST_JWT_SECRET).signAccess(userId, now);
}
