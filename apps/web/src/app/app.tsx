import { RouterProvider } from 'react-router/dom';
import { authKeys } from '../features/auth/queries.ts';
import { startSession } from '../features/auth/store.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
// Session checks start before the first route loads; a sign-out forgets the previous user's data at once
// (phones are often shared).
startSession(() => queryClient.removeQueries({ queryKey: authKeys.all }));
const router = createAppRouter(queryClient);

/** The whole application. */
export function App() {
  return (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
