import { AlbumCatalog } from '../features/music/components/album-catalog.tsx';

/** The albums page (spec 3 §2, /albums). */
export function AlbumsPage() {
  return <AlbumCatalog />;
}
