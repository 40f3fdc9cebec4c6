// When the network drops mid-track: which audio errors are worth a retry, and how long to wait between tries.
// Pure; the store owns the timers and the audio element.

/** Retry timing: 1 s, 2 s, 4 s… up to 30 s between tries; a stall with no progress for 8 s counts as a failure. */
export const RECOVERY = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  /** After this many failed tries in a row the player pauses and waits for the user (or the `online` event). */
  maxAttempts: 8,
  stallTimeoutMs: 8_000,
} as const;

/** `MediaError` codes: 1 aborted by the user, 2 network, 3 decode, 4 source not usable. */
const RETRIABLE_MEDIA_ERRORS = new Set([2, 3, 4]);

/**
 * Whether an audio error may be the network's: a network error, a decode error (a truncated download), or
 * "source not supported", which Chromium reports when the file cannot be fetched at all. An abort is the
 * user's own doing.
 */
export function isRetriableMediaError(code: number | undefined): boolean {
  return code === undefined || RETRIABLE_MEDIA_ERRORS.has(code);
}

/** The wait before try number `attempt` (1-based): doubling from 1 s, capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  const n = Math.max(1, Math.trunc(attempt) || 1);
  return Math.min(RECOVERY.maxDelayMs, RECOVERY.firstDelayMs * 2 ** (n - 1));
}

/** Whether to keep trying after `attempt` failed tries. */
export function shouldRetry(attempt: number): boolean {
  return attempt < RECOVERY.maxAttempts;
}

/** Whether playback made no progress since a stall was noticed (the position has not moved forward). */
export function isStuck(positionAtStallS: number, positionNowS: number): boolean {
  return !(positionNowS > positionAtStallS + 0.05);
}
