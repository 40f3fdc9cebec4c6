export { ComingSoonPage as PlaylistDetailPage } from './coming-soon.tsx';
