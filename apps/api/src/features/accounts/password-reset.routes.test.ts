import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { createUserWithPassword } from '../../test/factories.ts';
import { mailText, startSmtpServer } from '../../test/smtp.ts';

const INVALID = 'Mot de passe invalide ou lien expiré.';
const NEW_PASSWORD = 'Nouveau-mot2passe';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

let clock: ReturnType<typeof fixedClock>;
let ctx: TestContext;
let user: Awaited<ReturnType<typeof createUserWithPassword>>;
beforeEach(async () => {
  smtp.received.length = 0;
  clock = fixedClock(new Date());
  ctx = await createTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sanza.test' } });
  user = await createUserWithPassword(ctx.database.db, { username: 'nadege', email: 'nadege@example.cm' });
});
afterEach(() => ctx.close());

const requestReset = async (email: string, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password/reset/',
    payload: { email, captcha: await solvedCaptcha(app) },
  });
const confirm = (uid: string, token: string, body: Record<string, unknown>, prefix = '/api') =>
  ctx.app.inject({
    method: 'POST',
    url: `${prefix}/auth/password/reset/confirm/${uid}/${token}/`,
    payload: body,
  });
const login = (password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'nadege', password } });

/** Requests a link for the user and reads it from the mail the SMTP server received. */
async function mailedLink() {
  expect((await requestReset('NADEGE@example.cm')).statusCode).toBe(200);
  await ctx.app.mailer.flush();
  const mail = smtp.received.at(-1);
  if (!mail) throw new Error('no mail received');
  const match = mailText(mail.raw).match(/https:\/\/sanza\.test\/password-reset-confirm\/([\w-]+)\/([\w-]+)/);
  if (!match) throw new Error(`no link in mail:\n${mail.raw}`);
  return { mail, uid: match[1]!, token: match[2]! };
}

describe('password reset, end to end through a real SMTP server', () => {
  it('mails a link; following it sets the password; the new one signs in, the old one no longer', async () => {
    const { mail, uid, token } = await mailedLink();
    expect(mail.to).toEqual(['nadege@example.cm']);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?Q\?R=C3=A9initialisation|Subject: Réinitialisation/);
    const text = mailText(mail.raw);
    expect(text).toContain('Bonjour nadege,');
    expect(text).toContain('valable 1 heure');
    const res = await confirm(uid, token, {
      uid,
      token,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Votre mot de passe a été réinitialisé.' });
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.password)).statusCode).toBe(401);
  });

  it('answers the request with the spec text, at both readings', async () => {
    const res = await requestReset('nadege@example.cm');
    expect(res.json()).toEqual({
      detail: 'Si un compte existe avec cet email, vous recevrez un lien de réinitialisation.',
    });
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/auth/password/reset/',
      payload: { email: 'nadege@example.cm', captcha: await solvedCaptcha(ctx.app) },
    });
    expect(other.statusCode).toBe(200);
  });

  it('works at the other reading of the confirm path too', async () => {
    const { uid, token } = await mailedLink();
    const res = await confirm(
      uid,
      token,
      { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      '/api/api',
    );
    expect(res.statusCode).toBe(200);
  });

  it('lets a link be used once', async () => {
    const { uid, token } = await mailedLink();
    const body = { uid, token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD };
    expect((await confirm(uid, token, body)).statusCode).toBe(200);
    const again = await confirm(uid, token, {
      ...body,
      new_password1: 'Encore-un1',
      new_password2: 'Encore-un1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: INVALID });
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link after 1 hour', async () => {
    const { uid, token } = await mailedLink();
    clock.advance(3600 * 1000 + 1000);
    const res = await confirm(uid, token, { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: INVALID });
  });

  it('ends every session of the account and marks the e-mail verified', async () => {
    const before = (await login(user.password)).json();
    const { uid, token } = await mailedLink();
    await confirm(uid, token, { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: before.refresh },
    });
    expect(res.statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const res = await requestReset('personne@example.cm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: 'Si un compte existe avec cet email, vous recevrez un lien de réinitialisation.',
    });
    await ctx.app.mailer.flush();
    expect(smtp.received).toHaveLength(0);
  });

  it('sends at most 3 links an hour to one address, answering the same', async () => {
    for (let i = 0; i < 4; i++) expect((await requestReset('nadege@example.cm')).statusCode).toBe(200);
    await ctx.app.mailer.flush();
    expect(smtp.received).toHaveLength(3);
  });
});

