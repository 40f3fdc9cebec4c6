import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auctions, reservations } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';
import { openSse } from '../../test/sse.ts';

const START = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(START);
let ctx: TestContext;
type Who = { id: number; token: string; username: string };

async function person(username: string): Promise<Who> {
  const u = await createUser(ctx.database.db, { username, email: `${username}@example.test` });
  return { id: u.id, username, token: await accessTokenFor(u.id, clock.now()) };
}

/** An auction of one ticket, started an hour ago, ending in `endsInS` seconds (null: never). */
async function auction(opts: { startPrice?: number; endsInS?: number | null; startsInS?: number } = {}) {
  const db = ctx.database.db;
  const event = await createEvent(db, { name: 'Nuit de la Rumba', date: '2030-06-20' });
  const type = await createTicketType(db, {
    eventId: event.id,
    isAuction: true,
    price: 50000,
    quantityTotal: 1,
    name: 'Carré Or',
  });
  const now = clock.now().getTime();
  const endsInS = opts.endsInS === undefined ? 3600 : opts.endsInS;
  const [row] = await db
    .insert(auctions)
    .values({
      ticketTypeId: type.id,
      startPrice: opts.startPrice ?? 50000,
      currentPrice: opts.startPrice ?? 50000,
      startTime: new Date(now + (opts.startsInS ?? -3600) * 1000),
      endTime: endsInS === null ? null : new Date(now + endsInS * 1000),
    })
    .returning();
  return { ...row!, ticketType: type };
}

beforeEach(async () => {
  clock.set(START);
  ctx = await createTestApp({ clock, env: { RESERVATION_HOLD_MINUTES: '60', AUCTION_PAYMENT_HOURS: '1' } });
});
afterEach(() => ctx.close());

