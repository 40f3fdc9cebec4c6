import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimForeground, FOREGROUND_CLAIM_MAX_MS, whenForegroundIdle } from '../../lib/foreground.ts';
import { heldAhead, mp3ByteAt, nextRange, WINDOW, windowedContainer } from './stream-window.ts';

const BPS = 3_600; // Éco: about 28.8 kbit/s
const SIZE = 240 * BPS; // a 4-minute song

/** The next range of a 4-minute Éco WebM (or MP3) song, from `nextByte` with `heldAheadS` held. */
const next = (nextByte: number, heldAheadS: number, first = false, container: 'webm' | 'mp3' = 'webm') =>
  nextRange({ container, nextByte, sizeBytes: SIZE, bytesPerSecond: BPS, heldAheadS, first });

/** Time ranges as an element reports them. */
function ranges(...spans: [number, number][]): TimeRanges {
  return { length: spans.length, start: (i) => spans[i]![0], end: (i) => spans[i]![1] } as TimeRanges;
}

describe('what is fetched next', () => {
  it('starts with the header and the first 2 s, then grows, up to 30 s ahead and never past the file', () => {
    const first = next(0, 0, true);
    expect(first).toEqual([0, WINDOW.firstS * BPS + WINDOW.headerBytes - 1]);
    // An MP3 has no header to wait for.
    expect(next(0, 0, true, 'mp3')).toEqual([0, WINDOW.firstS * BPS - 1]);
    // 2 s held: the next asks for 4 s (twice what is held), not 10.
    expect(next(100, 2)).toEqual([100, 100 + 4 * BPS - 1]);
    // 19 s held: up to 30 s ahead, so 10 s.
    expect(next(100, 19)).toEqual([100, 100 + 10 * BPS - 1]);
    // 20 s held: nothing until the position moves on.
    expect(next(100, 20)).toBeNull();
    // The end of the file.
    expect(next(SIZE - 10, 0)).toEqual([SIZE - 10, SIZE - 1]);
    expect(next(SIZE, 0)).toBeNull();
  });

  it('whatever is heard, never holds more than 30 s ahead, and once started never runs dry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 240 }), fc.integer({ min: 2, max: 8 }), (heardS, ticksPerS) => {
        // The answer comes at once; the position moves by 1/ticksPerS s between two looks.
        let fetched = 0;
        let position = 0;
        let first = true;
        const step = 1 / ticksPerS;
        while (position < heardS) {
          const held = fetched / BPS - position;
          const range = next(fetched, held, first, 'mp3');
          if (range) {
            fetched = range[1] + 1;
            first = false;
          }
          expect(fetched / BPS - position).toBeLessThanOrEqual(WINDOW.aheadS + 1 / BPS);
          if (fetched < SIZE) expect(fetched / BPS).toBeGreaterThan(position);
          position += step;
        }
        // What a listener who stops after `heardS` paid for: at most what they heard and 30 s more.
        expect(fetched).toBeLessThanOrEqual((heardS + WINDOW.aheadS) * BPS);
      }),
    );
  });
});

describe('seeking and the window', () => {
  it('finds the byte of a second of a constant-bitrate MP3, within the file', () => {
    expect(mp3ByteAt(60, { sizeBytes: SIZE, durationS: 240 })).toBe(60 * BPS);
    expect(mp3ByteAt(-3, { sizeBytes: SIZE, durationS: 240 })).toBe(0);
    expect(mp3ByteAt(999, { sizeBytes: SIZE, durationS: 240 })).toBe(SIZE);
  });

  it('counts what is held ahead of the position in its own range only', () => {
    expect(heldAhead(ranges([0, 12]), 4)).toBe(8);
    expect(heldAhead(ranges([0, 12], [60, 70]), 62)).toBe(8);
    // Between two ranges, or past them: nothing is held there (a seek restarts the window).
    expect(heldAhead(ranges([0, 12], [60, 70]), 30)).toBe(0);
    expect(heldAhead(ranges(), 0)).toBe(0);
  });

  it('streams WebM Opus and MP3 renditions, and leaves older Ogg ones to the element', () => {
    expect(windowedContainer('/media/audio/s.r1-eco.webm', 'opus')).toBe('webm');
    expect(windowedContainer('/media/audio/s.r1-normal.mp3?v=2', 'mp3')).toBe('mp3');
    expect(windowedContainer('/media/audio/s.r1-eco.opus', 'opus')).toBeNull();
    expect(windowedContainer('/media/audio/s.m4a', 'aac')).toBeNull();
  });
});

describe('the link goes first to a song starting', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps background downloads waiting until every claim is let go, or 15 s at most', async () => {
    vi.useFakeTimers();
    let resumed = 0;
    const one = claimForeground();
    const two = claimForeground();
    void whenForegroundIdle().then(() => resumed++);
    one();
    one();
    await vi.advanceTimersByTimeAsync(0);
    expect(resumed).toBe(0);
    two();
    await vi.advanceTimersByTimeAsync(0);
    expect(resumed).toBe(1);
    // A claim never let go (a stream that stalled) lapses.
    claimForeground();
    void whenForegroundIdle().then(() => resumed++);
    await vi.advanceTimersByTimeAsync(FOREGROUND_CLAIM_MAX_MS - 1);
    expect(resumed).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(resumed).toBe(2);
    await expect(whenForegroundIdle()).resolves.toBeUndefined();
  });
});
