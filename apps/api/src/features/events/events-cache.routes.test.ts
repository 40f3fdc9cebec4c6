import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { ticketTypes } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { describeOnPostgres, twoServersPerTest } from '../../test/concurrency.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

// 2030-06-01 12:00 in Douala; the events below are on 20 June.
const NOW = new Date('2030-06-01T11:00:00Z');
const ctx = appPerTest({ clock: fixedClock(NOW), start: NOW });

const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The stock the list and the detail show for ticket type `typeId` of event `serialId`, as `app` answers. */
async function shownStock(app: App, serialId: string, typeId: number) {
  const list = (await get(app, '/api/events/')).json() as {
    serial_id: string;
    ticket_types: { id: number; quantity_available: number }[];
  }[];
  const inList = list.find((e) => e.serial_id === serialId)!.ticket_types.find((t) => t.id === typeId);
  const detail = (await get(app, `/api/events/${serialId}/`)).json() as {
    ticket_types: { id: number; quantity_available: number }[];
  };
  const inDetail = detail.ticket_types.find((t) => t.id === typeId);
  return [inList!.quantity_available, inDetail!.quantity_available];
}

async function reserve(app: App, typeId: number, quantity: number) {
  const token = await accessTokenFor((await createUser(app.database.db)).id, NOW);
  const res = await app.inject({
    method: 'POST',
    url: '/api/tickets/reservations/',
    headers: { authorization: `Bearer ${token}` },
    payload: { ticket_type_id: typeId, quantity },
  });
  expect(res.statusCode).toBe(201);
}

describe('public event answers from the read cache', () => {
  it('answers 304 without a body when the client holds the current ETag, and 200 once it changed', async () => {
    const type = await createTicketType(ctx.database.db, {
      eventId: (await createEvent(ctx.database.db, { date: '2030-06-20' })).id,
      quantityTotal: 10,
    });
    const first = await get(ctx.app, '/api/events/');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get(ctx.app, '/api/events/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await reserve(ctx.app, type.id, 2);
    const changed = await get(ctx.app, '/api/events/', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()[0].ticket_types[0].quantity_available).toBe(8);
  });

  it('lets browsers keep the categories for five minutes, and never an answer showing stock', async () => {
    const event = await createEvent(ctx.database.db);
    expect((await get(ctx.app, '/api/events/-/c/categories/')).headers['cache-control']).toBe(
      'public, max-age=300',
    );
    for (const url of ['/api/events/', `/api/events/${event.serialId}/`, '/api/events/5/priority-0/'])
      expect((await get(ctx.app, url)).headers['cache-control']).toBe('no-cache');
  });

  it('sends the same JSON compressed with brotli, compressed once per answer', async () => {
    for (let i = 0; i < 5; i++) await createEvent(ctx.database.db);
    const plain = await get(ctx.app, '/api/events/');
    const compressed = await get(ctx.app, '/api/events/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('shows the new stock at once after a reservation, in the list and the detail', async () => {
    const event = await createEvent(ctx.database.db, { date: '2030-06-20' });
    const type = await createTicketType(ctx.database.db, { eventId: event.id, quantityTotal: 10 });
    expect(await shownStock(ctx.app, event.serialId, type.id)).toEqual([10, 10]);
    await reserve(ctx.app, type.id, 3);
    expect(await shownStock(ctx.app, event.serialId, type.id)).toEqual([7, 7]);
  });

  it('shows a change written outside any request (a background job) once its transaction commits', async () => {
    const event = await createEvent(ctx.database.db, { date: '2030-06-20' });
    const type = await createTicketType(ctx.database.db, { eventId: event.id, quantityTotal: 10 });
    expect(await shownStock(ctx.app, event.serialId, type.id)).toEqual([10, 10]);
    await ctx.database.db
      .update(ticketTypes)
      .set({ quantityAvailable: 4 })
      .where(eq(ticketTypes.id, type.id));
    // The notification comes with the commit on PGlite, a moment later on PostgreSQL's own connection.
    await vi.waitFor(async () => expect(await shownStock(ctx.app, event.serialId, type.id)).toEqual([4, 4]), {
      timeout: 1_000,
    });
  });
});

describe('writes that change no public answer', () => {
  it('keep the cached answers: a page view or an idle job computes nothing again', async () => {
    const event = await createEvent(ctx.database.db, { date: '2030-06-20' });
    const type = await createTicketType(ctx.database.db, { eventId: event.id });
    // On PostgreSQL the notifications of these inserts arrive a moment later. A write through the app answers
    // once its own notification came back, and notifications arrive in commit order: after it, none is left.
    await reserve(ctx.app, type.id, 1);
    await get(ctx.app, '/api/events/');
    const before = ctx.app.readCache.stats.misses;
    await get(ctx.app, '/api/events/');
    expect(ctx.app.readCache.stats.misses).toBe(before);
    const { misses } = ctx.app.readCache.stats;
    const view = await ctx.app.inject({
      method: 'POST',
      url: '/api/dataset/log/',
      payload: {
        path: '/events',
        method: 'GET',
        action: 'page_view',
        user_agent: 'Mozilla/5.0 (Linux; Android 10)',
        metadata: {
          screen_resolution: '360x740',
          referrer: '',
          timestamp: '2030-06-01T11:00:00.000Z',
          lang: 'fr',
        },
      },
    });
    expect(view.statusCode).toBe(201);
    expect((await get(ctx.app, '/api/events/')).statusCode).toBe(200);
    expect(ctx.app.readCache.stats.misses).toBe(misses);
    // Nor does a background job that finds nothing to do (its statements change no row).
    expect(await ctx.app.auctions.settle()).toBe(0);
    await get(ctx.app, '/api/events/');
    expect(ctx.app.readCache.stats.misses).toBe(misses);
    // Whereas a write that may change one drops them.
    await reserve(ctx.app, type.id, 1);
    await get(ctx.app, '/api/events/');
    expect(ctx.app.readCache.stats.misses).toBe(misses + 1);
  });
});

describeOnPostgres('the read cache on two server processes', () => {
  const servers = twoServersPerTest();

  it('shows a reservation made on one process at once on both', async () => {
    const db = servers.database.db;
    const event = await createEvent(db, { date: '2030-06-20' });
    const type = await createTicketType(db, { eventId: event.id, quantityTotal: 50 });
    for (const app of [servers.app, servers.second])
      expect(await shownStock(app, event.serialId, type.id)).toEqual([50, 50]);
    for (const [app, quantity, left] of [
      [servers.app, 2, 48],
      [servers.second, 3, 45],
      [servers.app, 1, 44],
    ] as const) {
      await reserve(app, type.id, quantity);
      expect(await shownStock(servers.app, event.serialId, type.id)).toEqual([left, left]);
      expect(await shownStock(servers.second, event.serialId, type.id)).toEqual([left, left]);
    }
  });
});
