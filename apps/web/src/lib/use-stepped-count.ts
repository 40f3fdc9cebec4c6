import { useEffect, useState } from 'react';

/**
 * How many of `total` items a long list draws now: `step` at first, then `step` more in each following task
 * until all are there. Drawing twenty event cards at once held a phone's main thread for ~70 ms (four
 * times that as Lighthouse counts); in steps, the first screen shows sooner and a tap is never kept waiting
 * for the whole list.
 */
export function useSteppedCount(total: number, step: number): number {
  const [drawn, setDrawn] = useState(step);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => setDrawn((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}
