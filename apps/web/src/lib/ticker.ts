import { useSyncExternalStore } from 'react';

/** A clock that many components read: one timer for all of them, running only while someone listens. */
export type Ticker = {
  subscribe: (listener: () => void) => () => void;
  /** The local time (ms) of the last tick: stable between ticks, as `useSyncExternalStore` requires. */
  getNow: () => number;
};

/**
 * A ticker firing every `intervalMs`, aligned on the local clock's boundaries (every whole second for
 * 1000), so it does not drift and a countdown never skips or repeats a second.
 */
export function createTicker(intervalMs: number): Ticker {
  const listeners = new Set<() => void>();
  let now = Date.now();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const schedule = () => {
    timer = setTimeout(
      () => {
        now = Date.now();
        for (const listener of listeners) listener();
        schedule();
      },
      intervalMs - (Date.now() % intervalMs),
    );
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        now = Date.now();
        schedule();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearTimeout(timer);
          timer = null;
        }
      };
    },
    getNow() {
      // Nobody listening: no tick keeps `now` current, so a first reader would get an old time (or a future
      // one, when the phone's clock was set back).
      if (listeners.size === 0 && Math.abs(Date.now() - now) >= intervalMs) now = Date.now();
      return now;
    },
  };
}

/** The time of `ticker`'s last tick; the component renders again on every tick. */
export function useTicker(ticker: Ticker): number {
  return useSyncExternalStore(ticker.subscribe, ticker.getNow, ticker.getNow);
}
