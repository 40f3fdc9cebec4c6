import { SkeletonBar, SkeletonGrid } from '../../../components/ui/skeleton.tsx';

/** Loading cards shaped like `EventCard`, announced once to screen readers. */
export function EventGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SkeletonGrid count={count} label="Chargement des événements…">
      <SkeletonBar className="h-5 w-3/4 rounded" />
      <SkeletonBar className="h-4 w-2/3 rounded" />
      <SkeletonBar className="h-4 w-1/3 rounded" />
      <div className="flex items-end justify-between pt-2">
        <SkeletonBar className="h-8 w-24 rounded" />
        <SkeletonBar className="h-9 w-24 rounded-full" />
      </div>
    </SkeletonGrid>
  );
}
