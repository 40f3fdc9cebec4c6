import type { Plugin } from 'vite';

/** One entry of the service worker's precache list, as Workbox hands it to a manifest transform. */
type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * Narrows the service worker's precache to the app shell and the code of `pages` (module ids): after the
 * bundle is written, it knows every chunk the entry and those pages import, and `transform` (a Workbox
 * `manifestTransforms` step) drops every other script. The other pages' code is cached when first used.
 */
export function listenerPrecache(pages: RegExp): { plugin: Plugin; transform: typeof transform } {
  const kept = new Set<string>();

  const plugin: Plugin = {
    name: 'sanza:listener-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      kept.clear();
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const keep = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || kept.has(fileName)) return;
        kept.add(fileName);
        for (const imported of chunk.imports) keep(imported);
      };
      for (const chunk of chunks.values()) {
        const isListenerPage = chunk.isDynamicEntry && pages.test(chunk.facadeModuleId ?? '');
        if (chunk.isEntry || isListenerPage) keep(chunk.fileName);
      }
    },
  };

  async function transform(entries: PrecacheEntry[]) {
    if (kept.size === 0)
      throw new Error('listener-precache : le bundle n’a pas été analysé avant le service worker.');
    return {
      manifest: entries.filter((entry) => !entry.url.endsWith('.js') || kept.has(entry.url)),
      warnings: [],
    };
  }

  return { plugin, transform };
}
