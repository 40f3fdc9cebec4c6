import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { eventQueries } from '../features/events/queries.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { MainLayout } from './layout/main-layout.tsx';
import { RouteError } from './route-error.tsx';

const comingSoon = async () => ({ Component: (await import('../routes/coming-soon.tsx')).ComingSoonPage });

/** Pages of the product not built yet, with their French titles; each later issue replaces its own. */
const COMING_SOON: readonly [path: string, title: string][] = [
  ['events', 'Événements'],
  ['events/:serialId', 'Événement'],
  ['auctions', 'Enchères'],
  ['auctions/:id', 'Enchère'],
  ['reservations', 'Mes réservations'],
  ['reservations/:id', 'Réservation'],
  ['reservation/:id/checkout', 'Paiement'],
  ['cart', 'Panier'],
  ['invitations', 'Invitations'],
  ['music', 'Musique'],
  ['musics/:id', 'Titre'],
  ['albums', 'Albums'],
  ['album/:id', 'Album'],
  ['artists', 'Artistes'],
  ['artists/:id', 'Artiste'],
  ['playlist', 'Playlists'],
  ['playlist/:id', 'Playlist'],
  ['search', 'Rechercher'],
  ['player/:type/:id', 'Lecteur'],
  ['login', 'Connexion'],
  ['login/callback', 'Connexion'],
  ['auth2/login', 'Connexion'],
  ['register', 'Inscription'],
  ['reset-password', 'Mot de passe oublié'],
  ['password-reset-confirm/:uid/:token', 'Nouveau mot de passe'],
  ['profile', 'Mon profil'],
  ['terms', "Conditions d'utilisation"],
  ['privacy', 'Politique de confidentialité'],
];

/** While a page's code downloads on first load, the layout shows and the page area pulses. */
function PageFallback() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="h-56 animate-pulse rounded-3xl bg-ink-900" />
      <div className="h-6 w-48 animate-pulse rounded bg-ink-900" />
    </div>
  );
}

/**
 * Every route; each page is lazy, so it is its own chunk and only downloaded when visited. The home
 * loader starts the page's requests without waiting for them, so data and page code download together.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      Component: MainLayout,
      children: [
        {
          ErrorBoundary: RouteError,
          HydrateFallback: PageFallback,
          children: [
            {
              index: true,
              handle: { title: 'Accueil' } satisfies RouteHandle,
              loader: () => {
                void queryClient.prefetchQuery(eventQueries.list({ upcoming: true }));
                void queryClient.prefetchQuery(eventQueries.categories());
                return null;
              },
              lazy: async () => ({ Component: (await import('../routes/home.tsx')).HomePage }),
            },
            ...COMING_SOON.map(([path, title]) => ({
              path,
              handle: { title } satisfies RouteHandle,
              lazy: comingSoon,
            })),
            {
              path: '*',
              handle: { title: 'Page introuvable' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('../routes/not-found.tsx')).NotFoundPage }),
            },
          ],
        },
      ],
    },
  ];
}

/** The browser router of the app. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
