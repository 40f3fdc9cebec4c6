import { useMatches } from 'react-router';

/** The `handle` every page route carries: its French title. */
export type RouteHandle = { title: string };

/** Title of the deepest matched route that names one, or null. */
export function useRouteTitle(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return null;
}
