import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';

const clock = fixedClock(new Date('2026-11-22T10:00:00Z'));
let ctx: TestContext;
let user: Awaited<ReturnType<typeof createUser>>;
let auth: { authorization: string };
beforeEach(async () => {
  clock.set(new Date());
  ctx = await createTestApp({ clock });
  user = await createUser(ctx.database.db, { username: 'kevin', email: 'kevin@example.cm' });
  auth = { authorization: `Bearer ${await accessTokenFor(user.id, clock.now())}` };
});
afterEach(() => ctx.close());

const UNAUTHENTICATED = { detail: 'Veuillez vous connecter pour effectuer cette action' };

const patch = (payload: object, headers: object = auth) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/auth/user/', payload, headers: { ...headers } });
const get = (headers: object = auth, url = '/api/auth/user/') =>
  ctx.app.inject({ method: 'GET', url, headers: { ...headers } });

describe('GET /api/auth/user/', () => {
  it('answers the current user with every profile field, at both readings', async () => {
    for (const url of ['/api/auth/user/', '/api/api/auth/user/']) {
      const res = await get(auth, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: user.id,
        username: 'kevin',
        email: 'kevin@example.cm',
        first_name: '',
        last_name: '',
        avatar: null,
        birth_date: null,
        gender: null,
        phone_number: null,
        social_links: { facebook: '', instagram: '', tiktok: '', youtube: '' },
        interests: '',
        is_staff: false,
        roles: [],
        email_verified: false,
        pending_email: null,
      });
    }
  });

  it('says is_staff for staff, and lists the studio roles held', async () => {
    await ctx.database.db
      .update(users)
      .set({ roles: ['organizer', 'staff'] })
      .where(eq(users.id, user.id));
    expect((await get()).json()).toMatchObject({ is_staff: true, roles: ['organizer', 'staff'] });
  });

  it('answers 401 to a visitor, a forged token and a disabled account', async () => {
    expect((await get({})).json()).toEqual(UNAUTHENTICATED);
    expect((await get({ authorization: 'Bearer nope.nope.nope' })).statusCode).toBe(401);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await get()).statusCode).toBe(401);
  });
});

describe('PATCH /api/auth/user/', () => {
  it('answers 401 to a visitor before reading the body', async () => {
    const res = await patch({ first_name: 'x' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it('saves personal information and reads it back', async () => {
    const res = await patch({
      first_name: ' Kévin ',
      last_name: 'Mabiala',
      email: 'kevin@example.cm',
      birth_date: '1998-04-12',
      gender: 'M',
    });
    expect(res.statusCode).toBe(200);
    const body = (await get()).json();
    expect(body).toMatchObject({
      first_name: 'Kévin',
      last_name: 'Mabiala',
      email: 'kevin@example.cm',
      birth_date: '1998-04-12',
      gender: 'M',
    });
    expect(res.json()).toEqual(body);
  });

  it('clears the birth date and gender with null or an empty date', async () => {
    await patch({ birth_date: '1998-04-12', gender: 'F' });
    await patch({ birth_date: '', gender: null });
    expect((await get()).json()).toMatchObject({ birth_date: null, gender: null });
  });

  it.each([
    ['first_name', { first_name: 'K' }, 'Le prénom doit contenir au moins 2 caractères'],
    ['last_name', { last_name: ' M ' }, 'Le nom doit contenir au moins 2 caractères'],
    ['email', { email: 'kevin@' }, "L'email n'est pas valide"],
    ['birth_date', { birth_date: '2001-02-29' }, 'Date de naissance invalide'],
    ['birth_date', { birth_date: '12/04/1998' }, 'Date de naissance invalide'],
    ['gender', { gender: 'X' }, 'Le genre doit être M ou F'],
    ['phone_number', { phone_number: '' }, 'Numéro de téléphone requis'],
    [
      'phone_number',
      { phone_number: '0612345678' },
      'Le numéro doit être au format international (+999999999)',
    ],
    ['phone_number', { phone_number: '+2' }, 'Le numéro doit être au format international (+999999999)'],
    [
      'phone_number',
      { phone_number: '+1234567890123456' },
      'Le numéro doit être au format international (+999999999)',
    ],
    ['social_links', { social_links: { facebook: 'pas une url' } }, 'URL invalide'],
    ['social_links', { social_links: { youtube: 'javascript:alert(1)' } }, 'URL invalide'],
    [
      'interests',
      { interests: 'a'.repeat(501) },
      "Les centres d'intérêt ne doivent pas dépasser 500 caractères",
    ],
  ])('rejects a bad %s (case %#) with 400 and its message', async (field, payload, message) => {
    const res = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
  });

  it('refuses a birth date after today (server clock)', async () => {
    const tomorrow = new Date(clock.now().getTime() + 2 * 86400_000).toISOString().slice(0, 10);
    const res = await patch({ birth_date: tomorrow });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ birth_date: ['La date de naissance ne peut pas être dans le futur'] });
  });

  it('keeps its own e-mail written in another case as no change (no password asked)', async () => {
    const res = await patch({ email: 'KEVIN@example.cm', first_name: 'Kevin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'kevin@example.cm', first_name: 'Kevin', pending_email: null });
  });

  it('saves the phone in international format', async () => {
    expect((await patch({ phone_number: '+242061234567' })).json().phone_number).toBe('+242061234567');
    expect((await patch({ phone_number: '242061234567' })).json().phone_number).toBe('242061234567');
  });

  it('saves social links one at a time, empty clearing one', async () => {
    await patch({
      social_links: { facebook: 'https://facebook.com/kevin', tiktok: 'https://tiktok.com/@kevin' },
    });
    await patch({ social_links: { tiktok: '' } });
    expect((await get()).json().social_links).toEqual({
      facebook: 'https://facebook.com/kevin',
      instagram: '',
      tiktok: '',
      youtube: '',
    });
  });

  it('stores interests as trimmed comma-separated values', async () => {
    const res = await patch({ interests: ' rumba,  ndombolo ,, afrobeat ' });
    expect(res.json().interests).toBe('rumba, ndombolo, afrobeat');
  });

  it('ignores fields it does not own (username, is_staff)', async () => {
    const res = await patch({ username: 'hacker', is_staff: true, first_name: 'Kevin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'kevin', is_staff: false, first_name: 'Kevin' });
  });
});
