export { ComingSoonPage as AlbumsPage } from './coming-soon.tsx';
