import type { Auction, AuctionUpdate, Notification } from '@sanza/contracts';
import type { Database } from '../../db/client.ts';

export const AUCTION_CHANNEL = 'auction_events';

/**
 * What goes through the channel after an accepted bid: the public update, plus, when the bid beat another
 * user's offer, that user's notification (delivered to their own streams only, never to other viewers).
 */
export type AuctionSignal = AuctionUpdate & { outbid?: { user_id: number; notification: Notification } };

/** One open stream of an auction, as the hub sees it. */
export type AuctionViewer = {
  /** An accepted bid, placed through any server process. */
  onSignal(signal: AuctionSignal): void;
  /** The whole auction, read again after the live feed was cut off (bids may have been missed meanwhile). */
  onState(auction: Auction): void;
};

export type AuctionHub = {
  /**
   * Follows one auction for `viewer`, wherever bids are placed. `viewerId` is the signed-in user behind the
   * stream (null for a visitor): it counts as "on the auction page". Answers the function that stops.
   */
  subscribe(auctionId: number, viewer: AuctionViewer, viewerId?: number | null): Promise<() => void>;
  /** Whether `userId` has a stream of `auctionId` open in this process. */
  isWatching(auctionId: number, userId: number): boolean;
  close(): Promise<void>;
};

type HubLog = { warn(obj: object, msg: string): void; info(msg: string): void };

/**
 * Fans PostgreSQL notifications out to the live viewers of this process: one LISTEN connection per
 * process, opened on the first viewer, so bids placed through any server process reach every viewer.
 * When that connection was lost and comes back, every auction with open streams is read once (`readState`)
 * and sent to its streams, so what was missed meanwhile shows. Who is watching is known per process only
 * (see decisions: an e-mail may go to a user watching through another process, never the reverse).
 */
export function createAuctionHub(
  database: Database,
  opts: { readState: (auctionId: number) => Promise<Auction>; log?: HubLog },
): AuctionHub {
  const viewers = new Map<number, Set<AuctionViewer>>();
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
    for (const viewer of viewers.get(signal.auction_id) ?? []) viewer.onSignal(signal);
  };

  const resendStates = async () => {
    opts.log?.info('auction live updates: listening again, open streams brought up to date');
    await Promise.all(
      [...viewers.keys()].map(async (auctionId) => {
        let state: Auction;
        try {
          state = await opts.readState(auctionId);
        } catch {
          return; // gone, or the database is down again: the next reconnection tries again
        }
        for (const viewer of viewers.get(auctionId) ?? []) viewer.onState(state);
      }),
    );
  };

  return {
    async subscribe(auctionId, viewer, viewerId = null) {
      stop ??= database.listen(AUCTION_CHANNEL, dispatch, {
        onReconnect: () => void resendStates(),
        onLost: (error, retryInMs) =>
          opts.log?.warn({ err: error, retryInMs }, 'auction live updates: LISTEN connection lost'),
      });
      await stop;
      const set = viewers.get(auctionId) ?? new Set();
      set.add(viewer);
      viewers.set(auctionId, set);
      const key = viewerId === null ? null : `${auctionId}:${viewerId}`;
      if (key) watching.set(key, (watching.get(key) ?? 0) + 1);
      let isOpen = true;
      return () => {
        if (!isOpen) return;
        isOpen = false;
        set.delete(viewer);
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
