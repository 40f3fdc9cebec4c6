import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { listenerPrecache } from './listener-precache.ts';

/**
 * The pages whose code the service worker downloads ahead (docs/decisions/100-the-service-worker.md): browsing the
 * catalogue and the events, listening, downloads and the legal pages, which work offline from cached
 * answers or the device's own data; and the player's lazy parts. Sign-in, account, cart, checkout,
 * reservations, invitations, playlists management and the studio need the network for their data anyway:
 * their code is cached the first time it is used, and so is the captcha widget. A buyer's tickets are the
 * exception, kept by the app itself per user (never here: answers with a token are not cached), along with
 * the ticket pages' code once used (docs/decisions/017); so are the music pages a signed-in listener opened, whose
 * answers carry their token too (docs/decisions/020).
 */
const LISTENER_PAGES =
  /[\\/]src[\\/](routes[\\/](home|events|event-detail|auctions|auction-detail|music|song|albums|album|artists|artist|playlist-detail|search|player|downloads|not-found|terms|privacy)\.tsx|features[\\/](player|downloads)[\\/].*)$/;

/** A week, and a month, in seconds. */
const WEEK_S = 7 * 24 * 3600;
const MONTH_S = 30 * 24 * 3600;

/**
 * The web app manifest and the service worker (vite-plugin-pwa, Workbox): the app installs on a phone's
 * home screen, its shell and the listener pages' code load offline, the public catalogue's answers are kept
 * stale-while-revalidate and images cache-first. A new version waits for the listener's « Mettre à jour ».
 */
export function sanzaPwa(): PluginOption[] {
  const precache = listenerPrecache(LISTENER_PAGES);
  return [
    precache.plugin,
    VitePWA({
      registerType: 'prompt',
      // Registered by the app itself after `load` and an idle moment (features/offline/service-worker.ts).
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Sanza',
        short_name: 'Sanza',
        description:
          "Écoutez la musique d'Afrique centrale, même hors ligne, et réservez vos places pour les concerts, festivals et spectacles.",
        lang: 'fr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b0b0f',
        background_color: '#0b0b0f',
        categories: ['music', 'entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The manifest and its icons are added by the plugin itself.
        globPatterns: ['**/*.{js,css,html,svg}'],
        manifestTransforms: [precache.transform],
        // One file: no separate Workbox runtime to fetch before the worker can start.
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once, so what it loads next is kept for offline use.
        clientsClaim: true,
        // Page routes open the app shell offline; the server's own paths never do.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(api|media|accounts|healthz)(\/|$)/],
        runtimeCaching: [
          {
            // The public catalogue read by a visitor: shown at once from the cache, refreshed behind. A
            // request with credentials may carry the user's own fields (likes, subscriptions): never kept.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              /^\/api\/(events|streaming|search|accounts\/artists)\//.test(url.pathname) &&
              !/\/(auth|studio|payments?|reservations?|notifications)\//.test(url.pathname) &&
              !request.headers.has('Authorization'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'sanza-api',
              expiration: { maxEntries: 200, maxAgeSeconds: WEEK_S },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Covers and photos. Audio is the downloads' business: it never goes through this cache.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/media/') && request.destination === 'image',
            handler: 'CacheFirst',
            options: {
              cacheName: 'sanza-images',
              expiration: { maxEntries: 300, maxAgeSeconds: MONTH_S },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The code of the pages not precached (forms, studio, captcha): hashed, so cached once used.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'sanza-assets',
              // The server answers `Vary: Origin` (CORS), and a module script asks with an Origin header where
              // fetch() does not: hashed files are the same for every asker, so either request finds the copy.
              matchOptions: { ignoreVary: true },
              expiration: { maxEntries: 150, maxAgeSeconds: 12 * MONTH_S },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
