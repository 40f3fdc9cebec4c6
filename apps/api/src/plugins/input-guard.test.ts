import { searchMessages } from '@sanza/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessTokenFor, createTestApp, type TestContext } from '../test/app.ts';
import { createUser } from '../test/factories.ts';

// The examples: 11 × 500 out of 19 398 fuzzed requests, all from a NUL byte reaching PostgreSQL.
let ctx: TestContext;
let auth: { authorization: string };
beforeEach(async () => {
  ctx = await createTestApp();
  auth = { authorization: `Bearer ${await accessTokenFor((await createUser(ctx.database.db)).id)}` };
});
afterEach(() => ctx.close());

const invalid = 'Données invalides';

describe('NUL bytes and lone surrogates', () => {
  it('answers a NUL byte in a path id with 404', async () => {
    const event = await ctx.app.inject({ method: 'GET', url: '/api/events/%00/' });
    expect(event.statusCode).toBe(404);
    expect(event.json()).toEqual({ detail: 'Ressource non trouvée' });
    const reservation = await ctx.app.inject({
      method: 'GET',
      url: '/api/tickets/reservations/%00/',
      headers: auth,
    });
    expect(reservation.statusCode).toBe(404);
    expect(reservation.json()).toEqual({ detail: 'Ressource non trouvée' });
  });

  it('still answers a visitor 401 on a protected route, NUL or not', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/tickets/reservations/%00/' });
    expect(res.statusCode).toBe(401);
  });

  it('answers a NUL byte in a JSON field, at any depth, with 400 on that field', async () => {
    const top = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers: auth,
      payload: { first_name: 'Ali\u0000ce' },
    });
    expect(top.statusCode).toBe(400);
    expect(top.json()).toEqual({ first_name: [invalid] });
    const nested = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers: auth,
      payload: { social_links: { facebook: 'https://facebook.com/a\u0000' } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ social_links: [invalid] });
  });

  it('answers a lone surrogate in JSON with 400 instead of storing U+FFFD', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"first_name":"Ali\\ud800ce"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: [invalid] });
  });

  it('answers a NUL byte in the query string with 400 on that parameter', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/accounts/artists/?search=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ search: [invalid] });
  });

  it("refuses the review's NUL bytes in queries, a sign-in body and path ids, across routes, before any SQL", async () => {
    const cases: [string, string, object | undefined, number, object][] = [
      ['GET', '/api/events/?category=%00', undefined, 400, { category: [invalid] }],
      ['GET', '/api/search/songs/?genre=%00', undefined, 400, { genre: [invalid] }],
      ['GET', '/api/search/events/?q=a%00', undefined, 400, { q: [invalid] }],
      ['POST', '/api/token/', { username: 'awa\u0000', password: 'x' }, 400, { username: [invalid] }],
      ['POST', '/api/api/token/', { username: 'a', password: '\u0000' }, 400, { password: [invalid] }],
      ['GET', '/api/streaming/musics/%00/', undefined, 404, { detail: 'Ressource non trouvée' }],
      ['GET', '/api/streaming/playlists/ab%00cd/', undefined, 404, { detail: 'Ressource non trouvée' }],
      ['GET', '/api/tickets/auctions/%00/', undefined, 404, { detail: 'Ressource non trouvée' }],
      ['POST', '/api/streaming/playlists/%00/follow/', undefined, 404, { detail: 'Ressource non trouvée' }],
    ];
    for (const [method, url, payload, status, body] of cases) {
      const res = await ctx.app.inject({ method: method as 'GET', url, payload, headers: auth });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status, body });
    }
  });

  it('answers a NUL byte in a token header with 400 before the token is looked up', async () => {
    for (const headers of [{ 'x-idp-token': 'a\u0000b' }, { authorization: 'Bearer a\u0000b' }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/events/', headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: invalid });
    }
  });

  it('answers a path that is not UTF-8 with 400 and the French detail', async () => {
    for (const url of ['/api/events/%FF/', '/api/events/%ED%A0%80/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: invalid });
    }
  });
});

describe('values PostgreSQL refuses', () => {
  it('refuses year 0 in the search dates with the field message (PostgreSQL has no year 0)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/search/events/?date_range=0000-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ date_range: [searchMessages.invalidDate] });
  });
});
