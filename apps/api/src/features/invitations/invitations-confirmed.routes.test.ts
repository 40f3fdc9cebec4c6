import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { createEvent, createUser, createUserWithPassword } from '../../test/factories.ts';
import { mailText, startSmtpServer } from '../../test/smtp.ts';

// Invitations follow confirmed addresses only: an address typed at registration or into a profile proves
// nothing until its owner follows the link mailed to it.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

let ctx: TestContext;
let aliceToken: string;
let eventId: string;
beforeEach(async () => {
  smtp.received.length = 0;
  ctx = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sanza.test' } });
  const alice = await createUser(ctx.database.db, { username: 'alice', emailVerified: true });
  aliceToken = await accessTokenFor(alice.id);
  eventId = (await createEvent(ctx.database.db, { name: 'Nuit de la Rumba' })).serialId;
});
afterEach(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const invite = async (email: string) =>
  (
    await call('POST', '/api/guest/invitations/', aliceToken, { event_id: eventId, recipient_email: email })
  ).json().id as number;
const received = async (token: string) =>
  (await call('GET', '/api/guest/invitations/received/', token)).json().map((i: { id: number }) => i.id);
const accept = (token: string, id: number) =>
  call('PATCH', `/api/guest/invitations/${id}/`, token, { status: 'confirmed' });

/** The token of the newest confirmation link mailed to `address`. */
async function linkTokenFor(address: string): Promise<string> {
  await ctx.app.mailer.flush();
  const mail = smtp.received.filter((m) => m.to.includes(address)).at(-1);
  return mailText(mail!.raw).match(/\/email-confirm\/([\w-]+)/)![1]!;
}

describe('invitations to an address', () => {
  it('reach a new account only once its address is confirmed by the mailed link', async () => {
    const id = await invite('claire@example.test');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/register/',
      payload: {
        username: 'claire',
        email: 'claire@example.test',
        password: 'Bonjour1!',
        captcha: await solvedCaptcha(ctx.app),
      },
    });
    const claire = await accessTokenFor(registered.json().id);
    expect(await received(claire)).toEqual([]);
    const early = await accept(claire, id);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toEqual({ detail: 'Invitation non trouvée' });

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/email/confirm/',
      payload: { token: await linkTokenFor('claire@example.test') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await received(claire)).toEqual([id]);
    expect((await accept(claire, id)).statusCode).toBe(200);
  });

  it('do not follow an address typed into a profile: it stays pending, the invitations with its owner', async () => {
    const id = await invite('bruno@example.test');
    const mallory = await createUserWithPassword(ctx.database.db, {
      username: 'mallory',
      email: 'mallory@example.test',
      emailVerified: true,
    });
    const token = await accessTokenFor(mallory.id);
    const claimed = await call('PATCH', '/api/auth/user/', token, {
      email: 'bruno@example.test',
      current_password: mallory.password,
    });
    expect(claimed.json()).toMatchObject({
      email: 'mallory@example.test',
      pending_email: 'bruno@example.test',
    });
    expect(await received(token)).toEqual([]);
    expect((await accept(token, id)).statusCode).toBe(404);
  });
});
