import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

/** The whole application. */
export function App() {
  return (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
