import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { createAuction, createUser } from '../../test/factories.ts';
import {
  auctionAwards,
  auctionBans,
  auctionBids,
  auctions,
  events,
  reservations,
  ticketTypes,
} from '../schema.ts';
import { renewDemoAuctions } from './demo-auctions.ts';
import { prepareDemoAudio } from './demo-audio-files.ts';
import { demoSerialId, seedDemo } from './seed.ts';

const START = new Date('2030-06-01T10:00:00Z');
const HOUR = 3600_000;
const clock = fixedClock(START);
let ctx: TestContext;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'sanza-media-'));
  await prepareDemoAudio(mediaDir);
}, 120_000);
beforeEach(async () => {
  clock.set(START);
  ctx = await createTestApp({ clock, env: { RESERVATION_HOLD_MINUTES: '60', AUCTION_PAYMENT_HOURS: '1' } });
  await seedDemo(ctx.database.db, { mediaDir, now: START });
});
afterEach(() => ctx.close());

/** The demo auction of a demo event (by its seed key). */
async function demoAuction(key: string) {
  const [row] = await ctx.database.db
    .select({ auction: auctions, type: ticketTypes })
    .from(auctions)
    .innerJoin(ticketTypes, eq(ticketTypes.id, auctions.ticketTypeId))
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(eq(events.serialId, demoSerialId(key)));
  return row!;
}

const bid = async (userId: number, id: number, amount: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/tickets/auctions/${id}/bid/`,
    payload: { amount },
    headers: { authorization: `Bearer ${await accessTokenFor(userId, clock.now())}` },
  });

describe('renewDemoAuctions', () => {
  it("restarts the demo's unsold auctions, spread like the seed, and never a real organizer's", async () => {
    const db = ctx.database.db;
    const ana = await createUser(db, { username: 'ana' });
    const gospel = await demoAuction('gospel-yaounde'); // ends 45 min after seeding
    const fespam = await demoAuction('fespam'); // 96 h
    expect((await bid(ana.id, gospel.auction.id, gospel.auction.startPrice + 5000)).statusCode).toBe(201);
    // A real organizer's auction that ended without a bid, and one with a bid.
    const real = await createAuction(db, { startTime: START, endTime: new Date(START.getTime() + HOUR) });
    const all = await db.select().from(auctions);
    const demoIds = all.filter((a) => a.id !== real.id).map((a) => a.id);
    expect(demoIds.length).toBeGreaterThanOrEqual(3);

    expect(await renewDemoAuctions(db, clock.now())).toBe(0); // all running
    clock.advance(100 * HOUR);
    expect(await ctx.app.auctions.settle()).toBe(1); // the gospel seat is offered to ana
    const renewedAt = clock.now();
    // Every demo auction but the one whose offer is still open; the real one stays unsold.
    expect(await renewDemoAuctions(db, renewedAt)).toBe(demoIds.length - 1);

    const [realRow] = await db.select().from(auctions).where(eq(auctions.id, real.id));
    expect(realRow).toMatchObject({ outcome: 'unsold', endTime: new Date(START.getTime() + HOUR) });
    expect(realRow!.settledAt).not.toBeNull();
    const [realType] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, real.ticketTypeId));
    expect(realType!.isAuction).toBe(false);

    const renewed = (await demoAuction('fespam')).auction;
    expect(renewed).toMatchObject({
      startTime: renewedAt,
      endTime: new Date(renewedAt.getTime() + 96 * HOUR),
      currentPrice: fespam.auction.startPrice,
      bidsCount: 0,
      settledAt: null,
      outcome: null,
    });
    expect((await demoAuction('fespam')).type.isAuction).toBe(true);
    const held = await demoAuction('gospel-yaounde');
    expect(held.auction.bidsCount).toBe(1); // untouched while ana may still pay

    // Ana lets the hold lapse: nobody is left, the seat goes back on sale, then the demo restarts it clean.
    clock.advance(61 * 60_000);
    await ctx.app.reservations.expireDue();
    await ctx.app.auctions.settle();
    expect((await demoAuction('gospel-yaounde')).auction.outcome).toBe('unsold');
    expect(await db.select().from(auctionBans)).toMatchObject([{ userId: ana.id }]);
    expect(await renewDemoAuctions(db, clock.now())).toBe(1);
    const again = await demoAuction('gospel-yaounde');
    expect(again.auction).toMatchObject({
      currentPrice: gospel.auction.startPrice,
      bidsCount: 0,
      endTime: new Date(clock.now().getTime() + 0.75 * HOUR),
    });
    expect(again.type).toMatchObject({ isAuction: true, quantityAvailable: 1 });
    // Not paying barred ana from the demo organizer's auctions; the restart lifts it (the demo is for trying).
    expect(await db.select().from(auctionBans).where(eq(auctionBans.auctionId, gospel.auction.id))).toEqual(
      [],
    );
    expect(await db.select().from(auctionBids).where(eq(auctionBids.auctionId, gospel.auction.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(auctionAwards).where(eq(auctionAwards.auctionId, gospel.auction.id)),
    ).toEqual([]);
    expect((await bid(ana.id, gospel.auction.id, gospel.auction.startPrice + 1000)).statusCode).toBe(201);

    const active = (
      await ctx.app.inject({ method: 'GET', url: '/api/tickets/auctions/?is_active=true' })
    ).json();
    expect(active.map((a: { id: number }) => a.id).sort()).toEqual([...demoIds].sort());
  }, 120_000);

  it('leaves a demo auction alone once its seat is sold, and one whose winner paid', async () => {
    const db = ctx.database.db;
    const ana = await createUser(db, { username: 'ana' });
    const gospel = await demoAuction('gospel-yaounde');
    await bid(ana.id, gospel.auction.id, gospel.auction.startPrice + 5000);
    clock.advance(100 * HOUR);
    await ctx.app.auctions.settle();
    await db.update(reservations).set({ status: 'paid' }).where(eq(reservations.userId, ana.id));
    await ctx.app.auctions.settle();
    expect((await demoAuction('gospel-yaounde')).auction.outcome).toBe('sold');
    const fespam = await demoAuction('fespam');
    // Back on normal sale (unsold), then bought at its ticket price before the demo job ran.
    await db.update(ticketTypes).set({ quantityAvailable: 0 }).where(eq(ticketTypes.id, fespam.type.id));
    const renewedCount = await renewDemoAuctions(db, clock.now());
    const after = await db
      .select()
      .from(auctions)
      .where(inArray(auctions.id, [gospel.auction.id, fespam.auction.id]));
    expect(after.every((a) => a.settledAt !== null)).toBe(true);
    expect(renewedCount).toBe((await db.select().from(auctions)).length - 2);
  }, 120_000);
});
