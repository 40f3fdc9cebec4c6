import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auctions, notifications, reservations, ticketTypes } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

// What happens around the bids: who is told what (outbid, won, second chance, unsold), who shows as the
// winner once the auction is over, and the seat going back to the organizer when nobody buys it.

const START = new Date('2030-06-01T10:00:00Z');
const HOLD_MS = 60 * 60_000;
const clock = fixedClock(START);
let ctx: TestContext;
type Who = { id: number; token: string; username: string };

async function person(username: string): Promise<Who> {
  const u = await createUser(ctx.database.db, { username, email: `${username}@example.test` });
  return { id: u.id, username, token: await accessTokenFor(u.id, clock.now()) };
}

/** An auction of one 'Carré Or' seat (ticket price 50 000) of an event by `organizer`, ending in `endsInS`. */
async function auction(opts: { endsInS?: number; organizer?: Who } = {}) {
  const db = ctx.database.db;
  const event = await createEvent(db, {
    name: 'Nuit de la Rumba',
    date: '2030-06-20',
    organizerId: opts.organizer?.id,
  });
  const type = await createTicketType(db, {
    eventId: event.id,
    isAuction: true,
    price: 50000,
    quantityTotal: 1,
    name: 'Carré Or',
  });
  const now = clock.now().getTime();
  const [row] = await db
    .insert(auctions)
    .values({
      ticketTypeId: type.id,
      startPrice: 40000,
      currentPrice: 40000,
      startTime: new Date(now - 3600_000),
      endTime: new Date(now + (opts.endsInS ?? 600) * 1000),
    })
    .returning();
  return { ...row!, ticketType: type, event };
}

beforeEach(async () => {
  clock.set(START);
  ctx = await createTestApp({
    clock,
    env: {
      RESERVATION_HOLD_MINUTES: String(HOLD_MS / 60_000),
      AUCTION_PAYMENT_HOURS: String(HOLD_MS / 3_600_000),
    },
  });
});
afterEach(() => ctx.close());

/** A call as `who` (a token signed now: the clock moves by hours in these tests), or as a visitor. */
const call = async (method: 'GET' | 'POST', url: string, who: Who | null, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: who ? { authorization: `Bearer ${await accessTokenFor(who.id, clock.now())}` } : {},
  });
const bid = (who: Who, id: number, amount: number) =>
  call('POST', `/api/tickets/auctions/${id}/bid/`, who, { amount });
const inbox = async (who: Who) => (await call('GET', '/api/notifications/', who)).json();

