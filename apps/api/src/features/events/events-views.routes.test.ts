import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, eventViews } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createMediaUrls } from '../../lib/media.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { describeOnPostgres, twoServersPerTest } from '../../test/concurrency.ts';
import { createEvent, createUser } from '../../test/factories.ts';
import { EVENT_ANSWER_TTL_MS } from './events.routes.ts';
import { createEventsService } from './events.service.ts';

// 2030-06-01 12:00 in Douala (UTC+1).
const NOW = new Date('2030-06-01T11:00:00Z');
const clock = fixedClock(NOW);
const ctx = appPerTest({ clock, start: NOW });

type Visit = { token?: string; userAgent?: string; ip?: string };

const visit = (serialId: string, who: Visit = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/events/${serialId}/`,
    remoteAddress: who.ip ?? '203.0.113.7',
    headers: {
      'user-agent': who.userAgent ?? 'Mozilla/5.0 (Linux; Android 13) Chrome/126',
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
    },
  });

async function viewsOf(serialId: string): Promise<number> {
  await ctx.app.events.flushViews();
  const [row] = await ctx.database.db
    .select({ view: events.view })
    .from(events)
    .where(eq(events.serialId, serialId));
  return row!.view;
}

async function recordedViews(eventId: number) {
  await ctx.app.events.flushViews();
  return ctx.database.db
    .select({ viewer: eventViews.viewer, day: eventViews.day })
    .from(eventViews)
    .where(eq(eventViews.eventId, eventId))
    .orderBy(eventViews.day, eventViews.viewer);
}

describe('GET /api/events/{serialId}/ counts distinct viewers per day', () => {
  it('counts ten reloads by one signed-in user as one view, recorded as u:<id>', async () => {
    const event = await createEvent(ctx.database.db);
    const user = await createUser(ctx.database.db);
    const token = await accessTokenFor(user.id, NOW);
    for (let i = 0; i < 10; i++) expect((await visit(event.serialId, { token })).statusCode).toBe(200);
    expect(await viewsOf(event.serialId)).toBe(1);
    expect(await recordedViews(event.id)).toEqual([{ viewer: `u:${user.id}`, day: '2030-06-01' }]);
  });

  it('counts two signed-in users as two views, whatever device they share', async () => {
    const event = await createEvent(ctx.database.db);
    for (const user of [await createUser(ctx.database.db), await createUser(ctx.database.db)]) {
      const token = await accessTokenFor(user.id, NOW);
      await visit(event.serialId, { token });
      await visit(event.serialId, { token });
    }
    expect(await viewsOf(event.serialId)).toBe(2);
  });

  it('counts the same viewer again on the next day, and answers the new count', async () => {
    const event = await createEvent(ctx.database.db);
    const user = await createUser(ctx.database.db);
    await visit(event.serialId, { token: await accessTokenFor(user.id, NOW) });
    clock.advance(86_400_000);
    // Access tokens live 5 minutes: a fresh one, as the client would have by then.
    const token = await accessTokenFor(user.id, clock.now());
    await visit(event.serialId, { token });
    await ctx.app.events.flushViews();
    clock.advance(EVENT_ANSWER_TTL_MS);
    expect((await visit(event.serialId, { token })).json().view).toBe(2);
    expect(await viewsOf(event.serialId)).toBe(2);
    expect(await recordedViews(event.id)).toEqual([
      { viewer: `u:${user.id}`, day: '2030-06-01' },
      { viewer: `u:${user.id}`, day: '2030-06-02' },
    ]);
  });

  it("changes day at midnight in the venue's time zone, not UTC's", async () => {
    const event = await createEvent(ctx.database.db); // Africa/Douala, UTC+1
    clock.set(new Date('2030-06-01T22:30:00Z')); // 23:30 in Douala
    await visit(event.serialId);
    clock.set(new Date('2030-06-01T23:30:00Z')); // 00:30 on 2 June in Douala, still 1 June in UTC
    await visit(event.serialId);
    expect(await viewsOf(event.serialId)).toBe(2);
    expect((await recordedViews(event.id)).map((r) => r.day)).toEqual(['2030-06-01', '2030-06-02']);
  });

  it('counts visitors apart by user agent and by address, keyed without storing the address', async () => {
    const event = await createEvent(ctx.database.db);
    await visit(event.serialId, { userAgent: 'Firefox/128' });
    await visit(event.serialId, { userAgent: 'Firefox/128' });
    await visit(event.serialId, { userAgent: 'Safari/17' });
    await visit(event.serialId, { userAgent: 'Firefox/128', ip: '198.51.100.23' });
    expect(await viewsOf(event.serialId)).toBe(3);
    const viewers = (await recordedViews(event.id)).map((r) => r.viewer);
    expect(new Set(viewers).size).toBe(3);
    for (const viewer of viewers) {
      expect(viewer).toMatch(/^a:[\w-]{22}$/);
      expect(viewer).not.toContain('203.0.113');
    }
  });

  it('keeps events.view equal to the number of recorded (viewer, day) pairs', async () => {
    const event = await createEvent(ctx.database.db);
    const token = await accessTokenFor((await createUser(ctx.database.db)).id, NOW);
    await Promise.all([
      visit(event.serialId, { token }),
      visit(event.serialId, { token }),
      visit(event.serialId),
      visit(event.serialId),
    ]);
    await ctx.app.events.flushViews();
    const [{ count }] = (await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(eventViews)
      .where(eq(eventViews.eventId, event.id))) as [{ count: number }];
    expect(count).toBe(2);
    expect(await viewsOf(event.serialId)).toBe(2);
  });

  it("answers 404 'Événement non trouvé' for an unknown event and records nothing", async () => {
    const res = await visit('nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Événement non trouvé' });
    await ctx.app.events.flushViews();
    expect(await ctx.database.db.select().from(eventViews)).toEqual([]);
  });
});

describe('purging old view records', () => {
  it('deletes the records of days more than two days back and keeps the recent ones and the counts', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db, { view: 40 });
    await db.insert(eventViews).values([
      { eventId: event.id, viewer: 'u:1', day: '2030-05-29' },
      { eventId: event.id, viewer: 'u:1', day: '2030-05-30' },
      { eventId: event.id, viewer: 'u:1', day: '2030-05-31' },
      { eventId: event.id, viewer: 'u:1', day: '2030-06-01' },
    ]);
    const service = createEventsService({ db, clock, media: createMediaUrls(undefined), viewerKey: 'k' });
    expect(await service.purgeOldViews()).toBe(1);
    expect((await recordedViews(event.id)).map((r) => r.day)).toEqual([
      '2030-05-30',
      '2030-05-31',
      '2030-06-01',
    ]);
    expect(await viewsOf(event.serialId)).toBe(40);
  });
});

describeOnPostgres('concurrent reloads on two servers', () => {
  const servers = twoServersPerTest();

  it('count one view when the same user reloads twenty times at once', async () => {
    const event = await createEvent(servers.database.db);
    const token = await accessTokenFor((await createUser(servers.database.db)).id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? servers.second : servers.app).inject({
          method: 'GET',
          url: `/api/events/${event.serialId}/`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    await Promise.all([servers.app.events.flushViews(), servers.second.events.flushViews()]);
    const [row] = await servers.database.db
      .select({ view: events.view })
      .from(events)
      .where(eq(events.id, event.id));
    expect(row!.view).toBe(1);
  });
});
