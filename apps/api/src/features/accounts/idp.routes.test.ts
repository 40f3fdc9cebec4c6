import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailConfirmations, identities, users } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { createUser, createUserWithPassword } from '../../test/factories.ts';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  type OidcAccount,
  signInAtProvider,
  startOidcProvider,
} from '../../test/oidc.ts';

const PUBLIC = 'http://localhost:3000';
const CALLBACK = `${PUBLIC}/accounts/google/login/callback/`;
const accounts: Record<string, OidcAccount> = {
  'sub-amina': {
    email: 'amina@example.cm',
    email_verified: true,
    given_name: 'Amina',
    family_name: 'Okemba',
  },
  'sub-unverified': { email: 'douteux@example.cm', email_verified: false },
  'sub-existing': { email: 'existing@example.cm', email_verified: true },
  'sub-jean': { email: 'jean@example.cm', email_verified: true },
};

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: CALLBACK, accounts });
});
afterAll(() => provider.close());

let clock: ReturnType<typeof fixedClock>;
let ctx: TestContext;
beforeEach(async () => {
  clock = fixedClock(new Date());
  ctx = await createTestApp({
    clock,
    env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET },
  });
});
afterEach(() => ctx.close());

/** Starts at our login path, signs in at the provider, and answers where our callback sends the browser. */
async function signInWithProvider(subject: string, method: 'GET' | 'POST' = 'GET') {
  const started = await ctx.app.inject({ method, url: '/accounts/google/login/' });
  expect(started.statusCode).toBe(method === 'GET' ? 302 : 303);
  const back = await signInAtProvider(started.headers.location as string, subject, CALLBACK);
  const done = await ctx.app.inject({ method: 'GET', url: back.pathname + back.search });
  expect(done.statusCode).toBe(302);
  return { location: done.headers.location as string, callbackUrl: back.pathname + back.search };
}
const idpTokenOf = (location: string) => new URL(location, PUBLIC).searchParams.get('access_token');
const exchange = (token: string, url = '/api/google/login/') =>
  ctx.app.inject({ method: 'POST', url, payload: { access_token: token } });
const validate = (token: string, url = '/api/google/validate_token/') =>
  ctx.app.inject({ method: 'POST', url, payload: { access_token: token } });
const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user/', headers });

