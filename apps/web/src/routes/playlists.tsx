export { ComingSoonPage as PlaylistsPage } from './coming-soon.tsx';
