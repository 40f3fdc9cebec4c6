// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { periodKey } from './budget.ts';

async function freshStore() {
  vi.resetModules();
  return import('./store.ts');
}
const audio = (transferSize: number) => ({
  name: 'https://sanza.example/media/renditions/1-eco.webm',
  entryType: 'resource',
  initiatorType: 'fetch',
  transferSize,
});

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('data budget on the device', () => {
  it('counts what was fetched, keeps it on the device, and warns at 80 % of an enabled budget', async () => {
    const store = await freshStore();
    store.saveBudgetSettings({ isEnabled: true, megabytes: 1 });
    store.recordEntries([audio(500_000)]);
    expect(store.getDataBudget()).toMatchObject({ level: 'ok', usage: { bytes: 500_000 } });
    store.recordEntries([audio(300_000), audio(0)]);
    expect(store.getDataBudget().level).toBe('warning');
    const again = await freshStore();
    expect(again.getDataBudget()).toMatchObject({ level: 'warning', usage: { bytes: 800_000 } });
  });

  it('starts the count again when the period renews', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 4, 23, 59));
    const store = await freshStore();
    store.saveBudgetSettings({ isEnabled: true, megabytes: 1, renewalDay: 5 });
    store.recordEntries([audio(950_000)]);
    expect(store.getDataBudget().level).toBe('saving');
    expect(store.isSavingData()).toBe(true);
    vi.setSystemTime(new Date(2026, 10, 5, 0, 1));
    expect(store.getDataBudget()).toMatchObject({ level: 'ok', usage: { period: '2026-11-05', bytes: 0 } });
    expect(store.isSavingData()).toBe(false);
  });

  it('keeps what was counted when the renewal day changes', async () => {
    const store = await freshStore();
    store.recordEntries([audio(1234)]);
    const day = new Date().getDate() === 1 ? 2 : 1;
    store.saveBudgetSettings({ renewalDay: day });
    expect(store.getDataBudget().usage).toMatchObject({ period: periodKey(new Date(), day), bytes: 1234 });
  });

  it('counts even while off, so switching on shows the month so far', async () => {
    const store = await freshStore();
    store.recordEntries([audio(2000)]);
    expect(store.getDataBudget()).toMatchObject({ level: 'off', usage: { bytes: 2000 } });
    store.saveBudgetSettings({ isEnabled: true });
    expect(store.getDataBudget()).toMatchObject({ level: 'ok', usage: { bytes: 2000 } });
  });
});
