import { studioMoneyMessages as msg } from '@sanza/contracts/constants';
import { describe, expect, it } from 'vitest';
import { defaultPeriod, formatSignedPrice, periodErrors } from './rules.ts';

describe('money rules', () => {
  it('takes the last 30 days, today included, counted on the venue calendar', () => {
    // 23:30 UTC on 30 June is already 1 July in Douala.
    expect(defaultPeriod(new Date('2030-06-30T23:30:00Z'))).toEqual({ from: '2030-06-02', to: '2030-07-01' });
  });

  it('refuses an unreal day, a reversed period and one over 366 days', () => {
    expect(periodErrors({ from: '2030-02-30', to: '' })).toEqual({
      from: msg.dateInvalid,
      to: msg.dateInvalid,
    });
    expect(periodErrors({ from: '2030-06-02', to: '2030-06-01' })).toEqual({ to: msg.fromAfterTo });
    expect(periodErrors({ from: '2027-01-01', to: '2028-01-02' })).toEqual({ to: msg.periodTooLong });
    expect(periodErrors({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
    expect(periodErrors({ from: '2030-06-01', to: '2030-06-01' })).toBeNull();
  });

  it('signs amounts with a plus or a true minus', () => {
    expect(formatSignedPrice(1500)).toBe('+1\u00a0500\u00a0XAF');
    expect(formatSignedPrice(-1500)).toBe('\u22121\u00a0500\u00a0XAF');
    expect(formatSignedPrice(0)).toBe('0\u00a0XAF');
  });
});
