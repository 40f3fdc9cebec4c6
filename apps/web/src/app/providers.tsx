import { QUERY_STALE_TIME_MS, TOAST_DURATION_MS } from '@sanza/contracts/constants';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

// The toaster is not needed to paint the first page: loading it apart takes ~10 kB gz off the entry
// chunk. `toast()` calls made by pages share the same sonner module, so they reach this toaster.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * True once the visitor has touched or typed anything. Every toast answers an action, so the toaster's code
 * (~9 kB) waits for the first one: a visitor who only reads the home page never downloads it. A toast sent
 * before the toaster mounts is shown when it does (sonner replays active toasts to a new toaster).
 */
function useHasInteracted(): boolean {
  const [hasInteracted, setHasInteracted] = useState(false);
  useEffect(() => {
    if (hasInteracted) return;
    const onInteraction = () => setHasInteracted(true);
    for (const type of INTERACTIONS)
      window.addEventListener(type, onInteraction, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
    };
  }, [hasInteracted]);
  return hasInteracted;
}

/** The app's query client: data stays fresh 60 s, one retry, failures logged. */
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
  const hasInteracted = useHasInteracted();
  return (
    <QueryClientProvider client={client}>
      {children}
      {hasInteracted && (
        <Suspense fallback={null}>
          <Toaster position="bottom-right" duration={TOAST_DURATION_MS} theme="dark" richColors />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
