import { RouterProvider } from 'react-router/dom';
import { authKeys } from '../features/auth/queries.ts';
import { startSession } from '../features/auth/store.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
// Session checks start before the first route loads; a sign-out forgets the previous user's data at once
// (phones are often shared), the tickets kept on the phone included (issue 34). Their code loads then only.
startSession(() => {
  queryClient.removeQueries({ queryKey: authKeys.all });
  void import('../features/reservations/kept-tickets.ts')
    .then(({ forgetKeptTickets }) => forgetKeptTickets(queryClient))
    .catch((error: unknown) => console.error('Billets enregistrés non effacés', error));
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
