import { PlaylistsView } from '../features/playlists/components/playlists-view.tsx';

/** My Playlists (spec 3 §2, login required): the user's playlists, created, filled and deleted here. */
export function PlaylistsPage() {
  return <PlaylistsView />;
}
