import { AlbumCatalog } from '../features/music/components/album-catalog.tsx';

/** The albums page (/albums). */
export function AlbumsPage() {
  return <AlbumCatalog />;
}
