import { SearchView } from '../features/search/components/search-view.tsx';

/** 'Rechercher': songs, albums, playlists, artists, events and auctions. */
export function SearchPage() {
  return <SearchView />;
}
