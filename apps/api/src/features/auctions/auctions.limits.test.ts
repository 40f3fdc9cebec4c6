import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { amountDue } from '@sanza/contracts/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctionBans, auctions, reservations, ticketTypes } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

// What keeps one bidder from locking an auction: a ceiling on each bid, a short payment window for the
// offer, and no more bidding on an organizer's auctions for a while after not paying one of them.

const START = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(START);
type Who = { id: number; username: string };
type Ctx = ReturnType<typeof appPerTest>;

async function person(ctx: Ctx, username: string): Promise<Who> {
  const u = await createUser(ctx.database.db, { username, email: `${username}@example.test` });
  return { id: u.id, username };
}

/** An auction of one seat (face price `ticketPrice`), started an hour ago, ending in `endsInS`. */
async function auction(
  ctx: Ctx,
  opts: { startPrice?: number; ticketPrice?: number; endsInS?: number; organizer?: Who } = {},
) {
  const db = ctx.database.db;
  const event = await createEvent(db, { name: 'Nuit de la Rumba', organizerId: opts.organizer?.id });
  const type = await createTicketType(db, {
    eventId: event.id,
    isAuction: true,
    price: opts.ticketPrice ?? 50000,
    quantityTotal: 1,
    name: 'Carré Or',
  });
  const now = clock.now().getTime();
  const [row] = await db
    .insert(auctions)
    .values({
      ticketTypeId: type.id,
      startPrice: opts.startPrice ?? 50000,
      currentPrice: opts.startPrice ?? 50000,
      startTime: new Date(now - 3600_000),
      endTime: new Date(now + (opts.endsInS ?? 600) * 1000),
    })
    .returning();
  return { ...row!, ticketTypeId: type.id };
}

const as = async (who: Who | null) =>
  who ? { authorization: `Bearer ${await accessTokenFor(who.id, clock.now())}` } : {};
const bidOf = (ctx: Ctx) => async (who: Who, id: number, amount: number | string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/tickets/auctions/${id}/bid/`,
    payload: { amount },
    headers: await as(who),
  });
const callOf =
  (ctx: Ctx) => async (method: 'GET' | 'POST' | 'DELETE', url: string, who: Who | null, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: await as(who) });

describe('the bid ceiling (AUCTION_MAX_BID_FACTOR, default 10)', () => {
  const ctx = appPerTest({ clock, start: START });
  const bid = bidOf(ctx);

  it('refuses a bid above 10× the current price with 400 and says the maximum; 10× itself is accepted', async () => {
    const a = await auction(ctx, { startPrice: 60000, ticketPrice: 50000 });
    const ana = await person(ctx, 'ana');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/tickets/auctions/${a.id}/` })).json(),
    ).toMatchObject({ current_price: 60000, max_bid: 600000 });
    const refused = await bid(ana, a.id, '600001.00');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: "Le montant ne peut pas dépasser 600\u00a0000 XAF pour l'instant",
    });
    // The locking bid of the report: the cap of the amount field.
    expect((await bid(ana, a.id, 1_000_000_000)).statusCode).toBe(400);

    const accepted = await bid(ana, a.id, 600000);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ current_price: 600000, bids_count: 1, max_bid: 6_000_000 });
    // The spec's rule is unchanged: strictly above the current price.
    expect((await bid(ana, a.id, 600000)).json()).toEqual({
      detail: 'Le montant doit être supérieur à 600000XAF',
    });
  });

  it("counts from the ticket's price when the auction starts lower, and from 1 XAF when both are 0", async () => {
    const low = await auction(ctx, { startPrice: 0, ticketPrice: 30000 });
    const free = await auction(ctx, { startPrice: 0, ticketPrice: 0 });
    const ana = await person(ctx, 'ana');
    expect((await bid(ana, low.id, 300001)).statusCode).toBe(400);
    expect((await bid(ana, low.id, 300000)).json()).toMatchObject({ current_price: 300000 });

    expect((await bid(ana, free.id, 11)).json()).toEqual({
      detail: "Le montant ne peut pas dépasser 10 XAF pour l'instant",
    });
    expect((await bid(ana, free.id, 10)).json()).toMatchObject({ current_price: 10, max_bid: 100 });
  });

  it('never goes above the amount cap of 1 000 000 000 XAF', async () => {
    const a = await auction(ctx, { startPrice: 500_000_000 });
    const body = (await ctx.app.inject({ method: 'GET', url: `/api/tickets/auctions/${a.id}/` })).json();
    expect(body.max_bid).toBe(1_000_000_000);
  });
});

describe('AUCTION_MAX_BID_FACTOR', () => {
  const ctx = appPerTest({ clock, start: START, env: { AUCTION_MAX_BID_FACTOR: '2' } });

  it('sets the multiple', async () => {
    const a = await auction(ctx, { startPrice: 50000 });
    const ana = await person(ctx, 'ana');
    expect((await bidOf(ctx)(ana, a.id, 100001)).json()).toEqual({
      detail: "Le montant ne peut pas dépasser 100\u00a0000 XAF pour l'instant",
    });
    expect((await bidOf(ctx)(ana, a.id, 100000)).statusCode).toBe(201);
  });
});

