import { SearchView } from '../features/search/components/search-view.tsx';

/** 'Rechercher' (spec 3 §2): songs, albums, playlists, artists, events and auctions. */
export function SearchPage() {
  return <SearchView />;
}
