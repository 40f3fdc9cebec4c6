import { useSyncExternalStore } from 'react';

/** Width from which the layout shows its right panel (Tailwind's `xl`). */
export const WIDE_SCREEN = '(min-width: 80rem)';

/** Whether `query` matches now, updated when it changes; false where `matchMedia` is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
