// A page meant to work without network (the door, the e-tickets) must reopen offline even when it was the first
// page this phone opened: the code it loaded before the service worker took control never went through the
// worker's cache. One function, shared by those features.

/** The code already handed to the service worker by this page (asked once per file). */
const offered = new Set<string>();

/** The scripts and styles this page loaded from its own `/assets/`, as absolute URLs. */
function loadedCode(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  return [...new Set(urls)];
}

/** Hands the active worker the loaded code not offered yet; its « cached once used » rule keeps each file. */
async function offerLoadedCode(workers: ServiceWorkerContainer): Promise<void> {
  const registration = await workers.ready;
  const urls = loadedCode().filter((url) => !offered.has(url));
  if (urls.length === 0 || !registration.active) return;
  for (const url of urls) offered.add(url);
  registration.active.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}

/**
 * Has the service worker keep the code this page loaded (`/assets/` scripts and styles) for offline use: the
 * files loaded so far go to the active worker now (workbox's `CACHE_URLS` message, routed through the same
 * runtime cache as a fetch), and once more when a worker takes control of the page, for what loaded meanwhile;
 * after that every load goes through the worker anyway. Each file is offered once per page. Answers the function
 * that stops waiting for control (an effect's cleanup); without a service worker, does nothing.
 */
export function keepPageCodeOffline(): () => void {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers) return () => {};
  const offer = () => void offerLoadedCode(workers).catch(() => undefined);
  offer();
  if (workers.controller) return () => {};
  workers.addEventListener('controllerchange', offer, { once: true });
  return () => workers.removeEventListener('controllerchange', offer);
}
