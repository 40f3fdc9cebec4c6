import { auctionMessages } from '@sanza/contracts/constants';
import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '../../auth/store.ts';
import { auctionErrorText } from '../errors.ts';
import { useAuctionLiveUpdates } from '../live.ts';
import { useAuction } from '../queries.ts';
import type { LiveAuction } from '../rules.ts';
import { auctionTexts } from '../texts.ts';
import { useAuctionPhase } from './auction-countdown.tsx';
import { AuctionLoadError } from './auction-list.tsx';
import { AuctionAbout, AuctionHeader, AuctionStatus, BackToAuctions } from './auction-summary.tsx';
import { BidHistory } from './bid-history.tsx';
import { BidPrompt } from './bid-prompt.tsx';

// The form and its validation code (zod) download only for a signed-in user on a running auction: a
// visitor following a shared link gets the page without them.
const BidForm = lazy(async () => ({ default: (await import('./bid-form.tsx')).BidForm }));

/** The page while the auction loads: shaped like it, announced once. */
function AuctionDetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{auctionTexts.loadingAuction}</span>
      <div aria-hidden="true" className="space-y-4">
        <div className="aspect-[21/9] max-h-56 w-full animate-pulse rounded-3xl bg-ink-900" />
        <div className="h-8 w-2/3 animate-pulse rounded bg-ink-900" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-ink-900" />
        <div className="h-48 animate-pulse rounded-2xl bg-ink-900" />
      </div>
    </div>
  );
}

/**
 * An auction (spec 2 §2): countdown to the second, prices, bids, description, history and the bid form,
 * kept live by the auction's stream while the page is open.
 */
export function AuctionDetail({ id }: { id: number }) {
  const { data: auction, isPending, isError, error, isPlaceholderData, isFetching, refetch } = useAuction(id);
  const isSignedIn = useIsSignedIn();
  // The stream starts once the page's own answer is in: its snapshot then only confirms what is shown.
  useAuctionLiveUpdates(id, !!auction && !isPlaceholderData);

  if (isPending) {
    return (
      <div className="space-y-4">
        <BackToAuctions />
        <AuctionDetailSkeleton />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="space-y-4">
        <BackToAuctions />
        <AuctionLoadError
          message={auctionErrorText(error, auctionMessages.loadError)}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      </div>
    );
  }
  return <AuctionView auction={auction} isSignedIn={isSignedIn} isLoadingBids={isPlaceholderData} />;
}

function AuctionView({
  auction,
  isSignedIn,
  isLoadingBids,
}: {
  auction: LiveAuction;
  isSignedIn: boolean;
  isLoadingBids: boolean;
}) {
  const phase = useAuctionPhase(auction);
  const bidProps = { auctionId: auction.id, currentPrice: auction.current_price, phase, isSignedIn };
  return (
    <article className="space-y-5">
      <BackToAuctions />
      <AuctionHeader auction={auction} />
      {/* One column on phones (status and form first); the form on the right when there is room. */}
      <div className="@container">
        <div className="grid gap-8 @3xl:grid-cols-[minmax(0,1fr)_20rem]">
          {/* Status and form side by side when the panel is wide (one column of page), stacked when narrow. */}
          <div className="@container rounded-2xl border border-ink-700 bg-ink-900 p-4 @3xl:sticky @3xl:top-20 @3xl:col-start-2 @3xl:row-span-2 @3xl:row-start-1 @3xl:self-start">
            <div className="grid gap-6 @xl:grid-cols-2 @xl:gap-8">
              <AuctionStatus auction={auction} phase={phase} />
              {phase === 'running' && isSignedIn ? (
                <Suspense fallback={<BidPrompt {...bidProps} />}>
                  <BidForm auctionId={auction.id} currentPrice={auction.current_price} />
                </Suspense>
              ) : (
                <BidPrompt {...bidProps} />
              )}
            </div>
          </div>
          <div className="@3xl:col-start-1">
            <BidHistory bids={auction.bids} isLoading={isLoadingBids} />
          </div>
          <div className="@3xl:col-start-1">
            <AuctionAbout auction={auction} />
          </div>
        </div>
      </div>
    </article>
  );
}
