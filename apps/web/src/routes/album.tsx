export { ComingSoonPage as AlbumPage } from './coming-soon.tsx';
