import { describe, expect, it } from 'vitest';
import {
  type BudgetSettings,
  budgetError,
  budgetLevel,
  DEFAULT_BUDGET,
  downloadGate,
  nextRenewal,
  parseSettings,
  periodKey,
  renewalDayError,
  usedPercent,
} from './budget.ts';

const on = (patch: Partial<BudgetSettings> = {}): BudgetSettings => ({
  ...DEFAULT_BUDGET,
  isEnabled: true,
  megabytes: 100,
  ...patch,
});
const day = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('settings', () => {
  it('are off by default, and anything broken in storage reads as the default', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_BUDGET);
    expect(DEFAULT_BUDGET.isEnabled).toBe(false);
    expect(parseSettings({ isEnabled: 'yes', megabytes: -3, renewalDay: 40, downloads: 'later' })).toEqual(
      DEFAULT_BUDGET,
    );
  });

  it('refuse a budget outside 1–100 000 Mo or not whole, in French', () => {
    expect(budgetError(0)).toBe('Indiquez un forfait entre 1 et 100 000 Mo, en nombre entier.');
    expect(budgetError(100_001)).not.toBeNull();
    expect(budgetError(2.5)).not.toBeNull();
    expect(budgetError(Number.NaN)).not.toBeNull();
    expect(budgetError(1)).toBeNull();
    expect(budgetError(100_000)).toBeNull();
  });

  it('refuse a renewal day outside 1–31', () => {
    expect(renewalDayError(0)).toBe('Choisissez un jour entre 1 et 31.');
    expect(renewalDayError(32)).not.toBeNull();
    expect(renewalDayError(31)).toBeNull();
  });
});

describe('period', () => {
  it('starts on the renewal day of this month once it has come, else of the last month', () => {
    expect(periodKey(day(2026, 11, 5), 5)).toBe('2026-11-05');
    expect(periodKey(day(2026, 11, 4), 5)).toBe('2026-10-05');
    expect(periodKey(day(2026, 1, 3), 5)).toBe('2025-12-05');
  });

  it('renews on the last day of a month shorter than the renewal day', () => {
    expect(periodKey(day(2026, 2, 28), 31)).toBe('2026-02-28');
    expect(periodKey(day(2026, 2, 27), 31)).toBe('2026-01-31');
    expect(periodKey(day(2028, 2, 29), 30)).toBe('2028-02-29');
    expect(periodKey(day(2026, 3, 30), 31)).toBe('2026-02-28');
    expect(periodKey(day(2026, 3, 31), 31)).toBe('2026-03-31');
  });

  it('tells the next renewal', () => {
    expect(nextRenewal(day(2026, 11, 29), 5)).toEqual(day(2026, 12, 5, 0));
    expect(nextRenewal(day(2026, 1, 31), 31)).toEqual(day(2026, 2, 28, 0));
    expect(nextRenewal(day(2026, 12, 10), 1)).toEqual(day(2027, 1, 1, 0));
  });
});

describe('thresholds', () => {
  it('are off while the budget is off, whatever was spent', () => {
    expect(budgetLevel(DEFAULT_BUDGET, 10e9)).toBe('off');
    expect(usedPercent(DEFAULT_BUDGET, 10e9)).toBe(0);
  });

  it('warn at 80 %, save data at 90 %, and are reached at 100 %', () => {
    expect(budgetLevel(on(), 79_999_999)).toBe('ok');
    expect(budgetLevel(on(), 80_000_000)).toBe('warning');
    expect(budgetLevel(on(), 89_999_999)).toBe('warning');
    expect(budgetLevel(on(), 90_000_000)).toBe('saving');
    expect(budgetLevel(on(), 100_000_000)).toBe('reached');
  });

  it('show a floored percent, so « 80 % » shows with the warning', () => {
    expect(usedPercent(on(), 79_999_999)).toBe(79);
    expect(usedPercent(on(), 80_000_000)).toBe(80);
    expect(usedPercent(on(), 150_000_000)).toBe(150);
  });
});

describe('download gate', () => {
  it('lets every download start while the budget is off', () => {
    expect(downloadGate({ ...DEFAULT_BUDGET, downloads: 'wifi' }, 0, 'cellular')).toEqual({ canStart: true });
  });

  it('holds « Attendre le Wi-Fi » on a mobile connection, not on Wi-Fi nor where the type is unknown', () => {
    const wifi = on({ downloads: 'wifi' });
    expect(downloadGate(wifi, 0, 'cellular')).toEqual({ canStart: false, waitsFor: 'wifi' });
    expect(downloadGate(wifi, 0, 'wifi')).toEqual({ canStart: true });
    expect(downloadGate(wifi, 0, 'ethernet')).toEqual({ canStart: true });
    expect(downloadGate(wifi, 0, undefined)).toEqual({ canStart: true });
  });

  it('holds « Attendre le mois prochain » once the budget is reached, not before', () => {
    const later = on({ downloads: 'next-period' });
    expect(downloadGate(later, 99_999_999, 'cellular')).toEqual({ canStart: true });
    expect(downloadGate(later, 100_000_000, 'wifi')).toEqual({ canStart: false, waitsFor: 'next-period' });
  });

  it('starts at once with « Télécharger tout de suite », even over budget on a mobile connection', () => {
    expect(downloadGate(on(), 200_000_000, 'cellular')).toEqual({ canStart: true });
  });
});
