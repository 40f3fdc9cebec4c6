import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestContext, testConfig } from '../test/app.ts';
import { createTestDatabase } from '../test/db.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

describe('error bodies', () => {
  it('answers an unknown API path with 404 and the French detail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nowhere/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Ressource non trouvée' });
  });

  it('answers a wrong content type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dataset/log/',
      payload: 'path=/',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Type de contenu non supporté' });
  });

  it('echoes a safe request id and makes one otherwise', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '<script>' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unexpected failures', () => {
  it('answers 500 with a detail that reveals nothing', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database, logger: false });
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/events/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Erreur interne du serveur' });
    await app.close();
  });

  it('answers 400, not 500, when PostgreSQL refuses a value the schemas let through (last guard)', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database, logger: false });
    app.get('/api/test-last-guard/', async () => database.db.execute(sql`select ${'a\u0000b'}::text as t`));
    const res = await app.inject({ method: 'GET', url: '/api/test-last-guard/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Données invalides' });
    await app.close();
    await database.close();
  });
});
