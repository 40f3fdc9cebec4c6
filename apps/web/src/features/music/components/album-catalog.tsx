import type { Album } from '@sanza/contracts';
import { Search } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AlbumListKind } from '../api.ts';
import { useAlbumList, useGenres } from '../queries.ts';
import { filterAlbums } from '../rules.ts';
import { musicTexts } from '../texts.ts';
import { AlbumCard } from './cards.tsx';
import { CardRow, CardRowItem } from './home-section.tsx';
import { CardRowSkeleton, EmptyNote, LoadError } from './states.tsx';

const SECTIONS: { kind: AlbumListKind; title: string }[] = [
  { kind: 'featured', title: musicTexts.featuredAlbums },
  { kind: 'new-releases', title: musicTexts.newReleases },
  { kind: 'all', title: musicTexts.allAlbums },
];

/** One album section of /albums, filtered by the page's search and genre; hidden when a filter leaves nothing. */
function AlbumSection({
  kind,
  title,
  query,
  genre,
}: {
  kind: AlbumListKind;
  title: string;
  query: string;
  genre: string | null;
}) {
  const headingId = useId();
  const { data, isPending, isError, refetch, isFetching } = useAlbumList(kind);
  const albums = useMemo(() => (data ? filterAlbums(data, query, genre) : []), [data, query, genre]);
  const isFiltered = query.trim() !== '' || genre !== null;
  if (data && albums.length === 0 && isFiltered) return null;
  let body: ReactNode;
  if (isPending) body = <CardRowSkeleton />;
  else if (isError)
    body = (
      <LoadError
        message={musicTexts.albumsLoadError}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  else if (albums.length === 0) body = <EmptyNote>{musicTexts.emptySection}</EmptyNote>;
  else if (kind === 'all') body = <AlbumGrid albums={albums} />;
  else
    body = (
      <CardRow>
        {albums.map((album) => (
          <CardRowItem key={album.id}>
            <AlbumCard album={album} />
          </CardRowItem>
        ))}
      </CardRow>
    );
  return (
    <section aria-labelledby={headingId} aria-busy={isPending} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {body}
    </section>
  );
}

function AlbumGrid({ albums }: { albums: Album[] }) {
  return (
    <ul className="-mx-2 grid grid-cols-2 gap-1 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
      {albums.map((album) => (
        <li key={album.id} className="flex">
          <AlbumCard album={album} />
        </li>
      ))}
    </ul>
  );
}

/** Genre chips: 'All' and each genre, as toggle buttons (one pressed). */
function GenreChips({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (genre: string | null) => void;
}) {
  const { data: genres = [] } = useGenres();
  const chips = [
    { value: null, label: musicTexts.allGenres },
    ...genres.map((g) => ({ value: g.name, label: g.name })),
  ];
  return (
    <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      <legend className="sr-only">Genres</legend>
      {chips.map((chip) => {
        const isSelected = chip.value === selected;
        return (
          <button
            key={chip.label}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onSelect(chip.value)}
            className={`min-h-9 shrink-0 rounded-full px-4 text-sm font-semibold transition-colors ${
              isSelected ? 'bg-accent text-accent-ink' : 'bg-ink-800 text-fg hover:bg-ink-700'
            }`}
          >
            {chip.label}
          </button>
        );
      })}
    </fieldset>
  );
}

/**
 * /albums (spec 3 §2): a search box (title or artist, accents ignored), genre chips, and the sections Featured
 * Albums, New Releases and All Albums. Search and genre live in the address (`?q=&genre=`), so a filtered view
 * can be shared and survives going back; filtering is on the client, costing no request.
 */
export function AlbumCatalog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const genre = searchParams.get('genre');
  const all = useAlbumList('all');
  const isFiltered = query.trim() !== '' || genre !== null;
  const hasNoMatch =
    isFiltered && all.data !== undefined && filterAlbums(all.data, query, genre).length === 0;

  const update = (next: { q?: string; genre?: string | null }) => {
    const params = new URLSearchParams(searchParams);
    if (next.q !== undefined) {
      if (next.q) params.set('q', next.q);
      else params.delete('q');
    }
    if (next.genre !== undefined) {
      if (next.genre) params.set('genre', next.genre);
      else params.delete('genre');
    }
    setSearchParams(params, { replace: true });
  };

  return (
    <div className="space-y-8">
      <header className="space-y-4">
        <h1 className="text-3xl font-extrabold tracking-tight">{musicTexts.albumsTitle}</h1>
        <search className="relative max-w-md">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            aria-label={musicTexts.albumSearch}
            placeholder={musicTexts.albumSearch}
            value={query}
            onChange={(event) => update({ q: event.target.value })}
            className="min-h-11 w-full rounded-full border border-ink-600 bg-ink-900 pr-4 pl-11 text-base placeholder:text-muted focus:border-accent focus:outline-none"
          />
        </search>
        <GenreChips selected={genre} onSelect={(value) => update({ genre: value })} />
      </header>
      {hasNoMatch && (
        <p
          role="status"
          className="rounded-2xl border border-dashed border-ink-700 p-6 text-center text-sm text-muted"
        >
          {musicTexts.noAlbumMatch}
        </p>
      )}
      {SECTIONS.map((section) => (
        <AlbumSection
          key={section.kind}
          kind={section.kind}
          title={section.title}
          query={query}
          genre={genre}
        />
      ))}
    </div>
  );
}
