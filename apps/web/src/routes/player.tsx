import { PlayerView } from '../features/player/components/player-view.tsx';

/** `/player/{type}/{id}`: album, playlist or all songs, played by the site's one player. */
export function PlayerPage() {
  return <PlayerView />;
}
