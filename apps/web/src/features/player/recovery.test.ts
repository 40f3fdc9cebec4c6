import { describe, expect, it } from 'vitest';
import { isRetriableMediaError, isStuck, RECOVERY, retryDelayMs, shouldRetry } from './recovery.ts';

describe('network recovery', () => {
  it('waits 1 s, then doubles, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs(0)).toBe(1_000);
  });

  it('retries network, decode and unusable-source errors, not a user abort', () => {
    expect(isRetriableMediaError(2)).toBe(true);
    expect(isRetriableMediaError(3)).toBe(true);
    expect(isRetriableMediaError(4)).toBe(true);
    expect(isRetriableMediaError(undefined)).toBe(true);
    expect(isRetriableMediaError(1)).toBe(false);
  });

  it('gives up after the last attempt', () => {
    expect(shouldRetry(RECOVERY.maxAttempts - 1)).toBe(true);
    expect(shouldRetry(RECOVERY.maxAttempts)).toBe(false);
  });

  it('sees a stall as stuck until the position moves forward', () => {
    expect(isStuck(12, 12)).toBe(true);
    expect(isStuck(12, 11)).toBe(true);
    expect(isStuck(12, 12.5)).toBe(false);
  });
});
