import { ArtistDirectory } from '../features/music/components/artist-directory.tsx';

/** The artist list (spec 3 §2, /artists). */
export function ArtistsPage() {
  return <ArtistDirectory />;
}
