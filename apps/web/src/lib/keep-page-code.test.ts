// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A service worker container as the page sees it: `controlled` or not yet, with its active worker. */
function stubWorkers(controlled: boolean) {
  const postMessage = vi.fn();
  const workers = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    ready: Promise.resolve({ active: { postMessage } }),
  });
  vi.stubGlobal('navigator', { serviceWorker: workers });
  return { workers, postMessage };
}

function stubLoaded(names: string[]) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(
    names.map((name) => ({ name }) as PerformanceEntry),
  );
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const origin = location.origin;

describe('keepPageCodeOffline', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("hands the worker this page's /assets/ files only, each once", async () => {
    const { keepPageCodeOffline } = await import('./keep-page-code.ts');
    const { postMessage } = stubWorkers(true);
    stubLoaded([
      `${origin}/assets/index-1.js`,
      `${origin}/assets/index-1.js`,
      `${origin}/assets/door-2.css`,
      `${origin}/api/studio/events/`,
      'https://cdn.example.com/assets/other.js',
    ]);
    keepPageCodeOffline();
    await flush();
    expect(postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [`${origin}/assets/index-1.js`, `${origin}/assets/door-2.css`] },
    });
    keepPageCodeOffline();
    await flush();
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('offers again, the new files only, when a worker takes control; stops waiting when asked', async () => {
    const { keepPageCodeOffline } = await import('./keep-page-code.ts');
    const { workers, postMessage } = stubWorkers(false);
    stubLoaded([`${origin}/assets/index-1.js`]);
    const stop = keepPageCodeOffline();
    await flush();
    stubLoaded([`${origin}/assets/index-1.js`, `${origin}/assets/jsQR-3.js`]);
    workers.dispatchEvent(new Event('controllerchange'));
    await flush();
    expect(postMessage.mock.calls.map(([message]) => message.payload.urlsToCache)).toEqual([
      [`${origin}/assets/index-1.js`],
      [`${origin}/assets/jsQR-3.js`],
    ]);
    stop();
    stubLoaded([`${origin}/assets/late-4.js`]);
    workers.dispatchEvent(new Event('controllerchange'));
    await flush();
    expect(postMessage).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a service worker', async () => {
    const { keepPageCodeOffline } = await import('./keep-page-code.ts');
    vi.stubGlobal('navigator', {});
    expect(() => keepPageCodeOffline()()).not.toThrow();
  });
});
