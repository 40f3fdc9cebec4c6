import type { Auction, AuctionUpdate, Notification } from '@sanza/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { followLiveStream } from '../../lib/live-stream.ts';
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

/**
 * Follows one auction live into the query cache: the `snapshot` the stream starts with (sent again by the server
 * when its own live feed came back) and every `bid`. The snapshot sent on reopening catches up after the page was
 * hidden; when the stream is lost (an error, or silence), the auction is read again, as bids may have been missed.
 * Returns the function that stops following.
 */
export function followAuction(
  queryClient: QueryClient,
  id: number,
  onNotification?: (notification: Notification) => void,
): () => void {
  return followLiveStream({
    url: () => auctionEventsUrl(id),
    on: {
      snapshot: (data) => {
        const auction = data as Auction | null;
        if (auction?.id === id) storeAuction(queryClient, withClockOffset(auction));
      },
      bid: (data) => {
        const update = data as AuctionUpdate | null;
        if (update?.auction_id === id && update.bid) storeBidUpdate(queryClient, update);
      },
      // Only the signed-in viewer it is for gets it: someone outbid them on this auction.
      notification: (data) => {
        const notification = data as Notification | null;
        if (typeof notification?.id !== 'number' || typeof notification.kind !== 'string') return;
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        onNotification?.(notification);
      },
    },
    onLost: () => void queryClient.invalidateQueries({ queryKey: auctionKeys.detail(id) }),
  });
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
