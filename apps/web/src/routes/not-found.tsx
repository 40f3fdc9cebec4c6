import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';

/** Any address the product does not know. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <p className="text-6xl font-black text-accent">404</p>
      <h1 className="text-3xl font-extrabold tracking-tight">Page introuvable</h1>
      <p className="text-muted">L'adresse demandée n'existe pas ou a été déplacée.</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-2')}>
        Retour à l'accueil
      </Link>
    </div>
  );
}
