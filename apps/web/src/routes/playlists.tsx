import { PlaylistsView } from '../features/playlists/components/playlists-view.tsx';

/** My Playlists (login required): the user's playlists, created, filled and deleted here. */
export function PlaylistsPage() {
  return <PlaylistsView />;
}
