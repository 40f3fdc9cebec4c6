import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auctionBids, auctions } from '../../db/schema.ts';
import { accessTokenFor } from '../../test/app.ts';
import { describeOnPostgres, twoServersPerTest } from '../../test/concurrency.ts';
import { createAuction, createTicketType, createUser } from '../../test/factories.ts';

// Two server processes on one database: two apps, each with its own connection pool and LISTEN connection.
describeOnPostgres('bids across two server processes (PostgreSQL)', () => {
  const servers = twoServersPerTest();

  it('300 bids from 30 users at once: no accepted bid lost, prices only rise, exact count', async () => {
    const db = servers.database.db;
    const type = await createTicketType(db, { isAuction: true, price: 1000, quantityTotal: 1 });
    const [a] = await db
      .insert(auctions)
      .values({
        ticketTypeId: type.id,
        startPrice: 1000,
        currentPrice: 1000,
        startTime: new Date(Date.now() - 60_000),
        endTime: new Date(Date.now() + 3600_000),
      })
      .returning();
    const tokens = await Promise.all(
      Array.from({ length: 30 }, async () => accessTokenFor((await createUser(db)).id)),
    );
    const amounts = Array.from({ length: 300 }, (_, i) => 1001 + ((i * 7919) % 300) * 10 + (i % 10));
    const answers = await Promise.all(
      amounts.map((amount, i) =>
        (i % 2 ? servers.second : servers.app).inject({
          method: 'POST',
          url: `/api/tickets/auctions/${a!.id}/bid/`,
          payload: { amount: amount.toFixed(2) },
          headers: { authorization: `Bearer ${tokens[i % 30]}` },
        }),
      ),
    );
    const accepted = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(accepted.length + refused.length).toBe(300);
    for (const r of refused) expect(r.json().detail).toMatch(/^Le montant doit être supérieur à \d+XAF$/);

    const bids = await db
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, a!.id))
      .orderBy(asc(auctionBids.id));
    expect(bids).toHaveLength(accepted.length);
    for (let i = 1; i < bids.length; i++) expect(bids[i]!.amount).toBeGreaterThan(bids[i - 1]!.amount);
    const [final] = await db.select().from(auctions).where(eq(auctions.id, a!.id));
    expect(final!.bidsCount).toBe(accepted.length);
    expect(final!.currentPrice).toBe(bids.at(-1)!.amount);
    expect(final!.currentPrice).toBe(Math.max(...amounts.filter((_, i) => answers[i]!.statusCode === 201)));
  }, 60_000);

  it('200 bids at once, from 1 001 to 10 000 000: none passes the ceiling of the price it was placed on', async () => {
    const db = servers.database.db;
    const a = await createAuction(db, { startPrice: 1000 });
    const tokens = await Promise.all(
      Array.from({ length: 20 }, async () => accessTokenFor((await createUser(db)).id)),
    );
    // Spread over four orders of magnitude, shuffled: most are only valid once others have raised the price.
    const amounts = Array.from({ length: 200 }, (_, i) =>
      Math.round(1001 * 10_000 ** (((i * 7919) % 200) / 200)),
    );
    const answers = await Promise.all(
      amounts.map((amount, i) =>
        (i % 2 ? servers.second : servers.app).inject({
          method: 'POST',
          url: `/api/tickets/auctions/${a!.id}/bid/`,
          payload: { amount },
          headers: { authorization: `Bearer ${tokens[i % 20]}` },
        }),
      ),
    );
    for (const r of answers.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().detail).toMatch(
        /^(Le montant doit être supérieur à \d+XAF|Le montant ne peut pas dépasser [\d\u00a0]+ XAF pour l'instant)$/,
      );
    }
    const bids = await db
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, a!.id))
      .orderBy(asc(auctionBids.id));
    expect(bids.length).toBeGreaterThan(1);
    let price = 1000;
    for (const b of bids) {
      expect(b.amount).toBeGreaterThan(price);
      expect(b.amount).toBeLessThanOrEqual(10 * price);
      price = b.amount;
    }
  }, 60_000);

  it('a viewer connected to one process sees a bid placed through the other', async () => {
    const db = servers.database.db;
    const type = await createTicketType(db, { isAuction: true, price: 1000, quantityTotal: 1 });
    const [a] = await db
      .insert(auctions)
      .values({
        ticketTypeId: type.id,
        startPrice: 1000,
        currentPrice: 1000,
        startTime: new Date(Date.now() - 60_000),
        endTime: null,
      })
      .returning();
    const base = await servers.second.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/tickets/auctions/${a!.id}/events/`, { signal: controller.signal });
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('event: snapshot')) text += new TextDecoder().decode((await reader.read()).value);
    const token = await accessTokenFor((await createUser(db)).id);
    const placed = await servers.app.inject({
      method: 'POST',
      url: `/api/tickets/auctions/${a!.id}/bid/`,
      payload: { amount: 1500 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(placed.statusCode).toBe(201);
    while (!text.includes('event: bid')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('"current_price":1500');
    controller.abort();
  }, 30_000);

  it('the outbid bidder watching through one process is told live of a bid placed through the other', async () => {
    const db = servers.database.db;
    const type = await createTicketType(db, { isAuction: true, price: 1000, quantityTotal: 1 });
    const [a] = await db
      .insert(auctions)
      .values({
        ticketTypeId: type.id,
        startPrice: 1000,
        currentPrice: 1000,
        startTime: new Date(Date.now() - 60_000),
        endTime: null,
      })
      .returning();
    const [ana, ben] = [(await createUser(db)).id, (await createUser(db)).id];
    const [anaToken, benToken] = [await accessTokenFor(ana), await accessTokenFor(ben)];
    const place = (token: string, amount: number) =>
      servers.app.inject({
        method: 'POST',
        url: `/api/tickets/auctions/${a!.id}/bid/`,
        payload: { amount },
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await place(anaToken, 1200)).statusCode).toBe(201);
    const base = await servers.second.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/tickets/auctions/${a!.id}/events/?access_token=${anaToken}`, {
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('event: snapshot')) text += new TextDecoder().decode((await reader.read()).value);
    expect((await place(benToken, 1500)).statusCode).toBe(201);
    while (!text.includes('event: notification'))
      text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('"kind":"outbid"');
    controller.abort();
  }, 30_000);
});
