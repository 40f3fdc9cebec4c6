import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { dismissUpdate, usePendingUpdate } from '../store.ts';
import { offlineTexts } from '../texts.ts';

/**
 * A discreet card when a new version of the app is installed and waiting: « Mettre à jour » activates it and
 * reloads the page, « Plus tard » keeps the current one until the next start.
 */
export function UpdatePrompt({ isAbovePlayer = false }: { isAbovePlayer?: boolean }) {
  const apply = usePendingUpdate();
  const [isUpdating, setUpdating] = useState(false);
  if (!apply) return null;
  return (
    <div
      role="status"
      className={`fixed left-4 ${isAbovePlayer ? 'bottom-24' : 'bottom-4'} z-50 flex max-w-[calc(100vw-2rem)] items-center gap-3 rounded-2xl border border-ink-600 bg-ink-800 py-2 pr-2 pl-4 text-sm shadow-xl shadow-black/40`}
    >
      <span className="font-medium">{offlineTexts.updateAvailable}</span>
      <button
        type="button"
        disabled={isUpdating}
        onClick={() => {
          setUpdating(true);
          void apply();
        }}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-accent px-3 font-semibold text-accent-ink hover:bg-accent-soft disabled:opacity-60"
      >
        <RefreshCw aria-hidden="true" className={`size-4 ${isUpdating ? 'animate-spin' : ''}`} />
        {offlineTexts.update}
      </button>
      <button
        type="button"
        onClick={dismissUpdate}
        className="min-h-9 rounded-full px-2 text-muted hover:text-fg"
      >
        {offlineTexts.later}
      </button>
    </div>
  );
}
