import { auctionMessages } from '@sanza/contracts/constants';
import { Gavel } from 'lucide-react';
import { EmptyState, LoadError } from '../../../components/ui/load-states.tsx';
import { useActiveAuctions } from '../queries.ts';
import { auctionTexts } from '../texts.ts';
import { AuctionCard } from './auction-card.tsx';
import { AuctionGridSkeleton } from './auction-grid-skeleton.tsx';

/** The auctions page: the grid of running auctions, 6 skeletons while loading, the empty text. */
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
        <LoadError
          message={auctionMessages.listError}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : auctions.length === 0 ? (
        <EmptyState icon={Gavel}>{auctionMessages.empty}</EmptyState>
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
