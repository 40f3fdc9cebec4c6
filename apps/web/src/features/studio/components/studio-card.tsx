import type { ReactNode } from 'react';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';

/** The class names of a studio page's card, for a card that is not a `StudioCard` (a form, a list item). */
export const studioCardClass = 'space-y-4 rounded-3xl border border-ink-800 bg-ink-900 p-4 sm:p-6';

/** A titled card of a studio page (every domain's studio pages use this one). */
export function StudioCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-ink-800 bg-ink-900 p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      {children && <div className="mt-4 space-y-4">{children}</div>}
    </section>
  );
}

/** A studio page's heading with its one-line introduction, and an action on the right (below on phones). */
export function StudioPageHeader({
  title,
  intro,
  action,
}: {
  title: string;
  intro: string;
  action?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted">{intro}</p>
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </header>
  );
}

/** The loading state of a studio page: a heading-sized bar and a card-sized block, announced once by `label`. */
export function StudioLoading({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      <SkeletonBar className="h-8 w-56 rounded" />
      <SkeletonBar className="h-40 rounded-2xl" />
    </div>
  );
}
