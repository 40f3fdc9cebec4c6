import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import {
  axisDays,
  CHART,
  chartBars,
  dayLabel,
  errorText,
  fieldErrorsOf,
  formatDuration,
  formatReleaseDate,
  isFutureRelease,
  isOrderChanged,
  moveTrack,
  photoProblem,
  SONGS_POLL_MS,
  songsRefetchInterval,
  statusLabel,
  todayIn,
} from './rules.ts';

const MB = 1024 * 1024;

describe('photoProblem', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(photoProblem({ type: 'image/png', size: 1 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: 3 * MB })).toBeNull();
  });

  it("refuses other types and files over 10 MB with the server's messages", () => {
    for (const type of ['image/gif', 'image/svg+xml', 'audio/mpeg', '']) {
      expect(photoProblem({ type, size: 10 })).toBe('La photo doit être une image JPEG, PNG ou WebP');
    }
    expect(photoProblem({ type: 'image/png', size: 10 * MB + 1 })).toBe('La photo dépasse 10 Mo');
  });
});

describe('song statuses', () => {
  it('names each status in French', () => {
    expect(statusLabel('processing')).toBe('En traitement');
    expect(statusLabel('ready')).toBe('Publiée');
    expect(statusLabel('failed')).toBe('Échec');
  });

  it('polls every few seconds while a song is processing, and stops once none is', () => {
    expect(songsRefetchInterval([{ status: 'ready' }, { status: 'processing' }])).toBe(SONGS_POLL_MS);
    expect(SONGS_POLL_MS).toBeLessThanOrEqual(5000);
    expect(songsRefetchInterval([{ status: 'ready' }, { status: 'failed' }])).toBe(false);
    expect(songsRefetchInterval([])).toBe(false);
    expect(songsRefetchInterval(undefined)).toBe(false);
  });
});

describe('formatDuration', () => {
  it('writes minutes and two-digit seconds, nothing when unknown', () => {
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(3600)).toBe('60:00');
    expect(formatDuration(null)).toBe('');
  });
});

describe('release dates', () => {
  it("counts today in the platform's time zone (Africa/Douala, UTC+1)", () => {
    // 23:30 UTC on the 24th is already the 25th in Douala.
    expect(todayIn(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(todayIn(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-24');
  });

  it('writes a release date as day, month and year', () => {
    expect(formatReleaseDate('2027-01-09')).toBe('9 janvier 2027');
    expect(formatReleaseDate('demain')).toBe('demain');
  });

  it('is a future release only after today: today itself is out', () => {
    expect(isFutureRelease('2026-11-26', '2026-11-25')).toBe(true);
    expect(isFutureRelease('2027-01-01', '2026-12-31')).toBe(true);
    expect(isFutureRelease('2026-11-25', '2026-11-25')).toBe(false);
    expect(isFutureRelease('2020-05-01', '2026-11-25')).toBe(false);
  });
});

describe('track order', () => {
  it('moves a track one place up or down', () => {
    expect(moveTrack([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveTrack([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
  });

  it('leaves the order as it is at either end, without changing the given list', () => {
    const ids = [1, 2, 3];
    expect(moveTrack(ids, 0, -1)).toEqual([1, 2, 3]);
    expect(moveTrack(ids, 2, 1)).toEqual([1, 2, 3]);
    expect(moveTrack(ids, 5, 1)).toEqual([1, 2, 3]);
    expect(moveTrack(ids, 1, 1)).not.toBe(ids);
    expect(ids).toEqual([1, 2, 3]);
  });

  it('tells a changed order from the saved one', () => {
    expect(isOrderChanged([1, 2], [1, 2])).toBe(false);
    expect(isOrderChanged([2, 1], [1, 2])).toBe(true);
    expect(isOrderChanged([1], [1, 2])).toBe(true);
  });
});

describe('chartBars', () => {
  const days = [
    { date: '2026-11-23', streams: 0 },
    { date: '2026-11-24', streams: 10 },
    { date: '2026-11-25', streams: 5 },
  ];

  it('draws one bar per day, oldest on the left, the busiest day full height', () => {
    const bars = chartBars(days);
    expect(bars.map((b) => b.date)).toEqual(days.map((d) => d.date));
    expect(bars[0]!.x).toBeLessThan(bars[1]!.x);
    expect(bars[1]!.height).toBe(CHART.height);
    expect(bars[2]!.height).toBe(CHART.height / 2);
    expect(bars[0]!.height).toBe(0);
    // Bars stand on the baseline.
    for (const bar of bars) expect(bar.y + bar.height).toBe(CHART.height);
    // They fit in the chart's width.
    expect(bars[2]!.x + bars[2]!.width).toBeLessThanOrEqual(CHART.width);
  });

  it('never draws a day with streams flat, and draws all flat when there was none', () => {
    const bars = chartBars([
      { date: 'a', streams: 1 },
      { date: 'b', streams: 100_000 },
    ]);
    expect(bars[0]!.height).toBeGreaterThanOrEqual(1);
    expect(chartBars(days.map((d) => ({ ...d, streams: 0 }))).every((b) => b.height === 0)).toBe(true);
    expect(chartBars([])).toEqual([]);
  });

  it('names today on the axis and every week back from it', () => {
    expect(axisDays(30)).toEqual([1, 8, 15, 22, 29]);
    expect(axisDays(3)).toEqual([2]);
    expect(axisDays(0)).toEqual([]);
  });

  it('labels days as day/month', () => {
    expect(dayLabel('2026-11-05')).toBe('05/11');
  });
});

describe('server errors', () => {
  it("shows the server's own message, a generic one otherwise", () => {
    expect(errorText(new ApiError(409, { detail: 'Conflit' }, 'Conflit'))).toBe('Conflit');
    expect(errorText(new Error('boom'))).toBe('Une erreur est survenue. Réessayez.');
  });

  it("reads a field's messages from a 400 body", () => {
    const error = new ApiError(400, { tracks: ['Chaque titre'] }, 'Chaque titre');
    expect(fieldErrorsOf(error, 'tracks')).toEqual(['Chaque titre']);
    expect(fieldErrorsOf(error, 'file')).toEqual([]);
    expect(fieldErrorsOf(new Error('x'), 'file')).toEqual([]);
  });
});
