import { reservationMessages, SHARE_SEARCH } from '@sanza/contracts/constants';
import { Check, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '../../../components/ui/form-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { UserRef } from '../api.ts';
import { isSearchLongEnough, useShareableUsers } from '../queries.ts';
import { reservationTexts } from '../texts.ts';

type Props = {
  serialId: string;
  /** Users already picked (toggled by tapping them). */
  selected: readonly UserRef[];
  onToggle: (user: UserRef) => void;
};

/**
 * Finds users to share with: nothing is asked below 2 characters ('Tapez au moins 2 caractères
 * pour rechercher'), and the call waits until typing has paused for 300 ms.
 */
export function UserSearch({ serialId, selected, onToggle }: Props) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, SHARE_SEARCH.debounceMs);
  const isLongEnough = isSearchLongEnough(search);
  const results = useShareableUsers(serialId, isLongEnough ? debounced : '');
  const isWaiting = isLongEnough && (debounced !== search || results.isFetching);
  const hintId = 'share-search-hint';

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="share-search" className="mb-1.5 block text-sm font-medium">
          {reservationTexts.searchLabel}
        </label>
        <SearchInput
          id="share-search"
          autoCapitalize="none"
          spellCheck={false}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={reservationTexts.searchPlaceholder}
          aria-describedby={hintId}
          trailing={
            isWaiting && (
              <LoaderCircle
                aria-hidden="true"
                className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted"
              />
            )
          }
        />
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {!isLongEnough ? reservationMessages.searchTooShort : ''}
        </p>
      </div>

      {isLongEnough && results.isError && (
        <p role="alert" className="text-sm text-red-300">
          {reservationMessages.searchError}
        </p>
      )}
      {isLongEnough && results.isSuccess && debounced === search && results.data.length === 0 && (
        <p className="text-sm text-muted">{reservationTexts.noUserFound}</p>
      )}
      {isLongEnough && results.data && results.data.length > 0 && (
        <ul aria-label={reservationTexts.searchResults} className="max-h-52 space-y-1.5 overflow-y-auto">
          {results.data.map((user) => {
            const isPicked = selected.some((picked) => picked.id === user.id);
            return (
              <li key={user.id}>
                <button
                  type="button"
                  aria-pressed={isPicked}
                  onClick={() => onToggle(user)}
                  className={`flex min-h-11 w-full items-center gap-3 rounded-xl border px-3 text-left text-sm transition-colors ${
                    isPicked ? 'border-accent bg-accent/10 text-accent' : 'border-ink-700 hover:bg-ink-800'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`grid size-5 shrink-0 place-items-center rounded-full border ${
                      isPicked ? 'border-accent bg-accent text-accent-ink' : 'border-ink-600'
                    }`}
                  >
                    {isPicked && <Check className="size-3.5" />}
                  </span>
                  <span className="truncate font-medium">{user.username}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
