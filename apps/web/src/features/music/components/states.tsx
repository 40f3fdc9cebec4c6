import { Search } from 'lucide-react';
import { type ComponentType, type ReactNode, useId } from 'react';
import { EmptyState, LoadError } from '../../../components/ui/load-states.tsx';
import { SkeletonBar, SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Cover } from './cover.tsx';

/** An empty list's note: the kit's compact empty state. */
export function EmptyNote({ children }: { children: string }) {
  return <EmptyState compact>{children}</EmptyState>;
}

/** Placeholder cards while a row of covers loads. */
export function CardRowSkeleton({ count = 6, isRound = false }: { count?: number; isRound?: boolean }) {
  return (
    <div aria-hidden="true" className="flex gap-4 overflow-hidden">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons have no identity
        <div key={i} className="w-36 shrink-0 space-y-2 sm:w-44">
          <SkeletonBar className={`aspect-square ${isRound ? 'rounded-full' : 'rounded-xl'}`} />
          <SkeletonBar className="h-4 w-3/4 rounded" />
          <SkeletonBar className="h-3 w-1/2 rounded" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder rows while a list of songs loads. */
export function SongListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <SkeletonRows
      count={count}
      className="space-y-2"
      rowClassName="rounded-xl p-2"
      thumbClassName="size-12 rounded-lg"
      lineClassNames={['h-4 w-1/2 rounded', 'h-3 w-1/3 rounded']}
    />
  );
}

/** Placeholder of a detail page's header (cover and lines of text). */
export function DetailHeaderSkeleton({ isRound = false }: { isRound?: boolean }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-5 sm:flex-row sm:items-end">
      <SkeletonBar className={`size-40 shrink-0 sm:size-52 ${isRound ? 'rounded-full' : 'rounded-2xl'}`} />
      <div className="flex-1 space-y-3">
        <SkeletonBar className="h-4 w-24 rounded" />
        <SkeletonBar className="h-9 w-2/3 rounded" />
        <SkeletonBar className="h-4 w-1/2 rounded" />
        <SkeletonBar className="h-11 w-40 rounded-full" />
      </div>
    </div>
  );
}

/** The part of a list query a section shows: its state and a way to retry. */
type ListQuery<L> = {
  data: L | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * A list's body by its query: `skeleton` while loading, the error and a retry, `emptyText` when there is nothing,
 * otherwise `children` of the items (`items` when the caller filters the query's data).
 */
export function ListState<L extends readonly unknown[]>({
  query,
  items = query.data,
  skeleton,
  errorMessage,
  emptyText,
  children,
}: {
  query: ListQuery<L>;
  items?: L;
  skeleton: ReactNode;
  errorMessage: string;
  emptyText: string;
  children: (items: L) => ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (query.isError)
    return (
      <LoadError message={errorMessage} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  if (!items?.length) return <EmptyNote>{emptyText}</EmptyNote>;
  return children(items);
}

/** A titled section of a music page; `headingId` when the heading has a fixed id. */
export function MusicSection({
  title,
  headingId,
  isBusy,
  children,
}: {
  title: string;
  headingId?: string;
  isBusy?: boolean;
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <section aria-labelledby={id} aria-busy={isBusy} className="space-y-3">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A page's figures as labelled tiles (an icon before a label when given). */
export function FigureList({
  figures,
  className,
}: {
  figures: {
    label: string;
    value: string;
    Icon?: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  }[];
  className: string;
}) {
  return (
    <dl className={className}>
      {figures.map(({ label, value, Icon }) => (
        <div key={label} className="rounded-2xl border border-ink-700 bg-ink-900 p-3">
          <dt className={Icon ? 'flex items-center gap-1.5 text-xs text-muted' : 'text-xs text-muted'}>
            {Icon && <Icon aria-hidden="true" className="size-3.5" />}
            {label}
          </dt>
          <dd className="mt-1 text-lg font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A search box with its magnifier; `label` names it and is its placeholder. */
export function SearchBox({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className: string;
}) {
  return (
    <search className={`relative ${className}`}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-full border border-ink-600 bg-ink-900 pr-4 pl-11 text-base placeholder:text-muted focus:border-accent focus:outline-none"
      />
    </search>
  );
}

/** A detail page's header: the large cover beside `children` (badges, title, lines and actions). */
export function DetailHeader({ cover, children }: { cover: string | null; children: ReactNode }) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-end">
      <Cover
        src={cover}
        size={208}
        isPriority
        className="size-48 shrink-0 shadow-2xl shadow-black/50 sm:size-52"
      />
      <div className="min-w-0 flex-1 space-y-3">{children}</div>
    </header>
  );
}
