import type { AuctionUpdate, Notification } from '@sanza/contracts';
import type { Database } from '../../db/client.ts';

export const AUCTION_CHANNEL = 'auction_events';

/**
 * What goes through the channel after an accepted bid: the public update, plus, when the bid beat another
 * user's offer, that user's notification (delivered to their own streams only, never to other viewers).
 */
export type AuctionSignal = AuctionUpdate & { outbid?: { user_id: number; notification: Notification } };

export type AuctionHub = {
  /**
   * Calls `onSignal` for every accepted bid on one auction, wherever it was placed. `viewerId` is the
   * signed-in user behind the stream (null for a visitor): it counts as "on the auction page".
   */
  subscribe(
    auctionId: number,
    onSignal: (signal: AuctionSignal) => void,
    viewerId?: number | null,
  ): Promise<() => void>;
  /** Whether `userId` has a stream of `auctionId` open in this process. */
  isWatching(auctionId: number, userId: number): boolean;
  close(): Promise<void>;
};

/**
 * Fans PostgreSQL notifications out to the live viewers of this process: one LISTEN connection per
 * process, opened on the first viewer, so bids placed through any server process reach every viewer.
 * Who is watching is known per process only (see decisions: an e-mail may go to a user watching through
 * another process, never the reverse).
 */
export function createAuctionHub(database: Database): AuctionHub {
  const viewers = new Map<number, Set<(u: AuctionSignal) => void>>();
  // `${auctionId}:${userId}` → streams open.
  const watching = new Map<string, number>();
  let stop: Promise<() => Promise<void>> | undefined;

  const dispatch = (payload: string) => {
    let signal: AuctionSignal;
    try {
      signal = JSON.parse(payload);
    } catch {
      return;
    }
    for (const viewer of viewers.get(signal.auction_id) ?? []) viewer(signal);
  };

  return {
    async subscribe(auctionId, onSignal, viewerId = null) {
      stop ??= database.listen(AUCTION_CHANNEL, dispatch);
      await stop;
      const set = viewers.get(auctionId) ?? new Set();
      set.add(onSignal);
      viewers.set(auctionId, set);
      const key = viewerId === null ? null : `${auctionId}:${viewerId}`;
      if (key) watching.set(key, (watching.get(key) ?? 0) + 1);
      let isOpen = true;
      return () => {
        if (!isOpen) return;
        isOpen = false;
        set.delete(onSignal);
        if (set.size === 0) viewers.delete(auctionId);
        if (key) {
          const left = (watching.get(key) ?? 1) - 1;
          if (left > 0) watching.set(key, left);
          else watching.delete(key);
        }
      };
    },
    isWatching(auctionId, userId) {
      return watching.has(`${auctionId}:${userId}`);
    },
    async close() {
      viewers.clear();
      watching.clear();
      if (stop) await (await stop)();
    },
  };
}
