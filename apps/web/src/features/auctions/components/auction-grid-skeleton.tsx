import { SkeletonBar, SkeletonGrid } from '../../../components/ui/skeleton.tsx';
import { auctionTexts } from '../texts.ts';

/** Loading cards shaped like `AuctionCard`, announced once to screen readers. */
export function AuctionGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SkeletonGrid count={count} label={auctionTexts.loadingList}>
      <SkeletonBar className="h-5 w-3/4 rounded" />
      <SkeletonBar className="h-4 w-1/3 rounded" />
      <SkeletonBar className="h-7 w-1/2 rounded" />
      <div className="grid grid-cols-2 gap-3">
        <SkeletonBar className="h-9 rounded" />
        <SkeletonBar className="h-9 rounded" />
      </div>
      <SkeletonBar className="h-11 rounded-full" />
    </SkeletonGrid>
  );
}
