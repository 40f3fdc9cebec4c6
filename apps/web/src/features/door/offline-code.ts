// The door must reopen without network, even when it was the first page this phone opened: the code it loaded
// before the service worker took control never went through the worker's cache.

/** Asks again, through the worker, for every script and style this page loaded, so its cache keeps them. */
function refetchLoadedCode() {
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === window.location.origin && url.pathname.startsWith('/assets/')) {
      void fetch(url).catch(() => undefined);
    }
  }
}

/**
 * Once a service worker controls the page (now, or when it takes over), has it keep the page's code; answers
 * the function that stops waiting. A worker already in control has seen everything loaded since.
 */
export function keepDoorCodeOffline(): () => void {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers) return () => {};
  if (workers.controller) {
    refetchLoadedCode();
    return () => {};
  }
  workers.addEventListener('controllerchange', refetchLoadedCode, { once: true });
  return () => workers.removeEventListener('controllerchange', refetchLoadedCode);
}
