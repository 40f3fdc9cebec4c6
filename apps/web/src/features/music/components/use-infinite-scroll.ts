import { ARTIST_LIST } from '@sanza/contracts/constants';
import { useEffect, useRef } from 'react';
import { scrolledRatio, throttle } from '../rules.ts';

/**
 * Calls `loadMore` when the page is scrolled past 80 % of its height (threshold 0.8, checked at most
 * every 150 ms), and after each page arrives, so a page too short to scroll fills itself.
 */
export function useInfiniteScroll({
  canLoadMore,
  loadMore,
  pageCount,
}: {
  canLoadMore: boolean;
  loadMore: () => void;
  pageCount: number;
}) {
  const latest = useRef({ canLoadMore, loadMore });
  latest.current = { canLoadMore, loadMore };

  useEffect(() => {
    const check = throttle(() => {
      if (!latest.current.canLoadMore) return;
      const root = document.documentElement;
      if (
        scrolledRatio(window.scrollY, window.innerHeight, root.scrollHeight) >= ARTIST_LIST.scrollThreshold
      ) {
        latest.current.loadMore();
      }
    }, ARTIST_LIST.scrollThrottleMs);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, []);

  // Each new page (and a change of filter) checks once more, after it has been painted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the reason to look again
  useEffect(() => {
    if (!canLoadMore) return;
    const frame = requestAnimationFrame(() => {
      const root = document.documentElement;
      if (
        scrolledRatio(window.scrollY, window.innerHeight, root.scrollHeight) >= ARTIST_LIST.scrollThreshold
      ) {
        latest.current.loadMore();
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [canLoadMore, pageCount]);
}
