import { searchMessages } from '@sanza/contracts/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { hasNextPage, hasPreviousPage } from '../rules.ts';

type SearchPagerProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

const buttonClass =
  'inline-flex min-h-11 items-center gap-1 rounded-full border border-ink-700 px-3 sm:px-4 text-sm font-semibold text-fg transition-colors hover:border-ink-600 hover:bg-ink-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** Previous / next with the spec's rules, and where we are. */
export function SearchPager({ page, pageSize, total, onPage }: SearchPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages de résultats" className="flex items-center justify-between gap-3">
      <button
        type="button"
        className={buttonClass}
        disabled={!hasPreviousPage(page)}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {searchMessages.previous}
      </button>
      <p className="whitespace-nowrap text-sm text-muted" aria-live="polite">
        <span className="sr-only">
          Page {page} sur {pages}
        </span>
        <span aria-hidden="true">
          {page} / {pages}
        </span>
      </p>
      <button
        type="button"
        className={buttonClass}
        disabled={!hasNextPage(page, pageSize, total)}
        onClick={() => onPage(page + 1)}
      >
        {searchMessages.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
