import type { Album } from '@sanza/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countLabel,
  filterAlbums,
  foldText,
  formatCount,
  formatMinutes,
  popularityPercent,
  scrolledRatio,
  TimeoutError,
  throttle,
  withTimeout,
  yearOf,
} from './rules.ts';

describe('popularityPercent', () => {
  it('keeps a score between 0 and 100 as a whole percentage', () => {
    expect(popularityPercent(80)).toBe(80);
    expect(popularityPercent(42.6)).toBe(43);
  });
  it('clamps scores out of range and reads nonsense as 0', () => {
    expect(popularityPercent(-5)).toBe(0);
    expect(popularityPercent(140)).toBe(100);
    expect(popularityPercent(Number.NaN)).toBe(0);
  });
});

describe('numbers as shown', () => {
  it('groups thousands with no-break spaces', () => {
    expect(formatCount(12345)).toBe('12\u00a0345');
    expect(formatCount(7)).toBe('7');
  });
  it('writes the singular for 0 and 1, the plural above', () => {
    expect(countLabel(0, 'écoute', 'écoutes')).toBe('0\u00a0écoute');
    expect(countLabel(1, 'écoute', 'écoutes')).toBe('1\u00a0écoute');
    expect(countLabel(1200, 'écoute', 'écoutes')).toBe('1\u00a0200\u00a0écoutes');
  });
  it('writes a total duration in whole minutes, at least 1 when there is any', () => {
    expect(formatMinutes(654)).toBe('11\u00a0min');
    expect(formatMinutes(20)).toBe('1\u00a0min');
    expect(formatMinutes(0)).toBe('0\u00a0min');
  });
  it('takes the year of a date or an instant', () => {
    expect(yearOf('2026-11-10')).toBe('2026');
    expect(yearOf('2025-01-01T10:00:00Z')).toBe('2025');
    expect(yearOf('')).toBe('');
    expect(yearOf(null)).toBe('');
  });
});

function album(title: string, artist: string, genre: string | null): Album {
  return {
    title,
    artist: { name: artist },
    genre: genre ? { id: 1, name: genre } : null,
  } as unknown as Album;
}

describe('filterAlbums', () => {
  const albums = [
    album('Mokili Ya Sika', 'Mbóngo Sánzá', 'Rumba'),
    album('Kin Électrique', 'Kíngó Mwána', 'Afrobeat'),
    album('Sans genre', 'Personne', null),
  ];
  it('ignores accents and case in titles and artist names', () => {
    expect(foldText('  Kíngó ÉLECTRIQUE ')).toBe('kingo electrique');
    expect(filterAlbums(albums, 'electrique', null).map((a) => a.title)).toEqual(['Kin Électrique']);
    expect(filterAlbums(albums, 'sanza', null).map((a) => a.title)).toEqual(['Mokili Ya Sika']);
  });
  it('keeps one genre when a chip is chosen, and everything for a blank query and All', () => {
    expect(filterAlbums(albums, '', 'Rumba').map((a) => a.title)).toEqual(['Mokili Ya Sika']);
    expect(filterAlbums(albums, '  ', null)).toHaveLength(3);
    expect(filterAlbums(albums, 'kin', 'Rumba')).toEqual([]);
  });
});

describe('scrolledRatio', () => {
  it('is the share of the page seen so far', () => {
    expect(scrolledRatio(0, 800, 4000)).toBe(0.2);
    expect(scrolledRatio(2400, 800, 4000)).toBe(0.8);
  });
  it('counts a page too short to scroll as seen whole, so the next page loads', () => {
    expect(scrolledRatio(0, 800, 600)).toBe(1);
  });
});

describe('throttle and withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds calls within 150 ms into one trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 150);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(150);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(500);
    throttled(4);
    expect(fn.mock.calls).toEqual([[1], [3], [4]]);
  });

  it('drops the trailing call on cancel', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 150);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(300);
    expect(fn.mock.calls).toEqual([[1]]);
  });

  it('rejects with TimeoutError when the call outlasts its time-out, aborting it', async () => {
    let seen: AbortSignal | undefined;
    const call = withTimeout(5000, undefined, (signal) => {
      seen = signal;
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new Error('abort'))),
      );
    });
    const outcome = expect(call).rejects.toBeInstanceOf(TimeoutError);
    vi.advanceTimersByTime(5000);
    await outcome;
    expect(seen?.aborted).toBe(true);
  });

  it('answers a call that ends in time, and passes on a cancellation as is', async () => {
    await expect(withTimeout(5000, undefined, async () => 'ok')).resolves.toBe('ok');
    const controller = new AbortController();
    const call = withTimeout(5000, controller.signal, (signal) => {
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('cancel', 'AbortError'))),
      );
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
