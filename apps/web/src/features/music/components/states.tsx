import { RotateCw } from 'lucide-react';
import { musicTexts } from '../texts.ts';

/** A failed load: the message and a retry button (busy while the retry runs). */
export function LoadError({
  message,
  onRetry,
  isRetrying = false,
}: {
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-900 bg-red-950/60 p-4 text-sm text-red-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          disabled={isRetrying}
          className="inline-flex min-h-9 shrink-0 items-center gap-2 rounded-full border border-red-800 px-3 font-semibold hover:bg-red-900/50 disabled:opacity-60"
        >
          <RotateCw aria-hidden="true" className={`size-4 ${isRetrying ? 'animate-spin' : ''}`} />
          {musicTexts.retry}
        </button>
      )}
    </div>
  );
}

/** An empty list's note. */
export function EmptyNote({ children }: { children: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-ink-700 p-6 text-center text-sm text-muted">
      {children}
    </p>
  );
}

/** Placeholder cards while a row of covers loads. */
export function CardRowSkeleton({ count = 6, isRound = false }: { count?: number; isRound?: boolean }) {
  return (
    <div aria-hidden="true" className="flex gap-4 overflow-hidden">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons have no identity
        <div key={i} className="w-36 shrink-0 space-y-2 sm:w-44">
          <div
            className={`aspect-square animate-pulse bg-ink-800 ${isRound ? 'rounded-full' : 'rounded-xl'}`}
          />
          <div className="h-4 w-3/4 animate-pulse rounded bg-ink-800" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-ink-800" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder rows while a list of songs loads. */
export function SongListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="space-y-2">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons have no identity
        <div key={i} className="flex items-center gap-3 rounded-xl p-2">
          <div className="size-12 shrink-0 animate-pulse rounded-lg bg-ink-800" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/2 animate-pulse rounded bg-ink-800" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-ink-800" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Placeholder of a detail page's header (cover and lines of text). */
export function DetailHeaderSkeleton({ isRound = false }: { isRound?: boolean }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-5 sm:flex-row sm:items-end">
      <div
        className={`size-40 shrink-0 animate-pulse bg-ink-800 sm:size-52 ${isRound ? 'rounded-full' : 'rounded-2xl'}`}
      />
      <div className="flex-1 space-y-3">
        <div className="h-4 w-24 animate-pulse rounded bg-ink-800" />
        <div className="h-9 w-2/3 animate-pulse rounded bg-ink-800" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-ink-800" />
        <div className="h-11 w-40 animate-pulse rounded-full bg-ink-800" />
      </div>
    </div>
  );
}
