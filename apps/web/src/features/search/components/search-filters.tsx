import {
  SEARCH_ORDERING_LABELS,
  SEARCH_ORDERINGS,
  SEARCH_PERIOD_LABELS,
  SEARCH_PERIODS,
  type SearchKind,
  type SearchPeriod,
  searchMessages,
} from '@sanza/contracts/constants';
import { useId } from 'react';
import { useSearchGenres } from '../queries.ts';

type SearchFiltersProps = {
  kind: SearchKind;
  genre: string;
  period: SearchPeriod;
  ordering: string;
  onChange: (change: { genre?: string; period?: SearchPeriod; ordering?: string }) => void;
};

const selectClass =
  'min-h-11 w-full rounded-xl border border-ink-700 bg-ink-900 px-3 text-sm text-fg focus:border-accent focus:outline-none';

/** Genre chips ('Tous' plus the kind's genres), the period select and the sort select of the kind. */
export function SearchFilters({ kind, genre, period, ordering, onChange }: SearchFiltersProps) {
  const genres = useSearchGenres(kind);
  const periodId = useId();
  const sortId = useId();
  const chips = ['', ...genres];

  return (
    <div className="space-y-3">
      {genres.length > 0 && (
        <ul
          aria-label="Genres"
          className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
        >
          {chips.map((name) => {
            const isSelected = name === genre;
            return (
              <li key={name || 'all'} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onChange({ genre: name })}
                  className={`min-h-9 rounded-full border px-4 text-sm font-medium transition-colors ${
                    isSelected
                      ? 'border-accent bg-accent text-accent-ink'
                      : 'border-ink-700 bg-ink-900 text-muted hover:border-ink-600 hover:text-fg'
                  }`}
                >
                  {name || searchMessages.genreAll}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="grid grid-cols-2 gap-3 sm:flex sm:max-w-md">
        <div className="min-w-0 sm:flex-1">
          <label htmlFor={periodId} className="mb-1 block text-xs font-medium text-muted">
            {searchMessages.periodLabel}
          </label>
          <select
            id={periodId}
            value={period}
            onChange={(event) => onChange({ period: event.target.value as SearchPeriod })}
            className={selectClass}
          >
            {SEARCH_PERIODS.map((value) => (
              <option key={value} value={value}>
                {SEARCH_PERIOD_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 sm:flex-1">
          <label htmlFor={sortId} className="mb-1 block text-xs font-medium text-muted">
            {searchMessages.sortLabel}
          </label>
          <select
            id={sortId}
            value={ordering}
            onChange={(event) => onChange({ ordering: event.target.value })}
            className={selectClass}
          >
            {SEARCH_ORDERINGS[kind].map((value) => (
              <option key={value || 'relevance'} value={value}>
                {SEARCH_ORDERING_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
