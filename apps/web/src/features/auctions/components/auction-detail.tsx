import type { Notification } from '@sanza/contracts';
import { auctionMessages, type NotificationData, notificationText } from '@sanza/contracts/constants';
import { X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadError } from '../../../components/ui/load-states.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { useIsSignedIn } from '../../auth/store.ts';
import { auctionErrorText } from '../errors.ts';
import { useAuctionLiveUpdates } from '../live.ts';
import { useAuction } from '../queries.ts';
import { isAwaitingResult, type LiveAuction } from '../rules.ts';
import { auctionTexts } from '../texts.ts';
import { useAuctionPhase } from './auction-countdown.tsx';
import { AuctionAbout, AuctionHeader, AuctionStatus, BackToAuctions } from './auction-summary.tsx';
import { BidHistory } from './bid-history.tsx';
import { BidPrompt } from './bid-prompt.tsx';

// The form and its validation code (zod) download only for a signed-in user on a running auction: a
// visitor following a shared link gets the page without them.
const BidForm = lazy(async () => ({ default: (await import('./bid-form.tsx')).BidForm }));

/** Once ended, the page asks again this often until the server has settled who won. */
export const RESULT_POLL_MS = 15_000;

/** The page while the auction loads: shaped like it, announced once. */
function AuctionDetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{auctionTexts.loadingAuction}</span>
      <div aria-hidden="true" className="space-y-4">
        <SkeletonBar className="aspect-[21/9] max-h-56 w-full rounded-3xl" />
        <SkeletonBar className="h-8 w-2/3 rounded" />
        <SkeletonBar className="h-4 w-1/3 rounded" />
        <SkeletonBar className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}

/**
 * An auction: countdown to the second, prices, bids, description, history and the bid form,
 * kept live by the auction's stream while the page is open.
 */
export function AuctionDetail({ id }: { id: number }) {
  const { data: auction, isPending, error, isPlaceholderData, isFetching, refetch } = useAuction(id);
  const isSignedIn = useIsSignedIn();
  // The stream starts once the page's own answer is in: its snapshot then only confirms what is shown.
  const notice = useAuctionLiveUpdates(id, !!auction && !isPlaceholderData);

  if (isPending) {
    return (
      <div className="space-y-4">
        <BackToAuctions />
        <AuctionDetailSkeleton />
      </div>
    );
  }
  // Only a first load that failed: a later read that fails (the page reads again when its live stream
  // breaks, often while the network is down) keeps the auction shown.
  if (!auction) {
    return (
      <div className="space-y-4">
        <BackToAuctions />
        <LoadError
          message={auctionErrorText(error, auctionMessages.loadError)}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      </div>
    );
  }
  return (
    <AuctionView
      auction={auction}
      isSignedIn={isSignedIn}
      isLoadingBids={isPlaceholderData}
      notice={notice}
      onRefresh={refetch}
    />
  );
}

/** « Vous avez été surenchéri… », brought by the stream while the outbid user is on the page. */
function OutbidNotice({ notification }: { notification: Notification }) {
  const [dismissed, setDismissed] = useState<number | null>(null);
  if (dismissed === notification.id) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl border border-accent/60 bg-accent/10 px-4 py-3 text-sm font-semibold"
    >
      <p className="min-w-0 flex-1">
        {notificationText(notification.kind, notification.data as NotificationData)}
      </p>
      <button
        type="button"
        onClick={() => setDismissed(notification.id)}
        aria-label={auctionTexts.dismiss}
        className="-my-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-ink-800 hover:text-fg"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

function AuctionView({
  auction,
  isSignedIn,
  isLoadingBids,
  notice,
  onRefresh,
}: {
  auction: LiveAuction;
  isSignedIn: boolean;
  isLoadingBids: boolean;
  notice: Notification | null;
  onRefresh: () => unknown;
}) {
  const phase = useAuctionPhase(auction);
  const bidProps = {
    auctionId: auction.id,
    currentPrice: auction.current_price,
    maxBid: auction.max_bid,
    minIncrement: auction.min_increment,
    phase,
    isSignedIn,
  };
  // The result (who won) is decided by the server's settlement job shortly after the end: ask until it is.
  const isWaiting = phase === 'ended' && isAwaitingResult(auction);
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setInterval(onRefresh, RESULT_POLL_MS);
    return () => clearInterval(timer);
  }, [isWaiting, onRefresh]);
  return (
    <article className="space-y-5">
      <BackToAuctions />
      <AuctionHeader auction={auction} />
      {notice?.kind === 'outbid' && <OutbidNotice notification={notice} />}
      {/* One column on phones (status and form first); the form on the right when there is room. */}
      <div className="@container">
        <div className="grid gap-8 @3xl:grid-cols-[minmax(0,1fr)_20rem]">
          {/* Status and form side by side when the panel is wide (one column of page), stacked when narrow. */}
          <div className="@container rounded-2xl border border-ink-700 bg-ink-900 p-4 @3xl:sticky @3xl:top-20 @3xl:col-start-2 @3xl:row-span-2 @3xl:row-start-1 @3xl:self-start">
            <div className="grid gap-6 @xl:grid-cols-2 @xl:gap-8">
              <AuctionStatus auction={auction} phase={phase} />
              {phase === 'running' && isSignedIn ? (
                <Suspense fallback={<BidPrompt {...bidProps} />}>
                  <BidForm
                    auctionId={auction.id}
                    currentPrice={auction.current_price}
                    maxBid={auction.max_bid}
                    minIncrement={auction.min_increment}
                  />
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
