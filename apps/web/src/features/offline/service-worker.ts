import { whenForegroundIdle } from '../../lib/foreground.ts';

/** How long after `load` the service worker may wait for an idle moment before registering anyway. */
const IDLE_TIMEOUT_MS = 4000;
/** A pause after `load`, so the first page's images and data are not slowed by the precache downloads. */
const AFTER_LOAD_MS = 1000;

/**
 * Registers the service worker once the page has loaded, the main thread is idle and no song is starting: the app shell and the
 * listener pages' code it precaches download in the background, after what the first page needs. Does
 * nothing where service workers are not available, and in development (no worker is built there).
 */
export function startServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // A song starting meanwhile goes first: its first seconds are not shared with the precache.
  const register = () => {
    void whenForegroundIdle()
      .then(() => import('./register.ts'))
      .then(({ registerServiceWorker }) => registerServiceWorker());
  };
  const afterLoad = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
      else register();
    }, AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
