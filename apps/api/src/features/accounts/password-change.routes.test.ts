import { passwordProblems } from '@sanza/contracts';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createUser, createUserWithPassword } from '../../test/factories.ts';
import { mailText, startSmtpServer } from '../../test/smtp.ts';

const NEW_PASSWORD = 'Nouveau-mot2passe';
const UNAUTHENTICATED = { detail: 'Veuillez vous connecter pour effectuer cette action' };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

let ctx: TestContext;
let user: Awaited<ReturnType<typeof createUserWithPassword>>;
beforeEach(async () => {
  smtp.received.length = 0;
  ctx = await createTestApp({
    clock: fixedClock(new Date()),
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sanza.test' },
  });
  user = await createUserWithPassword(ctx.database.db, { username: 'nadege', email: 'nadege@example.cm' });
});
afterEach(() => ctx.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const login = async (password = user.password) =>
  ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'nadege', password } });
const signIn = async () => (await login()).json() as { access: string; refresh: string };
const change = (access: string, payload: object, url = '/api/auth/password/change/') =>
  ctx.app.inject({ method: 'POST', url, payload, headers: bearer(access) });
const valid = () => ({
  current_password: user.password,
  new_password1: NEW_PASSWORD,
  new_password2: NEW_PASSWORD,
});

describe('POST /api/auth/password/change/', () => {
  it('answers 401 to a visitor', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/password/change/', payload: valid() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it('sets the password, answers fresh tokens, ends every other session and mails the address', async () => {
    const other = await signIn();
    const session = await signIn();
    const res = await change(session.access, valid());
    expect(res.statusCode).toBe(200);
    const fresh = res.json() as { access: string; refresh: string };
    expect(Object.keys(fresh).sort()).toEqual(['access', 'refresh']);
    expect(decodeJwt(session.access).tv).toBe(0);
    expect(decodeJwt(fresh.access).tv).toBe(1);

    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(401);
    for (const refresh of [other.refresh, session.refresh]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
      expect(res.statusCode).toBe(401);
    }
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: fresh.refresh },
    });
    expect(renewed.statusCode).toBe(200);

    // The access tokens signed before no longer write; the fresh one does.
    const write = (access: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/auth/user/',
        payload: { first_name: 'Nadège' },
        headers: bearer(access),
      });
    expect((await write(other.access)).json()).toEqual(UNAUTHENTICATED);
    expect((await write(fresh.access)).statusCode).toBe(200);

    await ctx.app.mailer.flush();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['nadege@example.cm']);
    const text = mailText(smtp.received[0]!.raw);
    expect(text).toContain("Le mot de passe de votre compte Sanza vient d'être modifié.");
    expect(text).toContain('https://sanza.test/reset-password');
  });

  it('works at the other reading of the path', async () => {
    const res = await change((await signIn()).access, valid(), '/api/api/auth/password/change/');
    expect(res.statusCode).toBe(200);
  });

  it('requires every field, with the French messages', async () => {
    const res = await change((await signIn()).access, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      current_password: ['Mot de passe actuel requis'],
      new_password1: ['Mot de passe requis'],
      new_password2: ['Confirmation requise'],
    });
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const res = await change((await signIn()).access, { ...valid(), current_password: 'Pas-le-bon1!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ current_password: ['Mot de passe actuel incorrect'] });
    expect((await login()).statusCode).toBe(200);
    await ctx.app.mailer.flush();
    expect(smtp.received).toHaveLength(0);
  });

  it('applies the registration rules and checks the confirmation', async () => {
    const { access } = await signIn();
    const weak = await change(access, { ...valid(), new_password1: 'faible', new_password2: 'faible' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ new_password1: passwordProblems('faible') });
    expect(weak.json().new_password1).toContain('Le mot de passe doit contenir au moins 8 caractères');
    const mismatch = await change(access, { ...valid(), new_password2: 'Autre-chose1' });
    expect(mismatch.json()).toEqual({ new_password2: ['Les mots de passe ne correspondent pas'] });
    expect((await login()).statusCode).toBe(200);
  });

  it('asks an account without a password (identity provider only) to set one by reset first', async () => {
    const idpUser = await createUser(ctx.database.db);
    const res = await change(await accessTokenFor(idpUser.id), valid());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      current_password: [
        "Ce compte n'a pas encore de mot de passe : choisissez-en un avec « Mot de passe oublié ? », puis réessayez.",
      ],
    });
  });

  it('counts wrong current passwords with failed sign-ins, and 5 lock it even with the right one', async () => {
    const { access } = await signIn();
    for (let i = 0; i < 5; i++) {
      const res = await change(access, { ...valid(), current_password: `Mauvais-${i}!` });
      expect(res.statusCode).toBe(400);
    }
    const locked = await change(access, valid());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: 'Trop de tentatives. Réessayez dans quelques minutes.' });
    const signInAgain = await login();
    expect(signInAgain.json()).toEqual({ captcha: ['Veuillez valider le captcha'] });
  });
});
