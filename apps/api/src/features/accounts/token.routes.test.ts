import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { createUserWithPassword } from '../../test/factories.ts';

const start = new Date();
let clock: ReturnType<typeof fixedClock>;
let ctx: TestContext;
beforeEach(async () => {
  clock = fixedClock(start);
  ctx = await createTestApp({ clock });
});
afterEach(() => ctx.close());

const LOGIN_FAILED = { detail: "Nom d'utilisateur ou mot de passe incorrect" };
const CAPTCHA = { captcha: ['Veuillez valider le captcha'] };

const login = (payload: Record<string, unknown>, ip = '10.0.0.1', url = '/api/token/') =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const me = (access: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user/', headers: { authorization: `Bearer ${access}` } });

describe('POST /api/token/', () => {
  it('signs in by username and answers {access, refresh}; the access token carries the user', async () => {
    const user = await createUserWithPassword(ctx.database.db, {
      username: 'Awa',
      firstName: 'Awa',
      lastName: 'Ngoma',
    });
    const res = await login({ username: 'awa', password: user.password });
    expect(res.statusCode).toBe(200);
    const { access, refresh: refreshToken } = res.json();
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const claims = decodeJwt(access);
    expect(claims).toMatchObject({
      sub: String(user.id),
      user_id: user.id,
      username: 'Awa',
      email: user.email,
      first_name: 'Awa',
      last_name: 'Ngoma',
      token_type: 'access',
    });
    expect(claims.exp! - claims.iat!).toBe(300);
    expect((await me(access)).json().username).toBe('Awa');
  });

  it('signs in by e-mail, in any case, at both readings of the path', async () => {
    const user = await createUserWithPassword(ctx.database.db, { email: 'Awa@Example.cm' });
    expect((await login({ username: 'awa@example.CM', password: user.password })).statusCode).toBe(200);
    expect(
      (await login({ username: 'awa@example.cm', password: user.password }, '1.1.1.1', '/api/api/token/'))
        .statusCode,
    ).toBe(200);
  });

  it('answers 401 with one text for a wrong password and for an unknown user', async () => {
    const user = await createUserWithPassword(ctx.database.db);
    const wrong = await login({ username: user.username, password: 'Wrong-password1' });
    const unknown = await login({ username: 'nobody-here', password: 'Wrong-password1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(LOGIN_FAILED);
    expect(unknown.json()).toEqual(LOGIN_FAILED);
  });

  it('refuses a disabled account with the same 401', async () => {
    const user = await createUserWithPassword(ctx.database.db, { isActive: false });
    const res = await login({ username: user.username, password: user.password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_FAILED);
  });

  it('refuses a password under 6 characters with 400 and the spec text', async () => {
    const res = await login({ username: 'awa', password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: ['Le mot de passe doit contenir au moins 6 caractères'] });
  });

  it('needs no captcha before the third failure', async () => {
    const user = await createUserWithPassword(ctx.database.db);
    for (let i = 0; i < 2; i++) await login({ username: user.username, password: 'Wrong-password1' });
    expect((await login({ username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('requires a captcha from an address after 3 failures there within 15 minutes, whatever the account', async () => {
    const user = await createUserWithPassword(ctx.database.db);
    for (const name of ['a1', 'a2', 'a3']) {
      expect((await login({ username: name, password: 'Wrong-password1' })).statusCode).toBe(401);
    }
    const blocked = await login({ username: user.username, password: user.password });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toEqual(CAPTCHA);
    expect(
      (await login({ username: user.username, password: user.password, captcha: 'bad' })).json(),
    ).toEqual(CAPTCHA);
    // Another address is not concerned.
    expect((await login({ username: user.username, password: user.password }, '10.0.0.2')).statusCode).toBe(
      200,
    );
    const captcha = await solvedCaptcha(ctx.app);
    expect((await login({ username: user.username, password: user.password, captcha })).statusCode).toBe(200);
  });

  it('requires a captcha for an account after 3 failures against it from any addresses', async () => {
    const user = await createUserWithPassword(ctx.database.db, { email: 'cible@example.cm' });
    await login({ username: user.username, password: 'Wrong-password1' }, '10.1.0.1');
    await login({ username: 'CIBLE@example.cm', password: 'Wrong-password1' }, '10.1.0.2');
    await login({ username: user.username.toUpperCase(), password: 'Wrong-password1' }, '10.1.0.3');
    const blocked = await login({ username: user.username, password: user.password }, '10.1.0.4');
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toEqual(CAPTCHA);
    const captcha = await solvedCaptcha(ctx.app);
    expect(
      (await login({ username: user.username, password: user.password, captcha }, '10.1.0.4')).statusCode,
    ).toBe(200);
  });

  it('requires the captcha for an unknown name after 3 failures, so the answer does not tell users apart', async () => {
    for (let i = 0; i < 3; i++)
      await login({ username: 'ghost', password: 'Wrong-password1' }, `10.2.0.${i}`);
    expect((await login({ username: 'ghost', password: 'Wrong-password1' }, '10.2.0.9')).json()).toEqual(
      CAPTCHA,
    );
  });

  it('stops requiring the captcha once the failures are older than 15 minutes', async () => {
    const user = await createUserWithPassword(ctx.database.db);
    for (let i = 0; i < 3; i++) await login({ username: user.username, password: 'Wrong-password1' });
    clock.advance(14 * 60 * 1000);
    expect((await login({ username: user.username, password: user.password })).json()).toEqual(CAPTCHA);
    clock.advance(60 * 1000 + 1);
    expect((await login({ username: user.username, password: user.password })).statusCode).toBe(200);
  });
});

describe('POST /api/token/ rate limit', () => {
  it('answers 429 in French past the limit, both readings counting together', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const send = (url: string) =>
        limited.app.inject({ method: 'POST', url, payload: { username: 'x', password: 'Wrong-password1' } });
      expect((await send('/api/token/')).statusCode).toBe(401);
      expect((await send('/api/api/token/')).statusCode).toBe(401);
      expect((await send('/api/token/')).statusCode).toBe(401);
      const res = await send('/api/api/token/');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ detail: 'Trop de tentatives. Réessayez dans quelques minutes.' });
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/token/refresh/', () => {
  async function signIn() {
    const user = await createUserWithPassword(ctx.database.db);
    const res = await login({ username: user.username, password: user.password });
    return res.json() as { access: string; refresh: string };
  }

  it('rotates: answers a new access and a new refresh token, at both readings', async () => {
    const first = await signIn();
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh).not.toBe(first.refresh);
    expect((await me(second.access)).statusCode).toBe(200);
    const viaOther = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/token/refresh/',
      payload: { refresh: second.refresh },
    });
    expect(viaOther.statusCode).toBe(200);
  });

  it('refuses a spent token with 401 and revokes its whole family', async () => {
    const first = await signIn();
    const second = (await refresh(first.refresh)).json();
    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Session expirée. Veuillez vous reconnecter.' });
    // The thief may hold `second`; it died with the family.
    expect((await refresh(second.refresh)).statusCode).toBe(401);
  });

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    const user = await createUserWithPassword(ctx.database.db);
    const a = (await login({ username: user.username, password: user.password })).json();
    const b = (await login({ username: user.username, password: user.password })).json();
    await refresh(a.refresh);
    await refresh(a.refresh);
    expect((await refresh(b.refresh)).statusCode).toBe(200);
  });

  it('lets only one of two concurrent uses of a token through', async () => {
    const first = await signIn();
    const results = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('expires a refresh token after 1 day', async () => {
    const first = await signIn();
    clock.advance(24 * 3600 * 1000 - 1000);
    const second = await refresh(first.refresh);
    expect(second.statusCode).toBe(200);
    clock.advance(24 * 3600 * 1000 + 1000);
    expect((await refresh(second.json().refresh)).statusCode).toBe(401);
  });

  it('answers 401 to an unknown token and 400 to a missing one', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
  });
});

describe('access token lifetime', () => {
  it('is 5 minutes by the server clock', async () => {
    const user = await createUserWithPassword(ctx.database.db);
    const { access } = (await login({ username: user.username, password: user.password })).json();
    clock.advance(5 * 60 * 1000 - 1000);
    expect((await me(access)).statusCode).toBe(200);
    clock.advance(2000);
    const res = await me(access);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Veuillez vous connecter pour effectuer cette action' });
  });
});
