import { SongList } from '../features/music/studio/components/song-list.tsx';
import { RoleGate } from '../features/studio/components/role-gate.tsx';

/** /studio/songs: the artist's uploads and their processing. */
export function StudioSongsPage() {
  return (
    <RoleGate needs="artist">
      <SongList />
    </RoleGate>
  );
}