const bid = (who: Who | null, id: number, amount: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/tickets/auctions/${id}/bid/`,
    payload: { amount },
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('reading auctions', () => {
  it('lists active auctions with the spec fields, and finds one by its ticket type', async () => {
    const running = await auction({ endsInS: 600 });
    await auction({ endsInS: -60 });
    await auction({ startsInS: 3600, endsInS: 7200 });
    const list = (await get('/api/tickets/auctions/?is_active=true')).json();
    expect(list.map((a: { id: number }) => a.id)).toEqual([running.id]);
    expect(list[0]).toMatchObject({
      start_price: 50000,
      current_price: 50000,
      bids_count: 0,
      is_active: true,
      time_remaining: 600,
      server_time: START.toISOString(),
      ticket_type: { name: 'Carré Or', price: 50000, quantity_available: 1 },
      event: { name: 'Nuit de la Rumba' },
    });
    expect((await get('/api/tickets/auctions/')).json()).toHaveLength(3);
    const byType = await get(`/api/tickets/auctions/ticket-type/${running.ticketType.id}/`);
    expect(byType.json().id).toBe(running.id);
    expect((await get('/api/tickets/auctions/ticket-type/999999/')).statusCode).toBe(404);
    expect((await get('/api/tickets/auctions/999999/')).json()).toEqual({ detail: 'Enchère introuvable' });
  });

  it('says there is no end when the auction has no end time', async () => {
    const open = await auction({ endsInS: null });
    const body = (await get(`/api/tickets/auctions/${open.id}/`)).json();
    expect(body).toMatchObject({ end_time: null, time_remaining: null, is_active: true });
  });
});

describe('POST /api/tickets/auctions/{id}/bid/', () => {
  it('accepts a bid above the price (2-decimal string), raising price and count, with the bid in the history', async () => {
    const a = await auction();
    const ana = await person('ana');
    const res = await bid(ana, a.id, '60000.00');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      current_price: 60000,
      bids_count: 1,
      bids: [{ user: 'ana', amount: 60000 }],
    });
  });

  it("refuses a bid not above the current price with the spec's message", async () => {
    const a = await auction();
    const ana = await person('ana');
    await bid(ana, a.id, 60000);
    const res = await bid(ana, a.id, '60000.00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Le montant doit être supérieur à 60000XAF' });
  });

  it.each(['abc', '1500.50', -5, 0, ''])(
    "refuses %s with 'Veuillez entrer un montant valide'",
    async (amount) => {
      const a = await auction();
      const res = await bid(await person('ana'), a.id, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ amount: ['Veuillez entrer un montant valide'] });
    },
  );

  it('refuses bidding before the start and after the end', async () => {
    const early = await auction({ startsInS: 60, endsInS: 3600 });
    const late = await auction({ endsInS: -1 });
    const ana = await person('ana');
    expect((await bid(ana, early.id, 90000)).json()).toEqual({ detail: "L'enchère n'a pas encore commencé" });
    expect((await bid(ana, late.id, 90000)).json()).toEqual({ detail: 'Enchère terminée' });
  });

  it('answers 401 to a visitor and 404 to an unknown auction', async () => {
    const a = await auction();
    expect((await bid(null, a.id, 90000)).statusCode).toBe(401);
    expect((await bid(await person('ana'), 999999, 90000)).statusCode).toBe(404);
  });

  it('pushes the end to 2 minutes after a bid placed in the last 2 minutes (soft close)', async () => {
    const closing = await auction({ endsInS: 60 });
    const later = await auction({ endsInS: 600 });
    const ana = await person('ana');
    expect((await bid(ana, closing.id, 51000)).json().end_time).toBe(
      new Date(START.getTime() + 120_000).toISOString(),
    );
    expect((await bid(ana, later.id, 51000)).json().end_time).toBe(
      new Date(START.getTime() + 600_000).toISOString(),
    );
  });
});

describe('settlement', () => {
  const reservationsOf = async (userId: number) =>
    ctx.database.db.select().from(reservations).where(eq(reservations.userId, userId));

  it('gives the winner one reservation at the winning price, even with two workers at once', async () => {
    const a = await auction({ endsInS: 600 });
    const [ana, ben] = [await person('ana'), await person('ben')];
    await bid(ana, a.id, 60000);
    await bid(ben, a.id, 70000);
    expect(await ctx.app.auctions.settle()).toBe(0); // not ended yet
    clock.advance(601_000);
    const offers = await Promise.all([ctx.app.auctions.settle(), ctx.app.auctions.settle()]);
    expect(offers.reduce((x, y) => x + y, 0)).toBe(1);
    const won = await reservationsOf(ben.id);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ totalPrice: 70000, status: 'pending' });
    expect(await reservationsOf(ana.id)).toHaveLength(0);
    expect(await ctx.app.auctions.settle()).toBe(0);
    // The winner is told by e-mail, with the link to pay (mails are .eml files when no SMTP is set); the
    // other mail is ana's « Vous avez été surenchéri ».
    await ctx.app.mailer.flush();
    const dir = join(ctx.config.dataDir, 'mail');
    const mails = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
    const toBen = mails.filter((m) => m.includes('ben@example.test'));
    expect(toBen).toHaveLength(1);
    expect(toBen[0]).toContain(`/reservations/${won[0]!.serialId}`);
    expect(mails.filter((m) => m.includes('ana@example.test'))).toHaveLength(1);
  });

  it('offers the ticket to the next bidder at their own bid when the winner lets the hold lapse', async () => {
    const a = await auction({ endsInS: 600 });
    const [ana, ben] = [await person('ana'), await person('ben')];
    await bid(ana, a.id, 60000);
    await bid(ben, a.id, 70000);
    clock.advance(601_000);
    await ctx.app.auctions.settle();
    clock.advance(61 * 60_000);
    expect(await ctx.app.reservations.expireDue()).toBe(1);
    expect(await ctx.app.auctions.settle()).toBe(1);
    const second = await reservationsOf(ana.id);
    expect(second).toHaveLength(1);
    expect(second[0]!.totalPrice).toBe(60000);
  });

  it('ends an auction without bids with no winner', async () => {
    const a = await auction({ endsInS: 10 });
    clock.advance(11_000);
    expect(await ctx.app.auctions.settle()).toBe(0);
    const [row] = await ctx.database.db.select().from(auctions).where(eq(auctions.id, a.id));
    expect(row!.settledAt).not.toBeNull();
  });
});

describe('the live stream', () => {
  it('sends a snapshot, then every accepted bid', async () => {
    const a = await auction();
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/tickets/auctions/${a.id}/events/`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
    };
    await readUntil('event: snapshot');
    await bid(await person('ana'), a.id, 65000);
    await readUntil('event: bid');
    const data = JSON.parse(text.split('event: bid\ndata: ')[1]!.split('\n')[0]!);
    expect(data).toMatchObject({
      auction_id: a.id,
      current_price: 65000,
      bids_count: 1,
      max_bid: 650000,
      bid: { user: 'ana', amount: 65000 },
    });
    controller.abort();
  });

  it('ends open streams when the server shuts down, without waiting for them', async () => {
    const a = await auction();
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${base}/api/tickets/auctions/${a.id}/events/`);
    await stream.waitFor('snapshot');
    await ctx.app.close();
    await expect(stream.waitFor('bid')).rejects.toThrow("stream ended before 1 'bid' event(s)");
  });

  it('sends a heartbeat event every 20 s, so the page can tell a silent stream from a dead one', async () => {
    const a = await auction();
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await openSse(`${base}/api/tickets/auctions/${a.id}/events/`);
    try {
      await stream.waitFor('snapshot');
      expect(stream.events('heartbeat')).toEqual([]);
      vi.advanceTimersByTime(20_000);
      expect(await stream.waitFor('heartbeat')).toEqual([{ server_time: START.toISOString() }]);
    } finally {
      stream.close();
      vi.useRealTimers();
    }
  });
});
