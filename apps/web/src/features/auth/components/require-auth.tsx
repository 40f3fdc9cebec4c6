import { type LoaderFunctionArgs, Navigate, Outlet, redirect, useLocation } from 'react-router';
import { loginPathFor } from '../../../lib/return-path.ts';
import { checkAuthorization, useIsSignedIn, wasSignedOutByUser } from '../store.ts';

/** The path, query and hash of a loader's request URL. */
function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search + url.hash;
}

/**
 * Loader of the protected routes: a visitor is sent to /login, remembering where they were going.
 * Runs before the page's code downloads, so visitors do not pay for it.
 */
export async function requireAuthLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!(await checkAuthorization())) throw redirect(loginPathFor(pathOf(request)));
  return null;
}

/** Loader of /login and /register: an already-authorized user goes to the home page. */
export async function redirectIfSignedInLoader(): Promise<null> {
  if (await checkAuthorization()) throw redirect('/');
  return null;
}

/**
 * Layout of the protected routes: shows them while signed in. When the session ends on the page (expired,
 * refused, signed out in another tab), goes to /login; after the user's own Deconnexion, to the home page.
 */
export function RequireAuth() {
  const isSignedIn = useIsSignedIn();
  const location = useLocation();
  if (isSignedIn) return <Outlet />;
  const target = wasSignedOutByUser()
    ? '/'
    : loginPathFor(location.pathname + location.search + location.hash);
  return <Navigate to={target} replace />;
}
