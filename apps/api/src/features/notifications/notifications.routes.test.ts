import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';

const START = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(START);
const ctx = appPerTest({ clock, start: START });

async function person() {
  const u = await createUser(ctx.database.db);
  return { id: u.id, token: await accessTokenFor(u.id, clock.now()) };
}

/** `n` outbid notices for a user, one minute apart (the last is the newest); answers their ids. */
async function notices(userId: number, n: number) {
  const rows = await ctx.database.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId,
        kind: 'outbid',
        data: { auction_id: 7, event_name: 'Nuit de la Rumba', amount: 1000 + i },
        createdAt: new Date(START.getTime() + i * 60_000),
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/notifications/', () => {
  it('answers 401 to a visitor', async () => {
    expect((await call('GET', '/api/notifications/', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/read/', null, {})).statusCode).toBe(401);
  });

  it("pages the user's own notifications, newest first, with the unread count", async () => {
    const [ana, ben] = [await person(), await person()];
    const ids = await notices(ana.id, 3);
    await notices(ben.id, 2);
    const res = await call('GET', '/api/notifications/?page_size=2', ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({ count: 3, unread_count: 3, previous: null });
    expect(body.next).toMatch(/\/api\/notifications\/\?page_size=2&page=2$/);
    expect(body.results.map((n: { id: number }) => n.id)).toEqual([ids[2], ids[1]]);
    expect(body.results[0]).toEqual({
      id: ids[2],
      kind: 'outbid',
      data: { auction_id: 7, event_name: 'Nuit de la Rumba', amount: 1002 },
      created_at: new Date(START.getTime() + 120_000).toISOString(),
      read_at: null,
    });
    const second = (await call('GET', '/api/notifications/?page_size=2&page=2', ana.token)).json();
    expect(second.results.map((n: { id: number }) => n.id)).toEqual([ids[0]]);
    expect(second.next).toBeNull();
  });

  it('refuses a bad page with a French message', async () => {
    const ana = await person();
    const res = await call('GET', '/api/notifications/?page=0', ana.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ page: ['Numéro de page invalide'] });
  });
});

describe('POST /api/notifications/read/', () => {
  it("marks the given ids read, ignoring another user's, and answers what stays unread", async () => {
    const [ana, ben] = [await person(), await person()];
    const mine = await notices(ana.id, 3);
    const theirs = await notices(ben.id, 1);
    const res = await call('POST', '/api/notifications/read/', ana.token, { ids: [mine[0], theirs[0]] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread_count: 2 });
    expect((await call('GET', '/api/notifications/', ben.token)).json().unread_count).toBe(1);
    const page = (await call('GET', '/api/notifications/', ana.token)).json();
    expect(page.results.find((n: { id: number }) => n.id === mine[0]).read_at).toBe(START.toISOString());
  });

  it('marks every notification read without ids (empty body too)', async () => {
    const ana = await person();
    await notices(ana.id, 4);
    expect((await call('POST', '/api/notifications/read/', ana.token, {})).json()).toEqual({
      unread_count: 0,
    });
    await notices(ana.id, 1);
    const res = await call('POST', '/api/notifications/read/', ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread_count: 0 });
  });

  it.each([
    ['a string', { ids: 'all' }],
    ['a fraction', { ids: [1.5] }],
    ['a negative id', { ids: [-1] }],
    ['201 ids', { ids: Array.from({ length: 201 }, (_, i) => i + 1) }],
  ])('refuses %s with 400 and a French message', async (_, payload) => {
    const ana = await person();
    const res = await call('POST', '/api/notifications/read/', ana.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ids: ['Liste de notifications invalide'] });
  });
});
