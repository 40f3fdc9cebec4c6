// On a slow link every request shares a few kilobytes a second: what the listener is waiting for (a song
// starting) goes first, and background downloads (the service worker's precache) wait until it has.

/** A claim is let go after this long whatever happens, so the background is never held for good. */
export const FOREGROUND_CLAIM_MAX_MS = 15_000;

let claims = 0;
let waiting: Array<() => void> = [];

/** Claims the link for something the listener waits for; answers the release (idempotent). */
export function claimForeground(): () => void {
  claims += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    claims -= 1;
    if (claims > 0) return;
    const ready = waiting;
    waiting = [];
    for (const resume of ready) resume();
  };
  const timer = setTimeout(release, FOREGROUND_CLAIM_MAX_MS);
  return release;
}

/** Resolves once nothing claims the link (at once when nothing does). */
export function whenForegroundIdle(): Promise<void> {
  if (claims === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
