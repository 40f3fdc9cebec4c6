import type { ReactNode } from 'react';

/** One grey, pulsing placeholder block, hidden from screen readers; `className` gives its size and corners. */
export function SkeletonBar({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse bg-ink-800 ${className}`} />;
}

/**
 * Placeholder rows shaped like a list of media (a thumbnail beside a title and a subtitle line), hidden from
 * screen readers. `list` renders a `ul` of `li`; the class names give each page its sizes.
 */
export function SkeletonRows({
  count,
  list = false,
  className,
  rowClassName,
  thumbClassName,
  lineClassNames,
}: {
  count: number;
  list?: boolean;
  className?: string;
  rowClassName: string;
  thumbClassName: string;
  lineClassNames: [title: string, subtitle: string];
}) {
  const List = list ? 'ul' : 'div';
  const Row = list ? 'li' : 'div';
  return (
    <List aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons have no identity
        <Row key={i} className={`flex items-center gap-3 ${rowClassName}`}>
          <SkeletonBar className={`shrink-0 ${thumbClassName}`} />
          <div className="flex-1 space-y-2">
            <SkeletonBar className={lineClassNames[0]} />
            <SkeletonBar className={lineClassNames[1]} />
          </div>
        </Row>
      ))}
    </List>
  );
}

/**
 * Loading cards in the responsive card grid, announced once to screen readers by `label`. `children` is the
 * body of one card under its video-shaped cover.
 */
export function SkeletonGrid({
  count,
  label,
  children,
}: {
  count: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons have no identity
          <li key={i} className="overflow-hidden rounded-2xl border border-ink-700 bg-ink-900">
            <div className="aspect-video animate-pulse bg-ink-800" />
            <div className="space-y-3 p-4">{children}</div>
          </li>
        ))}
      </ul>
    </div>
  );
}
