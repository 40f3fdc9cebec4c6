import { useParams } from 'react-router';
import { SongDetail } from '../features/music/components/song-detail.tsx';

/** The song page (/musics/{id}). */
export function SongPage() {
  const { id = '' } = useParams();
  return <SongDetail key={id} id={id} />;
}
