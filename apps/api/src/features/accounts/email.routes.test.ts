import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailConfirmations, users } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { sha256Hex } from '../../lib/tokens.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { createUser, createUserWithPassword } from '../../test/factories.ts';
import { mailText, type ReceivedMail, startSmtpServer } from '../../test/smtp.ts';

const INVALID_LINK = { detail: 'Lien de confirmation invalide ou expiré' };
const TAKEN = { email: ['Un compte existe déjà avec cet email'] };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

let clock: ReturnType<typeof fixedClock>;
let ctx: TestContext;
let user: Awaited<ReturnType<typeof createUserWithPassword>>;
let auth: { authorization: string };
beforeEach(async () => {
  smtp.received.length = 0;
  clock = fixedClock(new Date());
  ctx = await createTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sanza.test' } });
  user = await createUserWithPassword(ctx.database.db, {
    username: 'kevin',
    email: 'kevin@example.cm',
    emailVerified: true,
  });
  auth = { authorization: `Bearer ${await accessTokenFor(user.id, clock.now())}` };
});
afterEach(() => ctx.close());

const patch = (payload: object, headers: object = auth) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/auth/user/', payload, headers: { ...headers } });
const me = () => ctx.app.inject({ method: 'GET', url: '/api/auth/user/', headers: auth });
const confirm = (payload: object, url = '/api/auth/email/confirm/') =>
  ctx.app.inject({ method: 'POST', url, payload });
const resend = (headers: object = auth) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/email/resend/', headers: { ...headers } });
const login = (username: string, password = user.password) =>
  ctx.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });
/** Moves the clock on; the access token (5 minutes) is signed again at the new time. */
async function advance(ms: number) {
  clock.advance(ms);
  auth = { authorization: `Bearer ${await accessTokenFor(user.id, clock.now())}` };
}
const row = async () => (await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]!;

/** The mails the SMTP server received for `address`, once every background send is done. */
async function mailsTo(address: string): Promise<ReceivedMail[]> {
  await ctx.app.mailer.flush();
  return smtp.received.filter((mail) => mail.to.map((to) => to.toLowerCase()).includes(address));
}

/** The token of the confirmation link in the newest mail to `address`. */
async function linkTokenFor(address: string): Promise<string> {
  const mail = (await mailsTo(address)).at(-1);
  const match = mail && mailText(mail.raw).match(/https:\/\/sanza\.test\/email-confirm\/([\w-]+)/);
  if (!match) throw new Error(`no confirmation link mailed to ${address}`);
  return match[1]!;
}

