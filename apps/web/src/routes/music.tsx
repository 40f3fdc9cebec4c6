import { MusicHome } from '../features/music/components/music-home.tsx';

/** The music home (spec 3 §2, /music). */
export function MusicHomePage() {
  return <MusicHome />;
}
