import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from '../../test/app.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { createUserWithPassword } from '../../test/factories.ts';
import { mailText, startSmtpServer } from '../../test/smtp.ts';
import { deactivateUser } from './accounts.repository.ts';

const UNAUTHENTICATED = { detail: 'Veuillez vous connecter pour effectuer cette action' };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const clock = fixedClock(new Date());
let ctx: TestContext;
let user: Awaited<ReturnType<typeof createUserWithPassword>>;
beforeEach(async () => {
  smtp.received.length = 0;
  clock.set(new Date());
  ctx = await createTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sanza.test' } });
  user = await createUserWithPassword(ctx.database.db, { username: 'nadege', email: 'nadege@example.cm' });
});
afterEach(() => ctx.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const login = () =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username: 'nadege', password: user.password },
  });
const signIn = async () => (await login()).json() as { access: string; refresh: string };
const read = (access: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(access) });
const write = (access: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/auth/user/',
    payload: { first_name: 'Nadège' },
    headers: bearer(access),
  });

/** Resets the password through the link mailed to the account. */
async function resetPassword() {
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password/reset/',
    payload: { email: 'nadege@example.cm', captcha: await solvedCaptcha(ctx.app) },
  });
  await ctx.app.mailer.flush();
  const [, uid, token] = mailText(smtp.received.at(-1)!.raw).match(
    /password-reset-confirm\/([\w-]+)\/([\w-]+)/,
  )!;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/auth/password/reset/confirm/${uid}/${token}/`,
    payload: { new_password1: 'Nouveau-mot2passe', new_password2: 'Nouveau-mot2passe' },
  });
  expect(res.statusCode).toBe(200);
}

describe('access tokens carry the token version', () => {
  it('signs the current version into `tv`', async () => {
    expect(decodeJwt((await signIn()).access).tv).toBe(0);
    await ctx.database.db.update(users).set({ tokenVersion: 7 }).where(eq(users.id, user.id));
    expect(decodeJwt((await signIn()).access).tv).toBe(7);
  });

  it('stops a token signed before a password reset from writing (401); reads still trust the signature', async () => {
    const { access } = await signIn();
    expect((await write(access)).statusCode).toBe(200);
    await resetPassword();
    const refused = await write(access);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(UNAUTHENTICATED);
    // Reads cost no database query for the token: they stay open until the token expires (5 minutes).
    expect((await read(access)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.tokenVersion).toBe(1);
  });

  it('reads a token without `tv` (signed before versions existed) as version 0', async () => {
    const sign = (payload: Record<string, unknown>) =>
      new SignJWT({ user_id: user.id, token_type: 'access', ...payload })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
        .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 300)
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const old = await sign({});
    expect((await write(old)).statusCode).toBe(200);
    expect((await read(await sign({ tv: 'x' }))).statusCode).toBe(401);
    await ctx.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    expect((await write(old)).statusCode).toBe(401);
  });
});

describe('deactivateUser', () => {
  it('ends everything: writes 401, refresh 401, sign-in 401, and the version is raised', async () => {
    const { access, refresh } = await signIn();
    expect(await deactivateUser(ctx.database.db, user.id, clock.now())).toBe(true);
    expect((await write(access)).json()).toEqual(UNAUTHENTICATED);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isActive: false, tokenVersion: 1 });
    expect(await deactivateUser(ctx.database.db, 999_999, clock.now())).toBe(false);
  });

  it('keeps old tokens dead if the account is enabled again', async () => {
    const { access } = await signIn();
    await deactivateUser(ctx.database.db, user.id, clock.now());
    await ctx.database.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    expect((await write(access)).statusCode).toBe(401);
    expect((await write((await signIn()).access)).statusCode).toBe(200);
  });
});

describe('refresh of a disabled account', () => {
  it('is refused with 401 even when the refresh token is live', async () => {
    const { refresh } = await signIn();
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Session expirée. Veuillez vous reconnecter.' });
  });
});
