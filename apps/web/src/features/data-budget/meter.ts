// What the app fetched this period, summed from the browser's own resource timings: each entry's
// `transferSize` is the bytes that came over the network, headers included, and 0 when the browser's cache
// or the service worker's answered (no data spent). Pure: the observer in store.ts feeds it.

/** What the app spent, by kind, in one period. */
export type UsageKind = 'audio' | 'images' | 'pages';
export type Usage = { period: string; bytes: number; byKind: Record<UsageKind, number> };

/** The part of a `PerformanceResourceTiming` (or navigation timing) the meter reads. */
export type TimingEntry = {
  name: string;
  entryType: string;
  initiatorType?: string;
  transferSize?: number;
};

/** Nothing spent yet in `period`. */
export const emptyUsage = (period: string): Usage => ({
  period,
  bytes: 0,
  byKind: { audio: 0, images: 0, pages: 0 },
});

const AUDIO = /\/media\/renditions\/|\.(mp3|opus|ogg|oga|webm|m4a|aac|flac|wav)(\?|#|$)/i;
const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg|ico)(\?|#|$)/i;

/** What an entry is: audio (streamed or downloaded), an image, or the rest of a page (document, code, API). */
export function kindOf(entry: TimingEntry): UsageKind {
  if (entry.entryType === 'navigation') return 'pages';
  if (entry.initiatorType === 'audio' || entry.initiatorType === 'video' || AUDIO.test(entry.name))
    return 'audio';
  if (entry.initiatorType === 'img' || IMAGE.test(entry.name)) return 'images';
  return 'pages';
}

/** The bytes an entry cost: its transfer size, 0 when unknown, cached or not a sane number. */
function costOf(entry: TimingEntry): number {
  const size = entry.transferSize;
  return typeof size === 'number' && Number.isFinite(size) && size > 0 ? size : 0;
}

/**
 * `usage` plus `entries`, counted in `period`: a usage of an earlier period starts again from zero (the plan
 * renewed). Returns the same object when nothing was spent, so callers can skip a write.
 */
export function countEntries(usage: Usage, entries: readonly TimingEntry[], period: string): Usage {
  const base = usage.period === period ? usage : emptyUsage(period);
  let next = base;
  for (const entry of entries) {
    const bytes = costOf(entry);
    if (bytes === 0) continue;
    const kind = kindOf(entry);
    next = {
      ...next,
      bytes: next.bytes + bytes,
      byKind: { ...next.byKind, [kind]: next.byKind[kind] + bytes },
    };
  }
  return next;
}

/** A usage read from storage, checked; a broken one is an empty usage of `period`. */
export function parseUsage(raw: unknown, period: string): Usage {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Usage>;
  const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : 0);
  if (value.period !== period) return emptyUsage(period);
  const byKind = (value.byKind ?? {}) as Partial<Record<UsageKind, number>>;
  return {
    period,
    bytes: count(value.bytes),
    byKind: { audio: count(byKind.audio), images: count(byKind.images), pages: count(byKind.pages) },
  };
}
