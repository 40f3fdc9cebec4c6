import { describe, expect, it } from 'vitest';
import { countEntries, emptyUsage, kindOf, parseUsage, type TimingEntry } from './meter.ts';

const resource = (name: string, transferSize: number, initiatorType = 'fetch'): TimingEntry => ({
  name: `https://sanza.example${name}`,
  entryType: 'resource',
  initiatorType,
  transferSize,
});

describe('meter', () => {
  it('sums the bytes that came over the network, by kind', () => {
    const usage = countEntries(
      emptyUsage('2026-11-01'),
      [
        { name: 'https://sanza.example/music', entryType: 'navigation', transferSize: 3_000 },
        resource('/media/renditions/7-eco.webm', 120_000),
        resource('/media/covers/7.webp', 20_000, 'img'),
        resource('/assets/index-abc.js', 40_000, 'script'),
        resource('/api/streaming/musics/', 5_000),
      ],
      '2026-11-01',
    );
    expect(usage).toEqual({
      period: '2026-11-01',
      bytes: 188_000,
      byKind: { audio: 120_000, images: 20_000, pages: 48_000 },
    });
  });

  it('counts nothing for cache hits and answers of the service worker (transfer size 0) or unknown sizes', () => {
    const start = emptyUsage('2026-11-01');
    const usage = countEntries(
      start,
      [
        resource('/assets/index-abc.js', 0, 'script'),
        { name: 'x', entryType: 'resource' },
        resource('/y', Number.NaN),
      ],
      '2026-11-01',
    );
    expect(usage).toBe(start);
  });

  it('adds to what the period already counted', () => {
    const first = countEntries(emptyUsage('2026-11-01'), [resource('/a.mp3', 100)], '2026-11-01');
    expect(countEntries(first, [resource('/a.mp3', 50, 'audio')], '2026-11-01').bytes).toBe(150);
  });

  it('starts again from zero in a new period', () => {
    const october = countEntries(emptyUsage('2026-10-01'), [resource('/a.mp3', 900)], '2026-10-01');
    const november = countEntries(october, [resource('/b.png', 10)], '2026-11-01');
    expect(november).toEqual({ period: '2026-11-01', bytes: 10, byKind: { audio: 0, images: 10, pages: 0 } });
  });

  it('tells audio by its element or its path, images by theirs', () => {
    expect(kindOf(resource('/media/renditions/9-normal.mp3?x=1', 1))).toBe('audio');
    expect(kindOf(resource('/media/songs/9', 1, 'audio'))).toBe('audio');
    expect(kindOf(resource('/media/covers/9.jpg', 1, 'css'))).toBe('images');
    expect(kindOf(resource('/api/me/', 1))).toBe('pages');
  });

  it('reads a stored usage of another period, or a broken one, as empty', () => {
    expect(parseUsage({ period: '2026-10-01', bytes: 5 }, '2026-11-01')).toEqual(emptyUsage('2026-11-01'));
    expect(parseUsage('junk', '2026-11-01')).toEqual(emptyUsage('2026-11-01'));
    expect(parseUsage({ period: '2026-11-01', bytes: 5, byKind: { audio: -1 } }, '2026-11-01')).toEqual({
      period: '2026-11-01',
      bytes: 5,
      byKind: { audio: 0, images: 0, pages: 0 },
    });
  });
});
