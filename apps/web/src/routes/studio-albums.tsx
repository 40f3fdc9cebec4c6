import { AlbumStudio } from '../features/music/studio/components/album-studio.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

/** /studio/albums: the artist's albums, covers, release dates and track order. */
export function StudioAlbumsPage() {
  return (
    <RoleGate needs="artist">
      <AlbumStudio />
    </RoleGate>
  );
}
