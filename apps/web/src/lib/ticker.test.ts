import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTicker } from './ticker.ts';

describe('createTicker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-22T20:00:00.250Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('runs one timer however many listen, and none once nobody listens', () => {
    const ticker = createTicker(1000);
    const listeners = [vi.fn(), vi.fn(), vi.fn()];
    const unsubscribes = listeners.map((listener) => ticker.subscribe(listener));
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(750);
    for (const listener of listeners) expect(listener).toHaveBeenCalledTimes(1);

    for (const unsubscribe of unsubscribes) unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ticks on whole seconds of the local clock, so it does not drift', () => {
    const ticker = createTicker(1000);
    const stop = ticker.subscribe(() => {});
    vi.advanceTimersByTime(750);
    expect(ticker.getNow()).toBe(Date.parse('2026-11-22T20:00:01.000Z'));
    vi.advanceTimersByTime(1000);
    expect(ticker.getNow()).toBe(Date.parse('2026-11-22T20:00:02.000Z'));
    stop();
  });

  it('gives a current time to a first reader even after a long time without listeners', () => {
    const ticker = createTicker(1000);
    vi.advanceTimersByTime(60_000);
    expect(ticker.getNow()).toBe(Date.now());
    // Stable between two reads of the same moment, as React requires of a store snapshot.
    expect(ticker.getNow()).toBe(ticker.getNow());
  });
});
