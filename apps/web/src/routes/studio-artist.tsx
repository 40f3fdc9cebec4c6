import { ArtistStudio } from '../features/music/studio/components/artist-studio.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

/** /studio/artist: the artist's profile and photo. */
export function StudioArtistPage() {
  return (
    <RoleGate needs="artist">
      <ArtistStudio />
    </RoleGate>
  );
}
