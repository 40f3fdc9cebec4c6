export { ComingSoonPage as SongPage } from './coming-soon.tsx';
