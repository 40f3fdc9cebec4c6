import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createEvent, createUser } from '../../test/factories.ts';
import { mailText, startSmtpServer } from '../../test/smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
type Who = { id: number; email: string; token: string };
let alice: Who;
let bruno: Who;
let event: { serialId: string; name: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

async function person(username: string): Promise<Who> {
  const u = await createUser(ctx.database.db, {
    username,
    email: `${username}@example.test`,
    emailVerified: true,
  });
  return { id: u.id, email: u.email, token: await accessTokenFor(u.id) };
}

beforeEach(async () => {
  smtp.received.length = 0;
  ctx = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sanza.test' } });
  alice = await person('alice');
  bruno = await person('bruno');
  event = await createEvent(ctx.database.db, { name: 'Nuit de la Rumba' });
});
afterEach(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Who | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
const invite = (who: Who, email: string) =>
  call('POST', '/api/guest/invitations/', who, { event_id: event.serialId, recipient_email: email });

describe('sending', () => {
  it('creates a pending invitation and mails the recipient a link to the event and to /invitations', async () => {
    const res = await invite(alice, 'Bruno@Example.test');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      event: { serial_id: event.serialId, name: 'Nuit de la Rumba' },
      invited_by: { username: 'alice' },
      recipient_email: 'Bruno@Example.test',
      user: null,
    });
    await ctx.app.mailer.flush();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to.map((a) => a.toLowerCase())).toEqual(['bruno@example.test']);
    const text = mailText(smtp.received[0]!.raw);
    expect(text).toContain('alice vous invite à « Nuit de la Rumba »');
    expect(text).toContain(`https://sanza.test/events/${event.serialId}`);
    expect(text).toContain('https://sanza.test/invitations');
  });

  it('invites an address without an account to sign up', async () => {
    const res = await invite(alice, 'nouveau@example.test');
    expect(res.json().user).toBeNull();
    await ctx.app.mailer.flush();
    expect(mailText(smtp.received[0]!.raw)).toContain('https://sanza.test/register?next=%2Finvitations');
  });

  it('answers the sender alike whether the address has an account or not (the POST and the sent list)', async () => {
    const withAccount = await invite(alice, bruno.email);
    const without = await invite(alice, 'personne@example.test');
    expect([withAccount.statusCode, without.statusCode]).toEqual([201, 201]);
    // Everything but the invitation's own id, address and time is the same, `user` included.
    const shape = (i: Record<string, unknown>) => ({
      ...i,
      id: 0,
      serial_id: '',
      recipient_email: '',
      created_at: '',
    });
    expect(shape(withAccount.json())).toEqual(shape(without.json()));
    expect(withAccount.json().user).toBeNull();
    const sent = await call('GET', '/api/guest/invitations/sent/', alice);
    const rows: Record<string, unknown>[] = sent.json();
    expect(rows.map(shape)).toEqual([shape(without.json()), shape(without.json())]);
    expect(rows.map((r) => r.recipient_email).sort()).toEqual([bruno.email, 'personne@example.test']);
  });

  it('answers 409 to a second pending invitation for the same address and event', async () => {
    await invite(alice, 'bruno@example.test');
    const again = await invite(alice, 'BRUNO@example.test');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Une invitation a déjà été envoyée à cet utilisateur' });
  });

  it('refuses inviting yourself, a bad e-mail and an unknown event', async () => {
    expect((await invite(alice, 'ALICE@example.test')).json()).toEqual({
      detail: 'Vous ne pouvez pas vous inviter vous-même',
    });
    const bad = await invite(alice, 'pas-un-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ recipient_email: ['Email invalide'] });
    const unknown = await call('POST', '/api/guest/invitations/', alice, {
      event_id: 'nope',
      recipient_email: 'x@example.test',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Événement non trouvé' });
  });

  it("refuses an event that has already started with 400 'Cet événement est terminé', sending nothing", async () => {
    const past = await createEvent(ctx.database.db, { name: 'Concert passé', date: '2020-01-10' });
    const res = await call('POST', '/api/guest/invitations/', alice, {
      event_id: past.serialId,
      recipient_email: 'bruno@example.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Cet événement est terminé' });
    expect((await call('GET', '/api/guest/invitations/sent/', alice)).json()).toEqual([]);
    await ctx.app.mailer.flush();
    expect(smtp.received).toHaveLength(0);
  });

  it('limits how many invitations one user sends a minute', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await invite(alice, `ami${i}@example.test`)).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('answering and cancelling', () => {
  async function sent() {
    return (await invite(alice, 'bruno@example.test')).json() as { id: number };
  }

  it('lets the recipient accept: both lists show it confirmed', async () => {
    const { id } = await sent();
    expect((await call('GET', '/api/guest/invitations/received/', bruno)).json()).toHaveLength(1);
    const res = await call('PATCH', `/api/guest/invitations/${id}/`, bruno, { status: 'confirmed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('confirmed');
    expect((await call('GET', '/api/guest/invitations/sent/', alice)).json()[0].status).toBe('confirmed');
    const again = await call('PATCH', `/api/guest/invitations/${id}/`, bruno, { status: 'declined' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Cette invitation ne peut plus être refusée' });
  });

  it('lets the recipient decline, then not accept', async () => {
    const { id } = await sent();
    expect(
      (await call('PATCH', `/api/guest/invitations/${id}/`, bruno, { status: 'declined' })).json().status,
    ).toBe('declined');
    const again = await call('PATCH', `/api/guest/invitations/${id}/`, bruno, { status: 'confirmed' });
    expect(again.json()).toEqual({ detail: 'Cette invitation ne peut plus être acceptée' });
  });

  it('reaches an account made after the invitation was sent', async () => {
    const { id } = await (await invite(alice, 'claire@example.test')).json();
    const claire = await person('claire');
    expect(
      (await call('GET', '/api/guest/invitations/received/', claire)).json().map((i: { id: number }) => i.id),
    ).toEqual([id]);
    expect(
      (await call('PATCH', `/api/guest/invitations/${id}/`, claire, { status: 'confirmed' })).statusCode,
    ).toBe(200);
  });

  it('refuses the sender answering (403) and a stranger anything (404)', async () => {
    const { id } = await sent();
    const stranger = await person('inconnu');
    expect(
      (await call('PATCH', `/api/guest/invitations/${id}/`, alice, { status: 'confirmed' })).statusCode,
    ).toBe(403);
    const notFound = await call('PATCH', `/api/guest/invitations/${id}/`, stranger, { status: 'confirmed' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ detail: 'Invitation non trouvée' });
    expect((await call('DELETE', `/api/guest/invitations/${id}/`, stranger)).statusCode).toBe(404);
  });

  it('refuses an answer other than confirmed or declined', async () => {
    const { id } = await sent();
    expect(
      (await call('PATCH', `/api/guest/invitations/${id}/`, bruno, { status: 'maybe' })).statusCode,
    ).toBe(400);
  });

  it('lets only the sender cancel, only while pending; it then disappears', async () => {
    const { id } = await sent();
    const byRecipient = await call('DELETE', `/api/guest/invitations/${id}/`, bruno);
    expect(byRecipient.statusCode).toBe(403);
    expect(byRecipient.json()).toEqual({ detail: "Vous n'êtes pas autorisé à annuler cette invitation" });
    const ok = await call('DELETE', `/api/guest/invitations/${id}/`, alice);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ detail: 'Invitation annulée avec succès' });
    expect((await call('GET', '/api/guest/invitations/sent/', alice)).json()).toEqual([]);
    expect((await call('GET', '/api/guest/invitations/received/', bruno)).json()).toEqual([]);
    expect((await call('DELETE', `/api/guest/invitations/${id}/`, alice)).statusCode).toBe(404);
    // A new invitation to the same address is possible once the old one is cancelled.
    expect((await invite(alice, 'bruno@example.test')).statusCode).toBe(201);
  });

  it('refuses cancelling an answered invitation with 409', async () => {
    const { id } = await sent();
    await call('PATCH', `/api/guest/invitations/${id}/`, bruno, { status: 'confirmed' });
    const res = await call('DELETE', `/api/guest/invitations/${id}/`, alice);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Cette invitation ne peut plus être annulée' });
  });
});

describe('every invitation call needs a signed-in user', () => {
  it.each([
    ['POST', '/api/guest/invitations/'],
    ['GET', '/api/guest/invitations/received/'],
    ['GET', '/api/guest/invitations/sent/'],
    ['PATCH', '/api/guest/invitations/1/'],
    ['DELETE', '/api/guest/invitations/1/'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await call(method, url, null, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(res.statusCode).toBe(401);
  });
});
