import { useSyncExternalStore } from 'react';

/** `offline`: the browser says so; `unreachable`: it says online, but a request could not reach the server. */
export type Connectivity = 'online' | 'offline' | 'unreachable';

const listeners = new Set<() => void>();
let isServerUnreachable = false;
let pendingUpdate: (() => Promise<void>) | null = null;

const notify = () => {
  for (const listener of listeners) listener();
};

/** The connection as the app knows it now. */
export function readConnectivity(): Connectivity {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return isServerUnreachable ? 'unreachable' : 'online';
}

/** A request failed for want of a network (not an error answer): the server counts as unreachable. */
export function reportServerUnreachable(): void {
  if (isServerUnreachable) return;
  isServerUnreachable = true;
  notify();
}

/** A request got an answer: the server is reachable again. */
export function reportServerReached(): void {
  if (!isServerUnreachable) return;
  isServerUnreachable = false;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', notify);
    }
  };
}

// Back online, the next request says whether the server answers; until then, assume it does.
function onOnline() {
  isServerUnreachable = false;
  notify();
}

/** The connection, kept current by the browser's `online`/`offline` events and by request failures. */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribe, readConnectivity, readConnectivity);
}

/** A new version of the app is installed and waits: `apply` activates it and reloads the page. */
export function reportUpdateWaiting(apply: () => Promise<void>): void {
  pendingUpdate = apply;
  notify();
}

/** Forgets the waiting version until the next start (« Plus tard »). */
export function dismissUpdate(): void {
  pendingUpdate = null;
  notify();
}

const readPendingUpdate = () => pendingUpdate;

/** The function that applies the waiting version, or null when there is none. */
export function usePendingUpdate(): (() => Promise<void>) | null {
  return useSyncExternalStore(subscribe, readPendingUpdate, readPendingUpdate);
}
