import { useParams } from 'react-router';
import { PlaylistPage } from '../features/playlists/components/playlist-page.tsx';

/** /playlist/{id}: a real playlist, by id or reference id, with a saved follow toggle. */
export function PlaylistDetailPage() {
  const { id = '' } = useParams();
  // A new id is a new page: no state of the previous playlist carries over.
  return <PlaylistPage key={id} playlistRef={id} />;
}
