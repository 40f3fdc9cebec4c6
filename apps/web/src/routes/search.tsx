export { ComingSoonPage as SearchPage } from './coming-soon.tsx';
