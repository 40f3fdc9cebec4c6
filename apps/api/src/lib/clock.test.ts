import { describe, expect, it } from 'vitest';
import { nextLocalMidnight } from './clock.ts';

describe('nextLocalMidnight', () => {
  it('answers the local midnight after an instant, in a zone without daylight saving', () => {
    // 23:30 on 1 June in Douala (UTC+1): midnight is 23:00 UTC.
    expect(nextLocalMidnight(new Date('2030-06-01T22:30:00Z'), 'Africa/Douala').toISOString()).toBe(
      '2030-06-01T23:00:00.000Z',
    );
    // Exactly at midnight, the next one is a day later.
    expect(nextLocalMidnight(new Date('2030-06-01T23:00:00Z'), 'Africa/Douala').toISOString()).toBe(
      '2030-06-02T23:00:00.000Z',
    );
  });

  it('follows a change of offset during the day (Paris, the day clocks go forward)', () => {
    // 30 March 2031: Paris goes from UTC+1 to UTC+2 at 02:00; the next midnight is 22:00 UTC.
    expect(nextLocalMidnight(new Date('2031-03-30T08:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2031-03-30T22:00:00.000Z',
    );
  });
});
