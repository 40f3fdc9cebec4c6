import { RefreshCw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { useConnectivity } from '../features/offline/store.ts';
import { offlineTexts } from '../features/offline/texts.ts';

/**
 * Shown inside the layout when a page fails to render or its code cannot be downloaded (a dropped
 * connection, or a new version deployed since the tab was opened): reloading fixes both. Offline, it says
 * the page is not available offline.
 */
export function RouteError() {
  const error = useRouteError();
  // Offline, a page whose code was never downloaded cannot show: say so rather than "an error".
  const isOffline = useConnectivity() === 'offline';
  console.error(error);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold">
        {isOffline ? offlineTexts.pageUnavailable : 'Une erreur est survenue'}
      </h1>
      <p className="text-muted">
        {isOffline
          ? offlineTexts.pageUnavailableHint
          : "La page n'a pas pu s'afficher. Vérifiez votre connexion puis rechargez."}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-ink hover:bg-accent-soft"
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        Recharger la page
      </button>
    </div>
  );
}
