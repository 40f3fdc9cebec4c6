import type { AuctionUpdate } from '@sanza/contracts';
import type { Database } from '../../db/client.ts';

export const AUCTION_CHANNEL = 'auction_events';

export type AuctionHub = {
  /** Calls `onUpdate` for every accepted bid on one auction, wherever it was placed. */
  subscribe(auctionId: number, onUpdate: (update: AuctionUpdate) => void): Promise<() => void>;
  close(): Promise<void>;
};

/**
 * Fans PostgreSQL notifications out to the live viewers of this process: one LISTEN connection per
 * process, opened on the first viewer, so bids placed through any server process reach every viewer.
 */
export function createAuctionHub(database: Database): AuctionHub {
  const viewers = new Map<number, Set<(u: AuctionUpdate) => void>>();
  let stop: Promise<() => Promise<void>> | undefined;

  const dispatch = (payload: string) => {
    let update: AuctionUpdate;
    try {
      update = JSON.parse(payload);
    } catch {
      return;
    }
    for (const viewer of viewers.get(update.auction_id) ?? []) viewer(update);
  };

  return {
    async subscribe(auctionId, onUpdate) {
      stop ??= database.listen(AUCTION_CHANNEL, dispatch);
      await stop;
      const set = viewers.get(auctionId) ?? new Set();
      set.add(onUpdate);
      viewers.set(auctionId, set);
      return () => {
        set.delete(onUpdate);
        if (set.size === 0) viewers.delete(auctionId);
      };
    },
    async close() {
      viewers.clear();
      if (stop) await (await stop)();
    },
  };
}
