import { LoaderCircle, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { staffToolsTexts as t } from '../texts.ts';

/** A rounded card section of the staff pages, titled. */
export function Panel({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-3xl border border-ink-800 bg-ink-900 p-4 sm:p-6"
    >
      <div className="space-y-1">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {intro && <p className="text-sm text-muted">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** A search box with its label (read by screen readers) and a magnifier. */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  placeholder,
  isFetching = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  isFetching?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-muted" />
        <input
          id={id}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} pr-10 pl-10`}
        />
        {isFetching && (
          <LoaderCircle
            aria-hidden="true"
            className="absolute top-3 right-3 size-5 animate-spin text-muted"
          />
        )}
      </div>
    </div>
  );
}

/** A list that failed to load, with a button to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-2xl border border-red-500/40 bg-red-500/10 p-4 text-sm">
      <p className="text-red-200">{t.loadFailed}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center rounded-full border border-ink-600 px-4 font-semibold hover:border-fg"
      >
        {t.retry}
      </button>
    </div>
  );
}

/** Skeleton rows while a list loads. */
export function ListPending({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
        <div key={i} className="h-24 animate-pulse rounded-2xl bg-ink-800" />
      ))}
    </div>
  );
}

export const ghostButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-ink-600 px-4 text-sm font-semibold hover:border-fg disabled:cursor-not-allowed disabled:opacity-50';
export const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-500 px-5 text-sm font-semibold text-white hover:bg-red-400 disabled:cursor-not-allowed disabled:opacity-50';
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-accent px-5 text-sm font-semibold text-accent-ink hover:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-50';

/** The message of a failed call: the server's own French text, else a generic one. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : t.loadFailed;
}
