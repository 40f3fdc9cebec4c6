import { EmptyState } from '../../../components/ui/load-states.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { type AuctionBid, formatBidTime } from '../rules.ts';
import { auctionTexts } from '../texts.ts';

/** The bids, highest first: who, when, how much. New bids from anyone appear as they come. */
export function BidHistory({
  bids,
  isLoading = false,
}: {
  bids: readonly AuctionBid[];
  isLoading?: boolean;
}) {
  return (
    <section aria-labelledby="bid-history-title" className="space-y-3">
      <h2 id="bid-history-title" className="text-lg font-bold">
        {auctionTexts.historyTitle}
      </h2>
      {isLoading ? (
        <div aria-hidden="true" className="space-y-2">
          {[0, 1, 2].map((i) => (
            <SkeletonBar key={i} className="h-14 rounded-xl" />
          ))}
        </div>
      ) : bids.length === 0 ? (
        <EmptyState compact>{auctionTexts.historyEmpty}</EmptyState>
      ) : (
        <ol className="divide-y divide-ink-800 overflow-hidden rounded-xl border border-ink-700 bg-ink-900">
          {bids.map((bid, index) => (
            <li key={bid.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium">
                  <span className="sr-only">{auctionTexts.historyUser} : </span>
                  {bid.user}
                </p>
                <p className="text-xs text-muted">
                  <span className="sr-only">{auctionTexts.historyDate} : </span>
                  <time dateTime={bid.created_at}>{formatBidTime(bid.created_at)}</time>
                </p>
              </div>
              <p className={`shrink-0 font-semibold tabular-nums ${index === 0 ? 'text-accent' : ''}`}>
                <span className="sr-only">{auctionTexts.historyAmount} : </span>
                {formatPrice(bid.amount)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
