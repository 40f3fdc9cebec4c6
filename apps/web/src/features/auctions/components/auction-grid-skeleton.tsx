import { auctionTexts } from '../texts.ts';

/** Loading cards shaped like `AuctionCard`, announced once to screen readers. */
export function AuctionGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{auctionTexts.loadingList}</span>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons have no identity
          <li key={i} className="overflow-hidden rounded-2xl border border-ink-700 bg-ink-900">
            <div className="aspect-video animate-pulse bg-ink-800" />
            <div className="space-y-3 p-4">
              <div className="h-5 w-3/4 animate-pulse rounded bg-ink-800" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-ink-800" />
              <div className="h-7 w-1/2 animate-pulse rounded bg-ink-800" />
              <div className="grid grid-cols-2 gap-3">
                <div className="h-9 animate-pulse rounded bg-ink-800" />
                <div className="h-9 animate-pulse rounded bg-ink-800" />
              </div>
              <div className="h-11 animate-pulse rounded-full bg-ink-800" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
