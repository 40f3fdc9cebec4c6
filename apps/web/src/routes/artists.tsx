export { ComingSoonPage as ArtistsPage } from './coming-soon.tsx';
