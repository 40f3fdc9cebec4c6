import { TRACKING_RATE_PER_MINUTE } from '@sanza/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

const record = {
  path: '/events',
  method: 'GET',
  action: 'page_view',
  user_agent: 'Mozilla/5.0 (Linux; Android 10)',
  metadata: { screen_resolution: '360x740', referrer: '', timestamp: '2026-11-22T10:00:00.000Z', lang: 'fr' },
};
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/dataset/log/', payload: payload as object, headers });
const storedRows = () => ctx.database.db.select().from(pageViews);

describe('POST /api/dataset/log/', () => {
  it('stores an anonymous page view and answers 201', async () => {
    const res = await send(record);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'ok' });
    const [row] = await storedRows();
    expect(row).toMatchObject({
      userId: null,
      path: '/events',
      method: 'GET',
      action: 'page_view',
      userAgent: record.user_agent,
      metadata: record.metadata,
    });
  });

  it('is served at both readings of the spec path, /api/dataset/log/ and /api/api/dataset/log/', async () => {
    const other = await ctx.app.inject({ method: 'POST', url: '/api/api/dataset/log/', payload: record });
    expect(other.statusCode).toBe(201);
    expect((await send(record)).statusCode).toBe(201);
    expect(await storedRows()).toHaveLength(2);
  });

  it('attaches the user when a valid bearer token comes with it', async () => {
    const user = await createUser(ctx.database.db);
    const token = await accessTokenFor(user.id);
    expect((await send(record, { authorization: `Bearer ${token}` })).statusCode).toBe(201);
    expect((await storedRows())[0]?.userId).toBe(user.id);
  });

  it('stores the view anonymously, never 401, when the token is forged or expired', async () => {
    const user = await createUser(ctx.database.db);
    const expired = await accessTokenFor(user.id, new Date(Date.now() - 3600_000));
    expect((await send(record, { authorization: `Bearer ${expired}` })).statusCode).toBe(201);
    expect((await send(record, { authorization: 'Bearer not-a-token' })).statusCode).toBe(201);
    expect((await storedRows()).map((r) => r.userId)).toEqual([null, null]);
  });

  it('rejects a record without path or action with 400 naming the fields, and stores nothing', async () => {
    const res = await send({ method: 'GET', metadata: {} });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['action', 'path']);
    expect(await storedRows()).toHaveLength(0);
  });

  it('rejects malformed JSON with 400 and a French detail', async () => {
    const res = await send('{"path": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Données invalides' });
  });

  it('rejects a body over the size bound with 413', async () => {
    const res = await send({ ...record, metadata: { note: 'x'.repeat(250), big: 'y'.repeat(5000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Requête trop volumineuse' });
  });

  it('rejects metadata with too many extra fields', async () => {
    const metadata = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, i]));
    expect((await send({ ...record, metadata })).statusCode).toBe(400);
  });

  it(`answers 429 in French past ${TRACKING_RATE_PER_MINUTE} views a minute from one client`, async () => {
    for (let i = 0; i < TRACKING_RATE_PER_MINUTE; i++) expect((await send(record)).statusCode).toBe(201);
    const res = await send(record);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toBe('Trop de requêtes. Veuillez réessayer dans quelques instants.');
  });
});
