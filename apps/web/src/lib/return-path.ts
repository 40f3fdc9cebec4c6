/** Pages a sign-in never returns to: they would send the user straight back or make no sense then. */
const NO_RETURN = /^\/(login|register|auth2\/login)(\/|\?|$)/;

/**
 * The in-app path to go back to after signing in (`?next=`), or `fallback`. Only same-site paths are kept
 * (`/x`, never `//host` or `/\host`), so the parameter cannot send the user to another site.
 */
export function safeReturnPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (NO_RETURN.test(raw)) return fallback;
  return raw;
}

/** The sign-in page, remembering `path` (pathname, search and hash) to come back to. */
export function loginPathFor(path: string): string {
  return path && path !== '/' ? `/login?next=${encodeURIComponent(path)}` : '/login';
}
