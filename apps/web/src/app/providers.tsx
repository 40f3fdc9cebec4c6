import { QUERY_STALE_TIME_MS, TOAST_DURATION_MS } from '@sanza/contracts/constants';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';

// The toaster is not needed to paint the first page: loading it apart takes ~10 kB gz off the entry
// chunk. `toast()` calls made by pages share the same sonner module, so they reach this toaster.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** The app's query client: data stays fresh 60 s (spec 1 §9), one retry, failures logged (spec 1 §8). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.error('Échec du chargement', query.queryKey, error),
    }),
    defaultOptions: {
      // No refetch on tab focus: with a 60 s stale time it would re-download lists on every app switch.
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** Data cache and toasts (bottom right, closing after 3 s) around the whole app. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="bottom-right" duration={TOAST_DURATION_MS} theme="dark" richColors />
      </Suspense>
    </QueryClientProvider>
  );
}
