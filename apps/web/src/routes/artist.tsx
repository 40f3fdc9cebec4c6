export { ComingSoonPage as ArtistPage } from './coming-soon.tsx';
