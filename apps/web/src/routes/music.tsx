export { ComingSoonPage as MusicHomePage } from './coming-soon.tsx';