/** The mails written so far (no SMTP in tests: one .eml file each). */
async function mails(): Promise<string[]> {
  await ctx.app.mailer.flush();
  const dir = join(ctx.config.dataDir, 'mail');
  try {
    return readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** Lets every unpaid hold run out, then settles (the reservation-expiry and settlement jobs). */
async function lapse() {
  clock.advance(HOLD_MS + 60_000);
  await ctx.app.reservations.expireDue();
  return ctx.app.auctions.settle();
}

describe('« Vous avez été surenchéri »', () => {
  it('tells the outbid bidder in-app and by e-mail with the link when they are away from the page', async () => {
    const a = await auction();
    const [ana, ben] = [await person('ana'), await person('ben')];
    await bid(ana, a.id, 45000);
    await bid(ana, a.id, 46000); // raising one's own offer tells nobody
    expect((await inbox(ana)).count).toBe(0);
    expect((await bid(ben, a.id, 50000)).statusCode).toBe(201);

    const page = await inbox(ana);
    expect(page).toMatchObject({ count: 1, unread_count: 1 });
    expect(page.results[0]).toMatchObject({
      kind: 'outbid',
      data: { auction_id: a.id, event_name: 'Nuit de la Rumba', amount: 50000, previous_amount: 46000 },
      read_at: null,
    });
    expect((await inbox(ben)).count).toBe(0);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('ana@example.test');
    expect(sent[0]).toContain(`/auctions/${a.id}`);
  });

  it('shows it live on the auction page of the outbid bidder, to them only, and sends no e-mail then', async () => {
    const a = await auction();
    const [ana, ben] = [await person('ana'), await person('ben')];
    await bid(ana, a.id, 45000);
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const open = async (query: string) => {
      const controller = new AbortController();
      const res = await fetch(`${base}/api/tickets/auctions/${a.id}/events/${query}`, {
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      const stream = { text: '', close: () => controller.abort() };
      const readUntil = async (needle: string) => {
        while (!stream.text.includes(needle)) stream.text += decoder.decode((await reader.read()).value);
      };
      await readUntil('event: snapshot');
      return {
        ...stream,
        readUntil,
        get text() {
          return stream.text;
        },
      };
    };
    const anaPage = await open(`?access_token=${ana.token}`);
    const visitorPage = await open('?access_token=not-a-token');
    await bid(ben, a.id, 52000);
    await anaPage.readUntil('event: notification');
    const data = JSON.parse(anaPage.text.split('event: notification\ndata: ')[1]!.split('\n')[0]!);
    expect(data).toMatchObject({ kind: 'outbid', data: { auction_id: a.id, amount: 52000 }, read_at: null });
    await visitorPage.readUntil('event: bid');
    expect(visitorPage.text).not.toContain('notification');
    expect(visitorPage.text).not.toContain('"outbid"');
    expect(await mails()).toHaveLength(0);
    expect((await inbox(ana)).unread_count).toBe(1);

    // Once the page is closed, the next outbid goes by e-mail again.
    anaPage.close();
    visitorPage.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await bid(ana, a.id, 53000); // ben, away, gets a mail
    await bid(ben, a.id, 54000);
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent.filter((m) => m.includes('ana@example.test'))).toHaveLength(1);
  });
});

describe('the end of an auction', () => {
  const reservationsOf = (userId: number) =>
    ctx.database.db.select().from(reservations).where(eq(reservations.userId, userId));

  it('tells the winner, then the next bidder on a second chance, and shows who holds the offer', async () => {
    const a = await auction();
    const [ana, ben] = [await person('ana'), await person('ben')];
    await bid(ana, a.id, 45000);
    await bid(ben, a.id, 60000);
    clock.advance(601_000);
    const ended = (await call('GET', `/api/tickets/auctions/${a.id}/`, null)).json();
    expect(ended).toMatchObject({ is_active: false, winner: null, outcome: null }); // not settled yet

    expect(await ctx.app.auctions.settle()).toBe(1);
    const [won] = await reservationsOf(ben.id);
    expect((await inbox(ben)).results[0]).toMatchObject({
      kind: 'auction_won',
      data: { auction_id: a.id, amount: 60000, reservation_id: won!.serialId },
    });
    expect((await call('GET', `/api/tickets/auctions/${a.id}/`, null)).json().winner).toEqual({
      username: 'ben',
      amount: 60000,
    });
    const list = (await call('GET', '/api/tickets/auctions/', null)).json();
    expect(list.find((x: { id: number }) => x.id === a.id).winner).toEqual({
      username: 'ben',
      amount: 60000,
    });

    expect(await lapse()).toBe(1);
    const [second] = await reservationsOf(ana.id);
    const anaInbox = await inbox(ana);
    expect(anaInbox.results.map((n: { kind: string }) => n.kind)).toEqual(['second_chance', 'outbid']);
    expect(anaInbox.results[0].data).toMatchObject({ amount: 45000, reservation_id: second!.serialId });
    expect((await call('GET', `/api/tickets/auctions/${a.id}/`, null)).json().winner).toEqual({
      username: 'ana',
      amount: 45000,
    });
    const sent = await mails();
    expect(sent.filter((m) => m.includes('ana@example.test') && m.includes(second!.serialId))).toHaveLength(
      1,
    );
  });

  it('ends sold once the winner has paid', async () => {
    const a = await auction();
    const ben = await person('ben');
    await bid(ben, a.id, 60000);
    clock.advance(601_000);
    await ctx.app.auctions.settle();
    await ctx.database.db.update(reservations).set({ status: 'paid' }).where(eq(reservations.userId, ben.id));
    await ctx.app.auctions.settle();
    const body = (await call('GET', `/api/tickets/auctions/${a.id}/`, null)).json();
    expect(body).toMatchObject({ outcome: 'sold', winner: { username: 'ben', amount: 60000 } });
  });
});

describe('an unsold seat goes back to the organizer', () => {
  const typeOf = async (id: number) =>
    (await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]!;

  it('after three bidders let their offer lapse one after the other, the seat is reservable at its price', async () => {
    const organizer = await person('orga');
    const a = await auction({ organizer });
    const [ana, ben, cleo, dan] = [
      await person('ana'),
      await person('ben'),
      await person('cleo'),
      await person('dan'),
    ];
    await bid(ana, a.id, 45000);
    await bid(ben, a.id, 50000);
    await bid(cleo, a.id, 55000);
    clock.advance(601_000);
    expect(await ctx.app.auctions.settle()).toBe(1); // cleo
    expect(await lapse()).toBe(1); // ben
    expect(await lapse()).toBe(1); // ana
    // Still on auction while an offer stands: nobody can buy the seat another way.
    expect((await typeOf(a.ticketTypeId)).isAuction).toBe(true);
    expect(await lapse()).toBe(0); // nobody left

    const [row] = await ctx.database.db.select().from(auctions).where(eq(auctions.id, a.id));
    expect(row).toMatchObject({ outcome: 'unsold' });
    expect(row!.settledAt).not.toBeNull();
    expect(await typeOf(a.ticketTypeId)).toMatchObject({
      isAuction: false,
      quantityAvailable: 1,
      price: 50000,
    });
    const held = await ctx.database.db.select().from(reservations);
    expect(held.every((r) => r.status === 'expired')).toBe(true); // no award left open
    const body = (await call('GET', `/api/tickets/auctions/${a.id}/`, null)).json();
    expect(body).toMatchObject({ outcome: 'unsold', winner: null });
    expect((await inbox(organizer)).results[0]).toMatchObject({
      kind: 'auction_unsold',
      data: { auction_id: a.id, ticket_name: 'Carré Or', event_serial_id: a.event.serialId },
    });

    const bought = await call('POST', '/api/tickets/reservations/', dan, {
      ticket_type_id: a.ticketTypeId,
      quantity: 1,
    });
    expect(bought.statusCode).toBe(201);
    expect((await typeOf(a.ticketTypeId)).quantityAvailable).toBe(0);
    expect(await ctx.app.auctions.settle()).toBe(0); // settled for good
  });

  it('an auction that ends without a bid goes back to normal sale at once', async () => {
    const organizer = await person('orga');
    const a = await auction({ organizer, endsInS: 10 });
    clock.advance(11_000);
    expect(await ctx.app.auctions.settle()).toBe(0);
    expect(await typeOf(a.ticketTypeId)).toMatchObject({ isAuction: false, quantityAvailable: 1 });
    const [row] = await ctx.database.db.select().from(auctions).where(eq(auctions.id, a.id));
    expect(row!.outcome).toBe('unsold');
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, organizer.id));
    expect(told.map((n) => n.kind)).toEqual(['auction_unsold']);
  });
});
