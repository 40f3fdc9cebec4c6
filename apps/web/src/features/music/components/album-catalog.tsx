import type { Album } from '@sanza/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/load-states.tsx';
import type { AlbumListKind } from '../api.ts';
import { useAlbumList, useGenres } from '../queries.ts';
import { filterAlbums } from '../rules.ts';
import { musicTexts } from '../texts.ts';
import { AlbumCard } from './cards.tsx';
import { CardRowOf } from './home-section.tsx';
import { CardRowSkeleton, ListState, MusicSection, SearchBox } from './states.tsx';

const SECTIONS: { kind: AlbumListKind; title: string }[] = [
  { kind: 'featured', title: musicTexts.featuredAlbums },
  { kind: 'new-releases', title: musicTexts.newReleases },
  { kind: 'all', title: musicTexts.allAlbums },
];

/** One album section of /albums, filtered by the page's search and genre; hidden when a filter leaves nothing. */
function AlbumSection({
  kind,
  title,
  query: search,
  genre,
}: {
  kind: AlbumListKind;
  title: string;
  query: string;
  genre: string | null;
}) {
  const query = useAlbumList(kind);
  const { data } = query;
  const albums = useMemo(() => (data ? filterAlbums(data, search, genre) : []), [data, search, genre]);
  const isFiltered = search.trim() !== '' || genre !== null;
  if (data && albums.length === 0 && isFiltered) return null;
  return (
    <MusicSection title={title} isBusy={query.isPending}>
      <ListState
        query={query}
        items={albums}
        skeleton={<CardRowSkeleton />}
        errorMessage={musicTexts.albumsLoadError}
        emptyText={musicTexts.emptySection}
      >
        {(list) =>
          kind === 'all' ? (
            <AlbumGrid albums={list} />
          ) : (
            <CardRowOf items={list} card={(album) => <AlbumCard album={album} />} />
          )
        }
      </ListState>
    </MusicSection>
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
 * /albums: a search box (title or artist, accents ignored), genre chips, and the sections Featured
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
        <SearchBox
          label={musicTexts.albumSearch}
          value={query}
          onChange={(q) => update({ q })}
          className="max-w-md"
        />
        <GenreChips selected={genre} onSelect={(value) => update({ genre: value })} />
      </header>
      {hasNoMatch && (
        <EmptyState compact role="status">
          {musicTexts.noAlbumMatch}
        </EmptyState>
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
