import { useParams } from 'react-router';
import { ArtistProfile } from '../features/music/components/artist-profile.tsx';

/** The artist profile (spec 3 §2, /artists/{id}). */
export function ArtistPage() {
  const { id = '' } = useParams();
  return <ArtistProfile key={id} id={id} />;
}
