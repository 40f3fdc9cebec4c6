import { useParams } from 'react-router';
import { AlbumDetailView } from '../features/music/components/album-detail.tsx';

/** The album page (/album/{id}). */
export function AlbumPage() {
  const { id = '' } = useParams();
  return <AlbumDetailView key={id} id={id} />;
}
