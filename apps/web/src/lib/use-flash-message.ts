import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a success message stays: about 3 seconds. */
export const SUCCESS_MESSAGE_MS = 3000;

/**
 * A message that disappears by itself after `durationMs`: returns the current message (or null) and the
 * function that shows a new one (restarting the delay).
 */
export function useFlashMessage(durationMs = SUCCESS_MESSAGE_MS): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const flash = useCallback(
    (next: string) => {
      if (timer.current) clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  return [message, flash];
}
