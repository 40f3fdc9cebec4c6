import { StudioHome } from '../features/studio/components/studio-home.tsx';

/** /studio: the sections of the roles the user holds. */
export function StudioPage() {
  return <StudioHome />;
}
