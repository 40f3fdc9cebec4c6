// @vitest-environment jsdom
import '../../test/dom.ts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_SILENCE_MS } from '../../lib/live-stream.ts';
import { FakeEventSource, makeAuction, makeBidUpdate } from '../../test/auctions.ts';
import { jsonResponse } from '../../test/auth.tsx';
import { followAuction } from './live.ts';
import { auctionKeys, auctionQueries } from './queries.ts';
import { type LiveAuction, withClockOffset } from './rules.ts';

const latest = () => FakeEventSource.instances.at(-1)!;

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('followAuction', () => {
  let queryClient: QueryClient;
  let auction: LiveAuction;

  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    queryClient = new QueryClient();
    auction = withClockOffset(makeAuction({ current_price: 45000, bids_count: 1 }));
    queryClient.setQueryData(auctionKeys.detail(auction.id), auction);
    queryClient.setQueryData(auctionKeys.active(), [{ ...auction, bids: [] }]);
  });
  afterEach(() => {
    setHidden(false);
    vi.unstubAllGlobals();
  });

  it("opens the auction's stream", () => {
    const stop = followAuction(queryClient, auction.id);
    expect(latest().url).toBe(`/api/tickets/auctions/${auction.id}/events/`);
    stop();
    expect(latest().isClosed).toBe(true);
  });

  it('puts a bid from the stream into the cached auction and its card, without any request', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const stop = followAuction(queryClient, auction.id);

    latest().emit('bid', makeBidUpdate(auction, 52000, { user: 'mireille' }));

    const cached = queryClient.getQueryData<LiveAuction>(auctionKeys.detail(auction.id))!;
    expect(cached.current_price).toBe(52000);
    expect(cached.bids_count).toBe(2);
    expect(cached.bids[0]).toMatchObject({ user: 'mireille', amount: 52000 });
    const card = queryClient.getQueryData<LiveAuction[]>(auctionKeys.active())![0]!;
    expect(card).toMatchObject({ current_price: 52000, bids_count: 2, bids: [] });
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });

  it('takes the snapshot the stream starts with, with its server time', () => {
    const stop = followAuction(queryClient, auction.id);
    const serverTime = new Date(Date.now() + 60_000).toISOString();
    latest().emit('snapshot', {
      ...makeAuction(),
      id: auction.id,
      current_price: 47000,
      server_time: serverTime,
    });

    const cached = queryClient.getQueryData<LiveAuction>(auctionKeys.detail(auction.id))!;
    expect(cached.current_price).toBe(47000);
    expect(cached.clockOffsetMs).toBeGreaterThan(59_000);
    stop();
  });

  it('ignores events of another auction and data that is not JSON', () => {
    const stop = followAuction(queryClient, auction.id);
    latest().emit('bid', makeBidUpdate({ ...auction, id: auction.id + 1 }, 99000));
    latest().dispatchEvent(new MessageEvent('bid', { data: '{pas du json' }));
    expect(queryClient.getQueryData<LiveAuction>(auctionKeys.detail(auction.id))).toBe(auction);
    stop();
  });

  it('closes the stream while the page is hidden and reopens it when shown again', () => {
    const stop = followAuction(queryClient, auction.id);
    const first = latest();
    setHidden(true);
    expect(first.isClosed).toBe(true);
    setHidden(false);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(latest().isClosed).toBe(false);
    stop();
  });

  it('opens again later when the server closed the stream for good', () => {
    vi.useFakeTimers();
    try {
      const stop = followAuction(queryClient, auction.id);
      const first = latest();
      first.readyState = 2;
      first.dispatchEvent(new Event('error'));
      expect(FakeEventSource.instances).toHaveLength(1);
      vi.advanceTimersByTime(5_000);
      expect(FakeEventSource.instances).toHaveLength(2);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  describe('when the stream breaks or goes silent', () => {
    let fetchMock: ReturnType<typeof vi.fn>;
    let stopObserving: () => void;
    const reads = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/api/tickets/auctions/${auction.id}/`));
    beforeEach(() => {
      vi.useFakeTimers();
      fetchMock = vi.fn(async () => jsonResponse(200, { ...auction, current_price: 47000, bids_count: 2 }));
      vi.stubGlobal('fetch', fetchMock);
      // The page's own query, as the open auction page keeps it (fresh: only an invalidation reads it again).
      stopObserving = new QueryObserver(queryClient, {
        ...auctionQueries.detail(auction.id),
        staleTime: Number.POSITIVE_INFINITY,
      }).subscribe(() => {});
    });
    afterEach(() => {
      stopObserving();
      vi.useRealTimers();
    });

    it('reads the auction again on an error, once per outage, while the browser reconnects by itself', async () => {
      const stop = followAuction(queryClient, auction.id);
      const stream = latest();
      stream.emit('snapshot', auction);

      stream.readyState = 0; // CONNECTING: the browser retries by itself
      stream.dispatchEvent(new Event('error'));
      stream.dispatchEvent(new Event('error'));
      await vi.advanceTimersByTimeAsync(0);
      expect(reads()).toHaveLength(1);
      expect(queryClient.getQueryData<LiveAuction>(auctionKeys.detail(auction.id))?.current_price).toBe(
        47000,
      );
      expect(FakeEventSource.instances).toHaveLength(1);

      // Back, then lost again: read again.
      stream.emit('heartbeat', { server_time: new Date().toISOString() });
      stream.dispatchEvent(new Event('error'));
      await vi.advanceTimersByTimeAsync(0);
      expect(reads()).toHaveLength(2);
      stop();
    });

    it('reads the auction again and opens a new stream after 45 s without a word, not before', async () => {
      const stop = followAuction(queryClient, auction.id);
      const first = latest();
      first.emit('snapshot', auction);
      await vi.advanceTimersByTimeAsync(30_000);
      first.emit('heartbeat', { server_time: new Date().toISOString() }); // alive: the wait starts again
      await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1);
      expect(FakeEventSource.instances).toHaveLength(1);
      expect(reads()).toHaveLength(0);

      await vi.advanceTimersByTimeAsync(1);
      expect(first.isClosed).toBe(true);
      expect(FakeEventSource.instances).toHaveLength(2);
      expect(latest().isClosed).toBe(false);
      expect(reads()).toHaveLength(1);
      expect(queryClient.getQueryData<LiveAuction>(auctionKeys.detail(auction.id))?.current_price).toBe(
        47000,
      );

      // The new stream is watched the same way.
      await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS);
      expect(FakeEventSource.instances).toHaveLength(3);
      stop();
      await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS);
      expect(FakeEventSource.instances).toHaveLength(3); // stopped: no more streams
    });
  });

  it('never lets a late answer lower a price the stream already showed', async () => {
    const stop = followAuction(queryClient, auction.id);
    latest().emit('bid', makeBidUpdate(auction, 52000));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { ...auction, current_price: 45000 })),
    );

    await queryClient.fetchQuery({ ...auctionQueries.detail(auction.id), staleTime: 0 });

    expect(queryClient.getQueryData<LiveAuction>(auctionKeys.detail(auction.id))?.current_price).toBe(52000);
    stop();
  });
});
