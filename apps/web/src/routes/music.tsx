import { MusicHome } from '../features/music/components/music-home.tsx';

/** The music home (/music). */
export function MusicHomePage() {
  return <MusicHome />;
}
