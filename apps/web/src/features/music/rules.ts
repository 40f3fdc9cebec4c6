// Pure rules of the music pages: numbers as shown, filters, time-outs and the infinite-scroll trigger.

import type { Album } from '@sanza/contracts';
import { formatInteger } from '../../lib/format.ts';

/** A call given up after its time-out (the music home's 5 s). */
export class TimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Délai de ${timeoutMs} ms dépassé`);
    this.name = 'TimeoutError';
  }
}

/**
 * Runs `run` with a signal aborted after `ms` or when `signal` aborts. A time-out rejects with `TimeoutError`;
 * an abort from `signal` (the query was cancelled) rejects with the call's own abort error.
 */
export async function withTimeout<T>(
  ms: number,
  signal: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, ms);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await run(controller.signal);
  } catch (error) {
    if (hasTimedOut) throw new TimeoutError(ms);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** A popularity score as the width of its bar: a whole percentage between 0 and 100. */
export function popularityPercent(popularity: number): number {
  if (!Number.isFinite(popularity)) return 0;
  return Math.min(100, Math.max(0, Math.round(popularity)));
}

/** `12345` → `12 345`, grouped the French way with plain no-break spaces. */
export const formatCount = formatInteger;

/** A count with its noun, singular for 0 and 1 as in French: `1 écoute`, `2 écoutes`. */
export function countLabel(value: number, singular: string, plural: string): string {
  return `${formatCount(value)}\u00a0${Math.abs(value) < 2 ? singular : plural}`;
}

/** A total duration in seconds as whole minutes: `654` → `11 min` (never `0 min` for a short album). */
export function formatMinutes(totalSeconds: number): string {
  const minutes = totalSeconds > 0 ? Math.max(1, Math.round(totalSeconds / 60)) : 0;
  return `${minutes}\u00a0min`;
}

/** The year of a `YYYY-MM-DD` date (or an instant), or an empty string. */
export function yearOf(date: string | null | undefined): string {
  const match = /^(\d{4})/.exec(date ?? '');
  return match ? match[1]! : '';
}

/** Lower case without accents, so `Kinshasa` matches `kínshásá` (Lingala names carry tone accents). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Albums whose title or artist contains `query` (accents and case ignored) and, if given, of genre `genre`. */
export function filterAlbums(albums: readonly Album[], query: string, genre: string | null): Album[] {
  const needle = foldText(query);
  return albums.filter((album) => {
    if (genre && album.genre?.name !== genre) return false;
    if (!needle) return true;
    return foldText(album.title).includes(needle) || foldText(album.artist.name).includes(needle);
  });
}

/** How far down a scrollable area is seen, 0 to 1; a page too short to scroll counts as seen whole. */
export function scrolledRatio(scrollTop: number, viewportHeight: number, scrollHeight: number): number {
  if (scrollHeight <= 0 || scrollHeight <= viewportHeight) return 1;
  return Math.min(1, (scrollTop + viewportHeight) / scrollHeight);
}

/**
 * `fn` called at most once per `ms`: the first call runs at once, calls during the wait are folded into one
 * trailing call with the latest arguments. `cancel` drops a pending trailing call.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && !timer) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = null;
        if (pending) run(pending);
        pending = null;
      },
      Math.max(0, wait),
    );
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
