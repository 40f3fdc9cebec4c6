import { ARTIST_LIST } from '@sanza/contracts/constants';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-states.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useArtistDirectory } from '../queries.ts';
import { musicTexts } from '../texts.ts';
import { ArtistCard } from './cards.tsx';
import { EmptyNote, SearchBox } from './states.tsx';
import { useInfiniteScroll } from './use-infinite-scroll.ts';

function ArtistGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-1 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeletons have no identity
        <div key={i} className="flex flex-col items-center gap-2 p-2">
          <SkeletonBar className="aspect-square w-full rounded-full" />
          <SkeletonBar className="h-4 w-2/3 rounded" />
          <SkeletonBar className="h-3 w-1/2 rounded" />
        </div>
      ))}
    </div>
  );
}

/**
 * /artists: a search on names (sent 500 ms after the last key), an All / Premium filter kept in the
 * address (`?premium=true`, the music home's banner links there) and a list that loads its next page when
 * scrolled past 80 %.
 */
export function ArtistDirectory() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isPremium = searchParams.get('premium') === 'true';
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), ARTIST_LIST.debounceMs);
  const {
    data,
    isPending,
    isError,
    refetch,
    isFetching,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    isPlaceholderData,
  } = useArtistDirectory({ search, isPremium });
  const artists = data?.pages.flatMap((page) => page.results) ?? [];

  useInfiniteScroll({
    canLoadMore: Boolean(hasNextPage) && !isFetchingNextPage && !isPlaceholderData && !isError,
    loadMore: () => void fetchNextPage(),
    pageCount: data?.pages.length ?? 0,
  });

  const setFilter = (premium: boolean) => {
    const params = new URLSearchParams(searchParams);
    if (premium) params.set('premium', 'true');
    else params.delete('premium');
    setSearchParams(params, { replace: true });
  };

  let body: ReactNode;
  if (isPending) body = <ArtistGridSkeleton />;
  else if (isError && artists.length === 0)
    body = (
      <LoadError
        message={musicTexts.artistsLoadError}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  else if (artists.length === 0) body = <EmptyNote>{musicTexts.noArtistMatch}</EmptyNote>;
  else
    body = (
      <ul
        aria-busy={isPlaceholderData}
        className={`-mx-2 grid grid-cols-2 gap-1 transition-opacity sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 ${isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {artists.map((artist) => (
          <li key={artist.id} className="flex">
            <ArtistCard artist={artist} headingLevel={2} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <h1 className="text-3xl font-extrabold tracking-tight">{musicTexts.artistsTitle}</h1>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox
            label={musicTexts.artistSearch}
            value={query}
            onChange={setQuery}
            className="flex-1 sm:max-w-md"
          />
          <fieldset className="flex gap-1 self-start rounded-full bg-ink-900 p-1">
            <legend className="sr-only">Filtrer les artistes</legend>
            {[
              { value: false, label: musicTexts.filterAll },
              { value: true, label: musicTexts.filterPremium },
            ].map((option) => (
              <button
                key={option.label}
                type="button"
                aria-pressed={isPremium === option.value}
                onClick={() => setFilter(option.value)}
                className={`min-h-9 rounded-full px-4 text-sm font-semibold transition-colors ${
                  isPremium === option.value ? 'bg-accent text-accent-ink' : 'text-fg hover:bg-ink-800'
                }`}
              >
                {option.label}
              </button>
            ))}
          </fieldset>
        </div>
      </header>
      {body}
      <div aria-live="polite" className="min-h-6 text-center text-sm text-muted">
        {isFetchingNextPage && musicTexts.loadingMore}
      </div>
      {isError && artists.length > 0 && (
        <LoadError
          message={musicTexts.artistsLoadError}
          onRetry={() => void fetchNextPage()}
          isRetrying={isFetching}
        />
      )}
    </div>
  );
}
