import type { Auction, AuctionUpdate, Notification } from '@sanza/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notificationKeys } from '../notifications/queries.ts';
import { auctionEventsUrl } from './api.ts';
import { auctionKeys } from './queries.ts';
import { applyBidUpdate, type LiveAuction, newerAuction, withClockOffset } from './rules.ts';

// Live updates of an auction into the query cache. Apart from `queries.ts` so the route loaders, in the
// entry chunk, do not carry this code to every page.

/** Keeps the detail of an auction, and its card in the list, at the newer of what is cached and `incoming`. */
export function storeAuction(queryClient: QueryClient, incoming: LiveAuction): void {
  queryClient.setQueryData<LiveAuction>(auctionKeys.detail(incoming.id), (current) =>
    newerAuction(current, incoming),
  );
  queryClient.setQueryData<LiveAuction[]>(auctionKeys.active(), (list) =>
    list?.map((card) => (card.id === incoming.id ? { ...newerAuction(card, incoming), bids: [] } : card)),
  );
}

/** Applies a live `bid` event to the cached auction and to its card in the list. */
export function storeBidUpdate(
  queryClient: QueryClient,
  update: AuctionUpdate,
  receivedAt = Date.now(),
): void {
  queryClient.setQueryData<LiveAuction>(auctionKeys.detail(update.auction_id), (current) =>
    current ? applyBidUpdate(current, update, receivedAt) : current,
  );
  queryClient.setQueryData<LiveAuction[]>(auctionKeys.active(), (list) =>
    list?.map((card) =>
      card.id === update.auction_id ? { ...applyBidUpdate(card, update, receivedAt), bids: [] } : card,
    ),
  );
}

/** After the stream closes for good (server or proxy down), the first new try waits this long, then doubles. */
const STREAM_RETRY_MS = 5_000;
const STREAM_RETRY_MAX_MS = 60_000;
/**
 * The server sends a `heartbeat` every 20 s: hearing nothing for this long (two missed, and some slack for a
 * slow line) means the stream is dead even if the browser did not say so (a proxy or the radio kept it half-open).
 */
export const STREAM_SILENCE_MS = 45_000;

const parse = (data: unknown): unknown => {
  try {
    return typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
};

/**
 * Follows one auction live (server-sent events) into the query cache: the `snapshot` the stream starts with
 * (sent again by the server when its own live feed came back) and every `bid`. The stream is closed while
 * the page is hidden: no heartbeat then keeps a phone's radio awake, and the snapshot sent on reopening
 * catches up. Network drops are retried by `EventSource` itself; on any error, and when the stream has been
 * silent for `STREAM_SILENCE_MS`, the auction is read again (bids may have been missed), and a silent stream
 * is replaced by a new one. Returns the function that stops following.
 */
export function followAuction(
  queryClient: QueryClient,
  id: number,
  onNotification?: (notification: Notification) => void,
): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;
  let retryMs = STREAM_RETRY_MS;
  // Set on an error, cleared by the next event: one reload per outage, not one per retry of the browser.
  let isLost = false;

  const close = () => {
    source?.close();
    source = null;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = null;
  };

  /** Reads the auction again: what the stream may have missed while it was down. */
  const reload = () => void queryClient.invalidateQueries({ queryKey: auctionKeys.detail(id) });

  /** A stream that stays silent for `STREAM_SILENCE_MS` from now is replaced, and the auction read again. */
  const watchSilence = () => {
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      reload();
      open();
    }, STREAM_SILENCE_MS);
  };

  const open = () => {
    close();
    const stream = new EventSource(auctionEventsUrl(id));
    source = stream;
    watchSilence();
    for (const type of ['snapshot', 'bid', 'notification', 'heartbeat']) {
      stream.addEventListener(type, () => {
        if (source !== stream) return;
        isLost = false;
        watchSilence();
      });
    }
    stream.addEventListener('snapshot', (event) => {
      const auction = parse((event as MessageEvent).data) as Auction | null;
      if (auction?.id !== id) return;
      retryMs = STREAM_RETRY_MS;
      storeAuction(queryClient, withClockOffset(auction));
    });
    stream.addEventListener('bid', (event) => {
      const update = parse((event as MessageEvent).data) as AuctionUpdate | null;
      if (update?.auction_id !== id || !update.bid) return;
      storeBidUpdate(queryClient, update);
    });
    // Only the signed-in viewer it is for gets it: someone outbid them on this auction.
    stream.addEventListener('notification', (event) => {
      const notification = parse((event as MessageEvent).data) as Notification | null;
      if (typeof notification?.id !== 'number' || typeof notification.kind !== 'string') return;
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      onNotification?.(notification);
    });
    stream.addEventListener('error', () => {
      if (source !== stream) return;
      if (!isLost) reload();
      isLost = true;
      // CONNECTING means the browser retries by itself; CLOSED (an error answer) means it gave up.
      if (stream.readyState !== 2) return;
      close();
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, STREAM_RETRY_MAX_MS);
    });
  };

  const onVisibilityChange = () => {
    if (document.hidden) close();
    else if (!source && !retryTimer) open();
  };

  if (!document.hidden) open();
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    document.removeEventListener('visibilitychange', onVisibilityChange);
    close();
  };
}

/**
 * Follows auction `id` live while the component is mounted and `isEnabled` (once the auction is known).
 * Answers the last notification the stream brought the signed-in viewer (an outbid), or null.
 */
export function useAuctionLiveUpdates(id: number, isEnabled = true): Notification | null {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ id: number; notification: Notification } | null>(null);
  useEffect(() => {
    if (!isEnabled || typeof EventSource === 'undefined') return;
    return followAuction(queryClient, id, (notification) => setNotice({ id, notification }));
  }, [queryClient, id, isEnabled]);
  return notice?.id === id ? notice.notification : null;
}