/** Asks to move kevin's account to `email` with the right password. */
async function askChange(email: string) {
  const res = await patch({ email, current_password: user.password });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('changing the e-mail (PATCH /api/auth/user/)', () => {
  it('asks for the current password, and saves nothing of the request without it', async () => {
    const res = await patch({ email: 'pirate@example.cm', first_name: 'Pirate' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ current_password: ['Mot de passe actuel requis'] });
    const wrong = await patch({ email: 'pirate@example.cm', current_password: 'Pas-le-bon1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['Mot de passe actuel incorrect'] });
    expect(await row()).toMatchObject({ email: 'kevin@example.cm', firstName: '', emailVerified: true });
    expect(await mailsTo('pirate@example.cm')).toEqual([]);
    expect(await mailsTo('kevin@example.cm')).toEqual([]);
  });

  it('keeps the address until the new one is confirmed: answers pending_email, mails both addresses', async () => {
    const res = await askChange('Nouvelle@Example.cm');
    expect(res.json()).toMatchObject({
      email: 'kevin@example.cm',
      email_verified: true,
      pending_email: 'Nouvelle@Example.cm',
    });
    expect((await me()).json()).toMatchObject({
      email: 'kevin@example.cm',
      pending_email: 'Nouvelle@Example.cm',
    });
    expect(await row()).toMatchObject({ email: 'kevin@example.cm', emailVerified: true });

    const token = await linkTokenFor('nouvelle@example.cm');
    const [link] = await ctx.database.db.select().from(emailConfirmations);
    expect(link).toMatchObject({
      userId: user.id,
      email: 'Nouvelle@Example.cm',
      tokenHash: sha256Hex(token),
    });
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(24 * 3600 * 1000);
    const toNew = mailText((await mailsTo('nouvelle@example.cm'))[0]!.raw);
    expect(toNew).toContain('Bonjour kevin,');
    expect(toNew).toContain('valable 24 heures');

    const toOld = await mailsTo('kevin@example.cm');
    expect(toOld).toHaveLength(1);
    const warning = mailText(toOld[0]!.raw);
    expect(warning).toContain('vers Nouvelle@Example.cm a été demandé');
    expect(warning).toContain('https://sanza.test/reset-password');
    expect(warning).not.toContain('/email-confirm/');
  });

  it('refuses an address another account holds (any case), after the password', async () => {
    await createUser(ctx.database.db, { username: 'other', email: 'Other@Example.cm' });
    const res = await patch({ email: 'other@example.CM', current_password: user.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TAKEN);
    expect(await mailsTo('other@example.cm')).toEqual([]);
  });

  it('asks an account without a password (identity provider only) to set one by reset first', async () => {
    const idpUser = await createUser(ctx.database.db, { username: 'viaidp', emailVerified: true });
    const headers = { authorization: `Bearer ${await accessTokenFor(idpUser.id, clock.now())}` };
    const res = await patch({ email: 'ailleurs@example.cm', current_password: 'Peu-importe1!' }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      current_password: [
        "Ce compte n'a pas encore de mot de passe : choisissez-en un avec « Mot de passe oublié ? », puis réessayez.",
      ],
    });
  });

  it('counts wrong current passwords as failed sign-ins: the sign-in then asks the captcha, and 5 lock the check', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await patch({ email: 'x@example.cm', current_password: `Mauvais-${i}!` })).statusCode).toBe(
        400,
      );
    }
    const signIn = await login('kevin');
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual({ captcha: ['Veuillez valider le captcha'] });
    for (let i = 3; i < 5; i++) await patch({ email: 'x@example.cm', current_password: `Mauvais-${i}!` });
    const locked = await patch({ email: 'x@example.cm', current_password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: 'Trop de tentatives. Réessayez dans quelques minutes.' });
    await advance(15 * 60 * 1000 + 1000);
    expect((await patch({ email: 'x@example.cm', current_password: user.password })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/email/confirm/', () => {
  it('replaces the address, verified, answers the user and tells the old address', async () => {
    await ctx.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    await askChange('nouvelle@example.cm');
    const res = await confirm({ token: await linkTokenFor('nouvelle@example.cm') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: 'kevin',
      email: 'nouvelle@example.cm',
      email_verified: true,
      pending_email: null,
    });
    expect((await me()).json()).toMatchObject({ email: 'nouvelle@example.cm', pending_email: null });
    expect((await login('nouvelle@example.cm')).statusCode).toBe(200);
    const toOld = await mailsTo('kevin@example.cm');
    expect(toOld).toHaveLength(2);
    expect(mailText(toOld[1]!.raw)).toContain('est désormais nouvelle@example.cm');
  });

  it('lets a link be used once, at either reading of the path', async () => {
    await askChange('nouvelle@example.cm');
    const token = await linkTokenFor('nouvelle@example.cm');
    expect((await confirm({ token }, '/api/api/auth/email/confirm/')).statusCode).toBe(200);
    const again = await confirm({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
  });

  it('refuses a link after 24 hours, and the address stays', async () => {
    await askChange('nouvelle@example.cm');
    const token = await linkTokenFor('nouvelle@example.cm');
    await advance(24 * 3600 * 1000 + 1000);
    const res = await confirm({ token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID_LINK);
    expect((await row()).email).toBe('kevin@example.cm');
    expect((await me()).json().pending_email).toBeNull();
  });

  it('refuses an unknown token and a missing one with 400', async () => {
    const unknown = await confirm({ token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(INVALID_LINK);
    const missing = await confirm({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ token: ['Lien de confirmation invalide ou expiré'] });
  });

  it('refuses an address another account took meanwhile, keeping the old one', async () => {
    await askChange('nouvelle@example.cm');
    await createUser(ctx.database.db, { username: 'rapide', email: 'NOUVELLE@example.cm' });
    const res = await confirm({ token: await linkTokenFor('nouvelle@example.cm') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TAKEN);
    expect((await row()).email).toBe('kevin@example.cm');
  });

  it('lets only the newest link work', async () => {
    await askChange('premiere@example.cm');
    const first = await linkTokenFor('premiere@example.cm');
    await askChange('seconde@example.cm');
    expect((await me()).json().pending_email).toBe('seconde@example.cm');
    expect((await confirm({ token: first })).json()).toEqual(INVALID_LINK);
    expect((await confirm({ token: await linkTokenFor('seconde@example.cm') })).statusCode).toBe(200);
    expect((await row()).email).toBe('seconde@example.cm');
  });

  it('dies with a password reset: whoever asked the change with the old password loses it', async () => {
    await askChange('pirate@example.cm');
    const token = await linkTokenFor('pirate@example.cm');
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      payload: { email: 'kevin@example.cm', captcha: await solvedCaptcha(ctx.app) },
    });
    expect(requested.statusCode).toBe(200);
    const mail = mailText((await mailsTo('kevin@example.cm')).at(-1)!.raw);
    const [, uid, resetToken] = mail.match(/password-reset-confirm\/([\w-]+)\/([\w-]+)/)!;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/password/reset/confirm/${uid}/${resetToken}/`,
      payload: { new_password1: 'Nouveau-mot2passe', new_password2: 'Nouveau-mot2passe' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await confirm({ token })).json()).toEqual(INVALID_LINK);
    expect((await row()).email).toBe('kevin@example.cm');
  });
});

describe('the address given at registration', () => {
  it('is mailed a link; it is unverified until the link is followed', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register/',
      payload: {
        username: 'mireille',
        email: 'Mireille@example.cm',
        password: 'Bonjour1!',
        captcha: await solvedCaptcha(ctx.app),
      },
    });
    expect(created.statusCode).toBe(201);
    const headers = { authorization: `Bearer ${await accessTokenFor(created.json().id, clock.now())}` };
    const before = await ctx.app.inject({ method: 'GET', url: '/api/auth/user/', headers });
    expect(before.json()).toMatchObject({
      email: 'Mireille@example.cm',
      email_verified: false,
      pending_email: null,
    });
    const mail = mailText((await mailsTo('mireille@example.cm'))[0]!.raw);
    expect(mail).toContain('Bonjour mireille,');
    expect(mail).toContain('les invitations envoyées à cette adresse');
    const res = await confirm({ token: await linkTokenFor('mireille@example.cm') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'Mireille@example.cm', email_verified: true });
  });
});

describe('POST /api/auth/email/resend/', () => {
  it('answers 401 to a visitor', async () => {
    const res = await resend({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Veuillez vous connecter pour effectuer cette action' });
  });

  it('sends a new link for the unverified address; the older link dies', async () => {
    await ctx.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const first = await resend();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: 'Un lien de confirmation a été envoyé à kevin@example.cm.' });
    const older = await linkTokenFor('kevin@example.cm');
    await resend();
    const newer = await linkTokenFor('kevin@example.cm');
    expect(newer).not.toBe(older);
    expect((await confirm({ token: older })).json()).toEqual(INVALID_LINK);
    expect((await confirm({ token: newer })).statusCode).toBe(200);
    expect((await row()).emailVerified).toBe(true);
  });

  it('sends the link of a pending change to the new address', async () => {
    await askChange('nouvelle@example.cm');
    const res = await resend();
    expect(res.json()).toEqual({ detail: 'Un lien de confirmation a été envoyé à nouvelle@example.cm.' });
    expect(await mailsTo('nouvelle@example.cm')).toHaveLength(2);
    expect((await confirm({ token: await linkTokenFor('nouvelle@example.cm') })).statusCode).toBe(200);
  });

  it('answers 400 when everything is confirmed', async () => {
    const res = await resend();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Votre adresse e-mail est déjà confirmée.' });
  });

  it('sends at most 5 links an hour to one account, then 429', async () => {
    await ctx.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    for (let i = 0; i < 5; i++) expect((await resend()).statusCode).toBe(200);
    const res = await resend();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: 'Trop de tentatives. Réessayez dans quelques minutes.' });
    await advance(3600 * 1000 + 1000);
    expect((await resend()).statusCode).toBe(200);
  });
});
