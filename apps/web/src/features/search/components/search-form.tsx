import { searchMessages } from '@sanza/contracts/constants';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

type SearchFormProps = {
  /** The words of the search in the address. */
  query: string;
  isLoading: boolean;
  onSearch: (query: string) => void;
};

/**
 * The query box: the button is disabled while the box is blank or a search runs. Emptying the box
 * clears the results at once.
 */
export function SearchForm({ query, isLoading, onSearch }: SearchFormProps) {
  const inputId = useId();
  const [value, setValue] = useState(query);
  // Back/forward or a shared link changes the address: the box follows it.
  useEffect(() => setValue(query), [query]);
  const isBlank = value.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBlank && !isLoading) onSearch(value.trim());
  };

  return (
    <search>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {searchMessages.queryLabel}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={inputId}
            type="search"
            value={value}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={searchMessages.queryPlaceholder}
            onChange={(event) => {
              setValue(event.target.value);
              if (event.target.value.trim() === '' && query) onSearch('');
            }}
            className="min-h-12 w-full rounded-full border border-ink-700 bg-ink-900 pr-4 pl-11 text-base text-fg placeholder:text-muted focus:border-accent focus:outline-none"
          />
        </div>
        <Button size="lg" type="submit" disabled={isBlank || isLoading} className="shrink-0">
          {searchMessages.submit}
        </Button>
      </form>
    </search>
  );
}
