import { useParams } from 'react-router';
import { ArtistProfile } from '../features/music/components/artist-profile.tsx';

/** The artist profile (/artists/{id}). */
export function ArtistPage() {
  const { id = '' } = useParams();
  return <ArtistProfile key={id} id={id} />;
}