describe('a winner who does not pay (AUCTION_PAYMENT_HOURS 12, AUCTION_NONPAYMENT_BAN_DAYS 30)', () => {
  const ctx = appPerTest({ clock, start: START });
  const bid = bidOf(ctx);
  const call = callOf(ctx);
  const reservationOf = async (who: Who) =>
    (await ctx.database.db.select().from(reservations).where(eq(reservations.userId, who.id)))[0]!;
  const mails = async () => {
    await ctx.app.mailer.flush();
    const dir = join(ctx.config.dataDir, 'mail');
    return readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
  };

  it('has 12 hours to pay, told in the e-mail and the notification; the next bidder is offered the seat at once after', async () => {
    const a = await auction(ctx);
    const [ana, ben] = [await person(ctx, 'ana'), await person(ctx, 'ben')];
    await bid(ana, a.id, 55000);
    await bid(ben, a.id, 60000);
    clock.advance(601_000); // 10:10:01 UTC
    expect(await ctx.app.auctions.settle()).toBe(1);
    const won = await reservationOf(ben);
    const payBy = '2030-06-01T22:10:01.000Z';
    expect(won.expiresAt?.toISOString()).toBe(payBy);
    const reservation = (await call('GET', `/api/tickets/reservations/${won.serialId}/`, ben)).json();
    expect(reservation.expires_at).toBe(payBy);
    const inbox = (await call('GET', '/api/notifications/', ben)).json();
    expect(inbox.results[0]).toMatchObject({ kind: 'auction_won', data: { pay_by: payBy } });
    const mail = (await mails()).find((m) => m.includes('ben@example.test'))!;
    // 23:10 in Douala (UTC+1), the default TIME_ZONE. The mail is quoted-printable: lines are joined first.
    const text = mail
      .replace(/=\r?\n/g, '')
      .replace(/=C3=A0/g, 'à')
      .replace(/=C3=A9/g, 'é');
    expect(text).toContain('Payez votre billet avant le 1 juin 2030 à 23:10');
    expect(text).toContain('pendant 30 jours');

    // Choosing cash does not buy more time than the offer's deadline (the usual cash hold is 72 h).
    const cash = await call('POST', '/api/payment/cash/', ben, { reservation_id: won.serialId });
    expect(cash.statusCode).toBe(200);
    expect(cash.json().expires_at).toBe(payBy);

    clock.advance(12 * 3_600_000 - 1_000); // a second before the deadline: still ben's
    expect(await ctx.app.auctions.settle()).toBe(0);
    clock.advance(1_000);
    // Settlement lapses the offer itself: no wait for the expiry job (not run here).
    expect(await ctx.app.auctions.settle()).toBe(1);
    expect((await reservationOf(ben)).status).toBe('expired');
    const second = await reservationOf(ana);
    expect(second).toMatchObject({ status: 'pending', totalPrice: 55000 });
    expect(second.expiresAt?.toISOString()).toBe('2030-06-02T10:10:01.000Z');
    const [type] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, a.ticketTypeId));
    expect(type!.quantityAvailable).toBe(0); // the seat went from ben to ana, never counted twice
  });

  it("may not bid on that organizer's auctions for 30 days (403 with the date), others' still, then again", async () => {
    const [orga, other] = [await person(ctx, 'orga'), await person(ctx, 'autre')];
    const lapsed = await auction(ctx, { organizer: orga });
    const sameOrganizer = await auction(ctx, { organizer: orga, endsInS: 90 * 86_400 });
    const otherOrganizer = await auction(ctx, { organizer: other, endsInS: 90 * 86_400 });
    const [ana, ben] = [await person(ctx, 'ana'), await person(ctx, 'ben')];
    await bid(ana, lapsed.id, 55000);
    await bid(ben, lapsed.id, 60000);
    clock.advance(601_000);
    await ctx.app.auctions.settle();
    expect((await bid(ben, sameOrganizer.id, 51000)).statusCode).toBe(201); // not barred while they may pay

    clock.advance(12 * 3_600_000); // 2030-06-01T22:10:01Z: the offer lapses
    expect(await ctx.app.auctions.settle()).toBe(1);
    const refused = await bid(ben, sameOrganizer.id, 52000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail:
        "Une enchère gagnée n'a pas été payée : vous ne pouvez plus enchérir sur les enchères de cet organisateur avant le 1 juillet 2030 à 23:10",
    });
    expect((await bid(ben, otherOrganizer.id, 51000)).statusCode).toBe(201);
    expect((await bid(ana, sameOrganizer.id, 52000)).statusCode).toBe(201);
    const lapseNotices = async () =>
      (await call('GET', '/api/notifications/', ben))
        .json()
        .results.filter((n: { kind: string }) => n.kind === 'award_lapsed');
    expect(await lapseNotices()).toEqual([
      expect.objectContaining({
        data: {
          auction_id: lapsed.id,
          event_name: 'Nuit de la Rumba',
          banned_until: '2030-07-01T22:10:01.000Z',
        },
      }),
    ]);

    // Settling again neither bars twice nor tells twice.
    await ctx.app.auctions.settle();
    expect(await ctx.database.db.select().from(auctionBans)).toHaveLength(1);
    expect(await lapseNotices()).toHaveLength(1);

    clock.advance(30 * 86_400_000 - 1_000);
    expect((await bid(ben, sameOrganizer.id, 53000)).statusCode).toBe(403);
    clock.advance(1_000); // the bar ends by itself
    expect((await bid(ben, sameOrganizer.id, 53000)).statusCode).toBe(201);
  });

  it('is barred too after cancelling the reservation of the offer, and the next bidder gets it at once', async () => {
    const orga = await person(ctx, 'orga');
    const lapsed = await auction(ctx, { organizer: orga });
    const next = await auction(ctx, { organizer: orga, endsInS: 86_400 });
    const [ana, ben] = [await person(ctx, 'ana'), await person(ctx, 'ben')];
    await bid(ana, lapsed.id, 55000);
    await bid(ben, lapsed.id, 60000);
    clock.advance(601_000);
    await ctx.app.auctions.settle();
    const won = await reservationOf(ben);
    expect((await call('DELETE', `/api/tickets/reservations/${won.serialId}/cancel/`, ben)).statusCode).toBe(
      200,
    );
    expect(await ctx.app.auctions.settle()).toBe(1);
    expect((await reservationOf(ana)).totalPrice).toBe(55000);
    expect((await bid(ben, next.id, 51000)).statusCode).toBe(403);
  });

  it("a refused payment gives the offer's deadline back, not a fresh 24 h hold (an hour when it has passed)", async () => {
    const staff = await createUser(ctx.database.db, { username: 'caisse', roles: ['staff'] });
    const a = await auction(ctx);
    const ben = await person(ctx, 'ben');
    await bid(ben, a.id, 60000);
    clock.advance(601_000); // offered at 10:10:01 UTC, to pay by 22:10:01
    await ctx.app.auctions.settle();
    const won = await reservationOf(ben);
    const refuse = async (submit: () => Promise<{ statusCode: number }>) => {
      expect((await submit()).statusCode).toBeLessThan(300);
      const [pending] = (await call('GET', '/api/payment/staff/payments/?status=pending', staff)).json();
      const res = await call('POST', `/api/payment/staff/payments/${pending.id}/reject/`, staff);
      expect(res.statusCode).toBe(200);
      return (await reservationOf(ben)).expiresAt?.toISOString();
    };
    const cash = () => call('POST', '/api/payment/cash/', ben, { reservation_id: won.serialId });
    const mobile = (transaction_id: string) => () =>
      call('POST', '/api/payment/checkout/', ben, {
        reservation: won.serialId,
        phone_number: '+242061234567',
        transaction_id,
        amount: amountDue('airtel', 60000),
        provider: 'airtel',
      });
    clock.advance(3_600_000);
    expect(await refuse(cash)).toBe('2030-06-01T22:10:01.000Z');
    expect(await refuse(mobile('MP300601.0001'))).toBe('2030-06-01T22:10:01.000Z');
    // A payment awaiting confirmation does not expire; refused after the deadline, it leaves one hour to pay again.
    expect((await mobile('MP300601.0002')()).statusCode).toBe(201);
    clock.advance(12 * 3_600_000); // 23:10:01
    const [pending] = (await call('GET', '/api/payment/staff/payments/?status=pending', staff)).json();
    expect((await call('POST', `/api/payment/staff/payments/${pending.id}/reject/`, staff)).statusCode).toBe(
      200,
    );
    expect((await reservationOf(ben)).expiresAt?.toISOString()).toBe('2030-06-02T00:10:01.000Z');
  });

  it('is not barred when they pay', async () => {
    const orga = await person(ctx, 'orga');
    const sold = await auction(ctx, { organizer: orga });
    const next = await auction(ctx, { organizer: orga, endsInS: 86_400 });
    const ben = await person(ctx, 'ben');
    await bid(ben, sold.id, 60000);
    clock.advance(601_000);
    await ctx.app.auctions.settle();
    await ctx.database.db.update(reservations).set({ status: 'paid' }).where(eq(reservations.userId, ben.id));
    clock.advance(13 * 3_600_000);
    await ctx.app.auctions.settle();
    expect((await bid(ben, next.id, 51000)).statusCode).toBe(201);
    expect(await ctx.database.db.select().from(auctionBans)).toHaveLength(0);
  });
});
