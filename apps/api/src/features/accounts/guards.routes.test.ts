import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
});
afterEach(() => ctx.close());

const UNAUTHENTICATED = { detail: 'Veuillez vous connecter pour effectuer cette action' };
const TOO_MANY = { detail: 'Trop de tentatives. Réessayez dans quelques minutes.' };

describe('protected account endpoints', () => {
  it.each([
    ['GET', '/api/auth/user/'],
    ['GET', '/api/api/auth/user/'],
    ['PATCH', '/api/auth/user/'],
    ['PATCH', '/api/api/auth/user/'],
    ['POST', '/api/auth/user/avatar/'],
    ['POST', '/api/api/auth/user/avatar/'],
  ] as const)('%s %s answers 401 to a visitor, with or without a bad token', async (method, url) => {
    for (const headers of [{}, { authorization: 'Bearer forged' }, { 'x-idp-token': 'idp_forged' }]) {
      const res = await ctx.app.inject({ method, url, headers, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHENTICATED);
    }
  });
});

describe('attempt limits', () => {
  it.each([
    ['/api/token/', { username: 'x', password: 'Wrong-pass1' }],
    ['/api/user/register/', { username: 'x' }],
    ['/api/auth/password/reset/', { email: 'x@example.cm' }],
    ['/api/auth/password/reset/confirm/MQ/abc/', {}],
  ])('POST %s answers 429 in French past the limit', async (url, payload) => {
    for (let i = 0; i < 2; i++) {
      expect((await ctx.app.inject({ method: 'POST', url, payload })).statusCode).not.toBe(429);
    }
    const res = await ctx.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    // Other clients are not affected.
    const other = await ctx.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.9.9' });
    expect(other.statusCode).not.toBe(429);
  });
});
