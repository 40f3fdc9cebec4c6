/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { reportUpdateWaiting } from './store.ts';

/**
 * Registers the built service worker (vite-plugin-pwa, `registerType: 'prompt'`): a new version waits until
 * the listener accepts it in the update prompt, so a page is never reloaded under them.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => reportUpdateWaiting(() => update(true)),
    onRegisterError: (error: unknown) => console.error("Le service worker n'a pas pu s'installer", error),
  });
}
