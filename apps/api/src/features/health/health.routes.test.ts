import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestContext, testConfig } from '../../test/app.ts';
import { createTestDatabase } from '../../test/db.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

describe('GET /healthz', () => {
  it('answers 200 when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 once the database is gone', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database, logger: false });
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'error' });
    await app.close();
  });
});
