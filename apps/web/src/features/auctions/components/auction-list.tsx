import { auctionMessages } from '@sanza/contracts/constants';
import { Gavel } from 'lucide-react';
import { useActiveAuctions } from '../queries.ts';
import { auctionTexts } from '../texts.ts';
import { AuctionCard } from './auction-card.tsx';
import { AuctionGridSkeleton } from './auction-grid-skeleton.tsx';

/** The red box of a failed load, with a way to try again. */
export function AuctionLoadError({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-900 bg-red-950/60 p-4 text-sm text-red-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={isRetrying}
        className="min-h-11 shrink-0 rounded-full border border-red-800 px-4 font-semibold hover:bg-red-900/50 disabled:opacity-60"
      >
        {auctionTexts.retry}
      </button>
    </div>
  );
}

/** The auctions page (spec 2 §2): the grid of running auctions, 6 skeletons while loading, the empty text. */
export function AuctionList() {
  const { data: auctions, isPending, isError, isFetching, refetch } = useActiveAuctions();
  return (
    <div className="@container space-y-5">
      <header className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{auctionTexts.listTitle}</h1>
        <p className="text-sm text-muted">{auctionTexts.listIntro}</p>
      </header>
      {isPending ? (
        <AuctionGridSkeleton count={6} />
      ) : isError ? (
        <AuctionLoadError
          message={auctionMessages.listError}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : auctions.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-700 p-8 text-center">
          <Gavel aria-hidden="true" className="size-8 text-muted" />
          <p className="text-sm text-muted">{auctionMessages.empty}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
          {auctions.map((auction) => (
            <li key={auction.id} className="flex">
              <AuctionCard auction={auction} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
