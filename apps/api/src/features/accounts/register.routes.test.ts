import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captchaUses, users } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { createUser } from '../../test/factories.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

const valid = { username: 'mireille', email: 'mireille@example.cm', password: 'Bonjour1!' };
const register = async (body: Record<string, unknown>, url = '/api/user/register/') =>
  ctx.app.inject({ method: 'POST', url, payload: { captcha: await solvedCaptcha(ctx.app), ...body } });
const userCount = async () => (await ctx.database.db.select({ id: users.id }).from(users)).length;

describe('POST /api/user/register/', () => {
  it('creates the account and answers 201 {id, username, email}, the password hashed with argon2id', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      username: 'mireille',
      email: 'mireille@example.cm',
    });
    const [row] = await ctx.database.db.select().from(users);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(valid.password);
  });

  it('is served at both readings, /api/user/register/ and /api/api/user/register/', async () => {
    expect((await register(valid, '/api/api/user/register/')).statusCode).toBe(201);
    expect((await register({ ...valid, username: 'other', email: 'o@example.cm' })).statusCode).toBe(201);
  });

  it.each([
    ['username too short', { username: 'ab' }, 'username', "Le nom d'utilisateur est requis"],
    ['username missing', { username: undefined }, 'username', "Le nom d'utilisateur est requis"],
    ['username with a space', { username: 'jean paul' }, 'username', "Le nom d'utilisateur ne peut contenir"],
    ['username with an @', { username: 'a@b' }, 'username', "Le nom d'utilisateur ne peut contenir"],
    ['username too long', { username: 'x'.repeat(31) }, 'username', 'ne doit pas dépasser 30 caractères'],
    ['email missing', { email: undefined }, 'email', "L'email est requis"],
    ['email empty', { email: '' }, 'email', "L'email est requis"],
    ['email malformed', { email: 'mireille@' }, 'email', "L'email n'est pas valide"],
    [
      'password too short',
      { password: 'Ab1!x' },
      'password1',
      'Le mot de passe doit contenir au moins 8 caractères',
    ],
    ['password without uppercase', { password: 'bonjour1!' }, 'password1', 'au moins une lettre majuscule'],
    ['password without digit', { password: 'Bonjour!!' }, 'password1', 'au moins un chiffre'],
    [
      'password without special character',
      { password: 'Bonjour12' },
      'password1',
      'au moins un caractère spécial',
    ],
  ])('rejects a %s with 400 and the message under its field', async (_label, change, field, message) => {
    const res = await register({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body[field]).toHaveLength(1);
    expect(body[field][0]).toContain(message);
    expect(await userCount()).toBe(0);
  });

  it('lists every broken password rule under password1, in order', async () => {
    const res = await register({ ...valid, password: 'abc' });
    expect(res.json().password1).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères',
      'Le mot de passe doit contenir au moins une lettre majuscule',
      'Le mot de passe doit contenir au moins un chiffre',
      'Le mot de passe doit contenir au moins un caractère spécial',
    ]);
  });

  it('refuses a username taken in another case with 400', async () => {
    await createUser(ctx.database.db, { username: 'Mireille', email: 'x@example.cm' });
    const res = await register(valid);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ["Ce nom d'utilisateur est déjà pris"] });
  });

  it('refuses an e-mail taken in another case with 400', async () => {
    await createUser(ctx.database.db, { username: 'someone', email: 'MIREILLE@example.CM' });
    const res = await register(valid);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Un compte existe déjà avec cet email'] });
  });

  it('answers 400, never 500, to two sign-ups racing for the same name', async () => {
    const [a, b] = await Promise.all([register(valid), register({ ...valid, email: 'autre@example.cm' })]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 400]);
    const loser = a!.statusCode === 400 ? a! : b!;
    expect(loser.json()).toEqual({ username: ["Ce nom d'utilisateur est déjà pris"] });
    expect(await userCount()).toBe(1);
  });

  it('requires the captcha: missing is 400 with the fields still checked', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register/',
      payload: { ...valid, email: 'bad' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ["L'email n'est pas valide"],
      captcha: ['Veuillez valider le captcha'],
    });
  });

  it('refuses a captcha that is not a solution of ours', async () => {
    const solved = JSON.parse(Buffer.from(await solvedCaptcha(ctx.app), 'base64').toString());
    const key: string = solved.solution.derivedKey;
    const wrongKey = (key[0] === '0' ? '1' : '0') + key.slice(1);
    const forged = { ...solved, solution: { ...solved.solution, derivedKey: wrongKey } };
    const tampered = {
      ...solved,
      challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 2 } },
    };
    const widgetTestMode = { challenge: null, solution: null, test: true };
    for (const payload of ['nope', forged, tampered, widgetTestMode]) {
      const captcha =
        typeof payload === 'string' ? payload : Buffer.from(JSON.stringify(payload)).toString('base64');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/register/',
        payload: { ...valid, captcha },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ captcha: ['Veuillez valider le captcha'] });
    }
    expect(await userCount()).toBe(0);
  });

  it('accepts a solved captcha once: replaying it is refused', async () => {
    const captcha = await solvedCaptcha(ctx.app);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register/',
      payload: { ...valid, captcha },
    });
    expect(first.statusCode).toBe(201);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register/',
      payload: { username: 'second', email: 'second@example.cm', password: valid.password, captcha },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ captcha: ['Veuillez valider le captcha'] });
  });

  it('lets only one of two concurrent uses of one solved captcha pass', async () => {
    const captcha = await solvedCaptcha(ctx.app);
    const send = (username: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/register/',
        payload: { username, email: `${username}@example.cm`, password: valid.password, captcha },
      });
    const results = await Promise.all([send('premier'), send('deuxieme'), send('troisieme')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await ctx.database.db.select().from(captchaUses)).toHaveLength(1);
  });

  it('refuses an expired challenge', async () => {
    const { fixedClock } = await import('../../lib/clock.ts');
    const clock = fixedClock(new Date());
    const timed = await createTestApp({ clock });
    try {
      const captcha = await solvedCaptcha(timed.app);
      clock.advance(21 * 60 * 1000);
      const res = await timed.app.inject({
        method: 'POST',
        url: '/api/user/register/',
        payload: { ...valid, captcha },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ captcha: ['Veuillez valider le captcha'] });
    } finally {
      await timed.close();
    }
  });
});

describe('GET /api/captcha/challenge/', () => {
  it('answers a signed ALTCHA v2 challenge the widget accepts, never cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/captcha/challenge/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      nonce: expect.any(String),
      salt: expect.any(String),
      keyPrefix: expect.any(String),
      keySignature: expect.any(String),
      cost: 1,
      keyLength: 32,
      expiresAt: expect.any(Number),
    });
  });
});
