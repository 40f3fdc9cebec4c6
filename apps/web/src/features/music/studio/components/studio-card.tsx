import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../../components/ui/form-feedback.tsx';
import { studioMusicTexts as T } from '../texts.ts';

/** A titled card of a studio page. */
export function StudioCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
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

/** A page's heading with its one-line introduction, and an action on the right (below on phones). */
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

/** What a page shows when its data could not be loaded: the reason and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <FormAlert>{error instanceof Error && error.message ? error.message : T.loadFailed}</FormAlert>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-600 px-5 font-semibold hover:border-fg"
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {T.retry}
      </button>
    </div>
  );
}

/** The loading state of a studio page: pulsing blocks, announced once. */
export function StudioLoading({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="h-24 animate-pulse rounded-3xl bg-ink-900" />
      <div aria-hidden="true" className="h-40 animate-pulse rounded-3xl bg-ink-900" />
    </div>
  );
}