describe('identity-provider sign-in against a real OpenID Connect provider', () => {
  it('creates the account, redirects with our token, which gives {access, refresh} and authenticates', async () => {
    const { location } = await signInWithProvider('sub-amina');
    expect(location).toMatch(/^\/login\/callback\?access_token=idp_[\w-]{40,}$/);
    const token = idpTokenOf(location)!;

    const res = await exchange(token);
    expect(res.statusCode).toBe(200);
    const { access, refresh } = res.json();
    expect(typeof refresh).toBe('string');
    const viaAccess = await me({ authorization: `Bearer ${access}` });
    expect(viaAccess.statusCode).toBe(200);
    expect(viaAccess.json()).toMatchObject({
      username: 'amina',
      email: 'amina@example.cm',
      first_name: 'Amina',
      last_name: 'Okemba',
    });
    expect((await me({ authorization: `Bearer ${token}` })).json().email).toBe('amina@example.cm');
    expect((await me({ 'x-idp-token': token })).json().email).toBe('amina@example.cm');
    expect((await me({ authorization: 'Bearer expired.or.forged', 'x-idp-token': token })).statusCode).toBe(
      200,
    );

    // The identity-provider token is kept by the client: using it does not consume it.
    expect((await exchange(token, '/api/api/google/login/')).statusCode).toBe(200);
    expect((await validate(token)).json()).toEqual({ valid: true });
    expect((await validate(token, '/api/api/google/validate_token/')).json()).toEqual({ valid: true });
    expect((await validate('idp_garbage')).json()).toEqual({ valid: false });
    expect((await validate('garbage')).statusCode).toBe(200);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'amina@example.cm'));
    expect(row).toMatchObject({ emailVerified: true, passwordHash: null });
  });

  it('starts with POST as well (303 to the provider), with PKCE S256, state and nonce', async () => {
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/accounts/google/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(started.statusCode).toBe(303);
    const url = new URL(started.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    // 32 random bytes each (the challenge: a SHA-256), base64url: 43 characters, none the same twice.
    const values = ['code_challenge', 'state', 'nonce'].map((p) => url.searchParams.get(p));
    for (const value of values) expect(value).toMatch(/^[\w-]{43}$/);
    expect(new Set(values).size).toBe(3);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/accounts/google/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const next = new URL(again.headers.location as string).searchParams;
    for (const p of ['code_challenge', 'state', 'nonce'])
      expect(next.get(p)).not.toBe(url.searchParams.get(p));
    const { location } = await signInWithProvider('sub-amina', 'POST');
    expect(location).toMatch(/^\/login\/callback\?access_token=/);
  });

  it('finds the same account on the next sign-in, by (provider, subject)', async () => {
    const first = idpTokenOf((await signInWithProvider('sub-amina')).location)!;
    const second = idpTokenOf((await signInWithProvider('sub-amina')).location)!;
    expect(first).not.toBe(second);
    const a = (await me({ authorization: `Bearer ${first}` })).json();
    const b = (await me({ authorization: `Bearer ${second}` })).json();
    expect(a.id).toBe(b.id);
    expect(await ctx.database.db.select().from(identities)).toHaveLength(1);
  });

  it('links an existing account by verified e-mail; an unverified one loses its password and sessions', async () => {
    const existing = await createUserWithPassword(ctx.database.db, { email: 'Existing@example.cm' });
    const before = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: existing.username, password: existing.password },
      })
    ).json();
    const token = idpTokenOf((await signInWithProvider('sub-existing')).location)!;
    expect((await me({ authorization: `Bearer ${token}` })).json().id).toBe(existing.id);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: existing.username, password: existing.password },
    });
    expect(login.statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: before.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it("ends an unverified account's access tokens and pending e-mail change when the mailbox owner claims it", async () => {
    const squatter = await createUserWithPassword(ctx.database.db, { email: 'existing@example.cm' });
    const { access } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: squatter.username, password: squatter.password },
      })
    ).json();
    const patch = (payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/auth/user/',
        payload,
        headers: { authorization: `Bearer ${access}` },
      });
    const asked = await patch({ email: 'squatteur@example.cm', current_password: squatter.password });
    expect(asked.json().pending_email).toBe('squatteur@example.cm');
    await signInWithProvider('sub-existing');
    expect((await patch({ first_name: 'Squatteur' })).statusCode).toBe(401);
    const live = await ctx.database.db
      .select()
      .from(emailConfirmations)
      .where(and(eq(emailConfirmations.userId, squatter.id), isNull(emailConfirmations.usedAt)));
    expect(live).toEqual([]);
  });

  it('keeps the password of an account whose e-mail was already verified', async () => {
    const existing = await createUserWithPassword(ctx.database.db, {
      email: 'existing@example.cm',
      emailVerified: true,
    });
    await signInWithProvider('sub-existing');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: existing.username, password: existing.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('picks a free username when the e-mail name is taken', async () => {
    await createUser(ctx.database.db, { username: 'Jean', email: 'autre-jean@example.cm' });
    const token = idpTokenOf((await signInWithProvider('sub-jean')).location)!;
    expect((await me({ authorization: `Bearer ${token}` })).json().username).toMatch(/^jean-\d{4}$/);
  });

  it('refuses an e-mail the provider has not verified: back to /login?error=idp, no account', async () => {
    const { location } = await signInWithProvider('sub-unverified');
    expect(location).toBe('/login?error=idp');
    expect(await ctx.database.db.select().from(users)).toHaveLength(0);
  });

  it('refuses a callback replayed, with an unknown state, or with the provider error, without a 500', async () => {
    const { callbackUrl } = await signInWithProvider('sub-amina');
    const replay = await ctx.app.inject({ method: 'GET', url: callbackUrl });
    expect(replay.headers.location).toBe('/login?error=idp');
    for (const query of [
      '?code=abc&state=unknown',
      '',
      '?error=access_denied&state=x',
      `?state=${'x'.repeat(300)}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/accounts/google/login/callback/${query}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=idp');
    }
  });

  it('refuses a sign-in finished more than 10 minutes after it started', async () => {
    const started = await ctx.app.inject({ method: 'GET', url: '/accounts/google/login/' });
    const back = await signInAtProvider(started.headers.location as string, 'sub-amina', CALLBACK);
    clock.advance(10 * 60 * 1000 + 1000);
    const done = await ctx.app.inject({ method: 'GET', url: back.pathname + back.search });
    expect(done.headers.location).toBe('/login?error=idp');
  });

  it('expires our identity-provider token after 1 day', async () => {
    const token = idpTokenOf((await signInWithProvider('sub-amina')).location)!;
    clock.advance(24 * 3600 * 1000 + 1000);
    expect((await validate(token)).json()).toEqual({ valid: false });
    expect((await exchange(token)).statusCode).toBe(401);
    expect((await exchange(token)).json()).toEqual({
      detail: "Jeton du fournisseur d'identité invalide ou expiré",
    });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('revokes identity-provider tokens when the password is reset', async () => {
    const token = idpTokenOf((await signInWithProvider('sub-amina')).location)!;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      payload: { email: 'amina@example.cm', captcha: await solvedCaptcha(ctx.app) },
    });
    await ctx.app.mailer.flush();
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = `${ctx.config.dataDir}/mail`;
    const raw = readFileSync(`${dir}/${readdirSync(dir)[0]}`, 'utf8').replace(/=\r?\n/g, '');
    const [, uid, resetToken] = raw.match(/password-reset-confirm\/([\w-]+)\/([\w-]+)/)!;
    const done = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/password/reset/confirm/${uid}/${resetToken}/`,
      payload: { new_password1: 'Nouveau-1pass', new_password2: 'Nouveau-1pass' },
    });
    expect(done.statusCode).toBe(200);
    expect((await validate(token)).json()).toEqual({ valid: false });
  });

  it('lists the provider for the web', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers/' });
    expect(res.json()).toEqual([{ name: 'google', login_url: '/accounts/google/login/' }]);
  });

  it('answers 404 for another provider name', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/accounts/facebook/login/' })).statusCode).toBe(404);
    expect((await exchange('idp_x', '/api/facebook/login/')).statusCode).toBe(404);
    expect((await validate('idp_x', '/api/facebook/validate_token/')).statusCode).toBe(404);
  });
});

describe('identity provider not configured', () => {
  it('lists no provider and answers 404 on every identity-provider path', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/auth/providers/' })).json()).toEqual([]);
      for (const [method, url] of [
        ['GET', '/accounts/google/login/'],
        ['POST', '/accounts/google/login/'],
        ['GET', '/accounts/google/login/callback/?code=x&state=y'],
        ['POST', '/api/google/login/'],
        ['POST', '/api/google/validate_token/'],
      ] as const) {
        const res = await bare.app.inject({
          method,
          url,
          payload: method === 'POST' ? { access_token: 'x' } : undefined,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: 'Ressource non trouvée' });
      }
    } finally {
      await bare.close();
    }
  });
});
