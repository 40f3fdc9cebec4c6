import { ArtistDirectory } from '../features/music/components/artist-directory.tsx';

/** The artist list (/artists). */
export function ArtistsPage() {
  return <ArtistDirectory />;
}
