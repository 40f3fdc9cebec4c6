import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SkeletonBar } from '../components/ui/skeleton.tsx';
import { RequireAuth, requireAuthLoader } from '../features/auth/components/require-auth.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { MainLayout } from './layout/main-layout.tsx';
import { RouteError } from './route-error.tsx';
import { accountRoutes } from './routes-account.tsx';
import { publicRoutes } from './routes-public.tsx';

/**
 * While a page's code downloads on first load, the layout shows and the page area pulses. It fills the
 * screen, so the footer stays below it and does not jump down when the page arrives (layout shift).
 */
function PageFallback() {
  return (
    <div aria-hidden="true" className="min-h-dvh space-y-4">
      <SkeletonBar className="h-56 rounded-3xl" />
      <SkeletonBar className="h-6 w-48 rounded" />
    </div>
  );
}

/**
 * Every route, in three tables: the public pages, the signed-in pages (the studio among them), then the
 * not-found page. Each page but the home is lazy, so it is its own chunk and only downloaded when visited.
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
            ...publicRoutes(queryClient),
            {
              // Every page that needs an account: visitors go to /login?next=….
              loader: requireAuthLoader,
              Component: RequireAuth,
              children: accountRoutes(queryClient),
            },
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
