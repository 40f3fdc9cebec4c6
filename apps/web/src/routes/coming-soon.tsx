import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { useRouteTitle } from '../lib/route-handle.ts';

/** A page of the product not built yet: its French title and an honest note. */
export function ComingSoonPage() {
  const title = useRouteTitle() ?? 'Sanza';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-ink-800 text-accent">
        <Construction aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="text-muted">Cette page arrive bientôt.</p>
      <Link to="/" className={buttonClass('secondary', 'md', 'mt-2')}>
        Retour à l'accueil
      </Link>
    </div>
  );
}
