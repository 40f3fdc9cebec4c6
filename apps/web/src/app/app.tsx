import { RouterProvider } from 'react-router/dom';
import { authKeys } from '../features/auth/queries.ts';
import { startSession } from '../features/auth/store.ts';
import { forgetKeptPages } from '../lib/kept-pages.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
// Session checks start before the first route loads; a sign-out forgets the previous user's data at once
// (phones are often shared), the tickets and the music pages (docs/decisions/020) kept on
// the phone included. The tickets' and playlists' code loads then only.
startSession(() => {
  queryClient.removeQueries({ queryKey: authKeys.all });
  void import('../features/reservations/kept-tickets.ts')
    .then(({ forgetKeptTickets }) => forgetKeptTickets(queryClient))
    .catch((error: unknown) => console.error('Billets enregistrés non effacés', error));
  // The listener's playlists held in memory go too: the next account must not see them while they are fresh.
  void import('../features/playlists/queries.ts').then(({ playlistKeys }) =>
    queryClient.removeQueries({ queryKey: playlistKeys.all }),
  );
  forgetKeptPages().catch((error: unknown) => console.error('Pages enregistrées non effacées', error));
});
const router = createAppRouter(queryClient);

/** The whole application. */
export function App() {
  return (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
