import { AUCTION_TICK_MS, auctionMessages } from '@sanza/contracts/constants';
import { useSyncExternalStore } from 'react';
import { createTicker, useTicker } from '../../../lib/ticker.ts';
import { type AuctionPhase, auctionPhase, countdownText, type LiveAuction, serverNow } from '../rules.ts';

/** The one clock every countdown on screen follows: one timer for a whole grid of cards (1 s). */
const auctionTicker = createTicker(AUCTION_TICK_MS);

type Timed = Pick<LiveAuction, 'start_time' | 'end_time' | 'clockOffsetMs'>;

/**
 * The auction's phase on the server's clock. The component renders again only when the phase changes
 * (the auction starts or ends), not on every tick.
 */
export function useAuctionPhase(auction: Timed): AuctionPhase {
  const read = () => auctionPhase(auction, serverNow(auctionTicker.getNow(), auction.clockOffsetMs));
  return useSyncExternalStore(auctionTicker.subscribe, read, read);
}

/** The countdown text at the server's current time; not-started auctions say so. */
function useCountdownText(auction: Timed): string {
  const now = serverNow(useTicker(auctionTicker), auction.clockOffsetMs);
  if (auctionPhase(auction, now) === 'notStarted') return auctionMessages.notStarted;
  return countdownText(auction.end_time, now);
}

/**
 * The live countdown, refreshed every second. A timer is not read aloud on every tick
 * (`role="timer"` is not a live region), so screen readers are not flooded.
 */
export function AuctionCountdown({ auction, className = '' }: { auction: Timed; className?: string }) {
  const text = useCountdownText(auction);
  return (
    <span role="timer" className={`whitespace-nowrap tabular-nums ${className}`}>
      {text}
    </span>
  );
}
