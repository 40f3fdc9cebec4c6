export { ComingSoonPage as PlayerPage } from './coming-soon.tsx';
