import { commonMessages } from '@sanza/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessTokenFor, createTestApp, type TestContext } from '../test/app.ts';
import { createAuction, createUser } from '../test/factories.ts';
import { openSse, type SseStream } from '../test/sse.ts';

// Live-update streams held open at once are bounded per client: an anonymous client by its address, a
// signed-in one by its account, over every stream route; a stream that closes frees its slot.

describe('live streams per client', () => {
  let ctx: TestContext;
  let streams: SseStream[];
  let base: string;
  beforeEach(async () => {
    ctx = await createTestApp({ env: { LIVE_STREAMS_PER_ADDRESS: '3', LIVE_STREAMS_PER_ACCOUNT: '2' } });
    streams = [];
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    for (const stream of streams) stream.close(); // else the app waits for them to end
    await ctx.close();
  });

  const open = async (url: string) => {
    const stream = await openSse(url);
    streams.push(stream);
    await stream.waitFor('snapshot');
    return stream;
  };

  /** Opens `url` expecting a refusal; answers its status and body. */
  async function refused(url: string) {
    const res = await fetch(url);
    return { status: res.status, body: await res.json() };
  }

  it('answers 429 with a French text past the anonymous streams one address may hold', async () => {
    const a = await createAuction(ctx.database.db);
    const url = `${base}/api/tickets/auctions/${a!.id}/events/`;
    for (let i = 0; i < 3; i++) await open(url);
    expect(await refused(url)).toEqual({ status: 429, body: { detail: commonMessages.tooManyStreams } });
  });

  it('frees the slot of a stream that closed', async () => {
    const a = await createAuction(ctx.database.db);
    const url = `${base}/api/tickets/auctions/${a!.id}/events/`;
    const first = await open(url);
    for (let i = 0; i < 2; i++) await open(url);
    expect((await refused(url)).status).toBe(429);
    first.close();
    // The server hears of the close a moment later.
    let again: SseStream | null = null;
    await expect
      .poll(async () => {
        again = await openSse(url).catch(() => null);
        return again !== null;
      })
      .toBe(true);
    streams.push(again!);
    expect(await again!.waitFor('snapshot')).toHaveLength(1);
  });

  it('counts signed-in streams by account, not by the address they share with others', async () => {
    const db = ctx.database.db;
    const a = await createAuction(db);
    const url = `${base}/api/tickets/auctions/${a!.id}/events/`;
    for (let i = 0; i < 3; i++) await open(url);
    const ana = await accessTokenFor((await createUser(db)).id);
    const asAna = `${url}?access_token=${ana}`;
    await open(asAna);
    await open(asAna);
    expect(await refused(asAna)).toEqual({ status: 429, body: { detail: commonMessages.tooManyStreams } });
    // Another member behind the same address is not held back by either count.
    const ben = await accessTokenFor((await createUser(db)).id);
    await open(`${url}?access_token=${ben}`);
  });

  it('frees the slot of a stream refused before it started (unknown auction)', async () => {
    const url = `${base}/api/tickets/auctions/999999/events/`;
    for (let i = 0; i < 5; i++) expect((await refused(url)).status).toBe(404);
  });
});
