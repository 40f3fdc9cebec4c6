import { useParams } from 'react-router';
import { AlbumDetailView } from '../features/music/components/album-detail.tsx';

/** The album page (spec 3 §2, /album/{id}). */
export function AlbumPage() {
  const { id = '' } = useParams();
  return <AlbumDetailView key={id} id={id} />;
}