describe('POST /api/auth/password/reset/ errors', () => {
  it('refuses a malformed e-mail with 400 Email invalide', async () => {
    const res = await requestReset('pas-un-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Email invalide'] });
  });

  it('requires the captcha', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      payload: { email: 'nadege@example.cm' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ captcha: ['Veuillez valider le captcha'] });
    await ctx.app.mailer.flush();
    expect(smtp.received).toHaveLength(0);
  });

  it('answers 429 in French past the limit', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2', SMTP_URL: smtp.url } });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/password/reset/',
          payload: { email: 'x@example.cm' },
        });
      await send();
      await send();
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ detail: 'Trop de tentatives. Réessayez dans quelques minutes.' });
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/password/reset/confirm/{uid}/{token}/ errors', () => {
  it('requires both fields, with the spec texts, and keeps the link usable', async () => {
    const { uid, token } = await mailedLink();
    const res = await confirm(uid, token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: INVALID,
      new_password1: ['Mot de passe requis'],
      new_password2: ['Confirmation requise'],
    });
    expect(
      (await confirm(uid, token, { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses different passwords', async () => {
    const { uid, token } = await mailedLink();
    const res = await confirm(uid, token, { new_password1: NEW_PASSWORD, new_password2: 'Autre-chose1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: INVALID,
      new_password2: ['Les mots de passe ne correspondent pas'],
    });
  });

  it('applies the registration password rules', async () => {
    const { uid, token } = await mailedLink();
    const res = await confirm(uid, token, { new_password1: 'faible', new_password2: 'faible' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(INVALID);
    expect(res.json().new_password1).toContain('Le mot de passe doit contenir au moins 8 caractères');
  });

  it('refuses a token with another user id, an unknown token and a garbage uid', async () => {
    const { token } = await mailedLink();
    const other = await createUserWithPassword(ctx.database.db);
    const otherUid = Buffer.from(String(other.id)).toString('base64url');
    const body = { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD };
    for (const [uid, tok] of [
      [otherUid, token],
      [Buffer.from(String(user.id)).toString('base64url'), 'x'.repeat(43)],
      ['%%%', token],
      ['MA', token],
      [Buffer.from(' 1').toString('base64url'), token],
    ]) {
      const res = await confirm(encodeURIComponent(uid!), tok!, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: INVALID });
    }
  });

  it('refuses a body whose uid or token disagrees with the path', async () => {
    const { uid, token } = await mailedLink();
    const res = await confirm(uid, token, {
      uid,
      token: 'other',
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('mail without SMTP_URL', () => {
  it('writes the mail as an .eml file into DATA_DIR/mail', async () => {
    const local = await createTestApp();
    try {
      const someone = await createUserWithPassword(local.database.db, { email: 'fichier@example.cm' });
      expect((await requestReset('fichier@example.cm', local.app)).statusCode).toBe(200);
      await local.app.mailer.flush();
      const dir = join(local.config.dataDir, 'mail');
      const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const raw = readFileSync(join(dir, files[0]!), 'utf8');
      expect(raw).toContain('To: fichier@example.cm');
      const uid = Buffer.from(String(someone.id)).toString('base64url');
      expect(mailText(raw)).toContain(`http://localhost:3000/password-reset-confirm/${uid}/`);
    } finally {
      await local.close();
    }
  });
});
