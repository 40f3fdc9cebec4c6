import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { auctionBids, auctions } from '../../db/schema.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import { describeOnPostgres } from '../../test/concurrency.ts';
import { createAuction, createUser } from '../../test/factories.ts';
import { openSse, type SseStream } from '../../test/sse.ts';
import { AUCTION_CHANNEL } from './auctions.gateway.ts';

// The LISTEN connection of a server process is cut (database restart, failover, idle kill): live updates
// must come back by themselves, and open pages must catch up on what they missed. PGlite has nothing to cut.
describeOnPostgres('live auction updates after the LISTEN connection drops (PostgreSQL)', () => {
  let ctx: TestContext;
  let streams: SseStream[];
  beforeEach(async () => {
    ctx = await createTestApp();
    streams = [];
  });
  afterEach(async () => {
    for (const stream of streams) stream.close(); // else the app waits for them to end
    await ctx.close();
  });
  const open = async (url: string) => {
    const stream = await openSse(url);
    streams.push(stream);
    return stream;
  };

  /** Ends this test database's auction LISTEN backend, as a restart or an idle kill would; answers how many. */
  async function cutListener(): Promise<number> {
    const result = (await ctx.database.db.execute(sql`
      select pg_terminate_backend(pid) as ok from pg_stat_activity
       where datname = current_database() and query = ${`listen ${AUCTION_CHANNEL}`}
         and pid <> pg_backend_pid()`)) as unknown as {
      rows: { ok: boolean }[];
    };
    return result.rows.filter((r) => r.ok).length;
  }

  it('sends open streams the state they missed, then every new bid, to old and new streams alike', async () => {
    const db = ctx.database.db;
    const a = await createAuction(db, { startPrice: 1000 });
    const [ana, ben] = [await createUser(db, { username: 'ana' }), await createUser(db, { username: 'ben' })];
    const place = async (userId: number, amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/tickets/auctions/${a!.id}/bid/`,
        payload: { amount },
        headers: { authorization: `Bearer ${await accessTokenFor(userId)}` },
      });
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${base}/api/tickets/auctions/${a!.id}/events/`;
    const before = await open(url);
    expect(await before.waitFor('snapshot')).toMatchObject([{ current_price: 1000, bids_count: 0 }]);

    // A bid whose notification the stream never got (written while the connection is down).
    await db.update(auctions).set({ currentPrice: 1500, bidsCount: 1 }).where(sql`${auctions.id} = ${a!.id}`);
    await db
      .insert(auctionBids)
      .values({ auctionId: a!.id, userId: ana.id, amount: 1500, createdAt: new Date() });
    expect(await cutListener()).toBe(1);

    // Back: the stream gets the auction as it is now (the hub reads it once listening again).
    const [, resent] = await before.waitFor('snapshot', 2);
    expect(resent).toMatchObject({
      id: a!.id,
      current_price: 1500,
      bids_count: 1,
      max_bid: 15000,
      bids: [{ user: 'ana', amount: 1500 }],
    });

    expect((await place(ben.id, 2000)).statusCode).toBe(201);
    expect(await before.waitFor('bid')).toMatchObject([
      { current_price: 2000, bids_count: 2, bid: { user: 'ben', amount: 2000 } },
    ]);
    const after = await open(url);
    expect((await after.waitFor('snapshot'))[0]).toMatchObject({ current_price: 2000 });
    expect((await place(ana.id, 2500)).statusCode).toBe(201);
    expect((await after.waitFor('bid'))[0]).toMatchObject({ current_price: 2500 });
    expect((await before.waitFor('bid', 2))[1]).toMatchObject({ current_price: 2500 });
  }, 30_000);
});
