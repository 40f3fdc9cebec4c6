// The data budget on this device: the listener's « Mon forfait » settings and what the app fetched
// this period, both in localStorage (a few hundred bytes, read synchronously by the quality and the
// downloads). Counted by a PerformanceObserver started from the entry; components read it with `useDataBudget`.
import { useSyncExternalStore } from 'react';
import { setDataSavingMark } from '../../lib/data-saving-mark.ts';
import {
  type BudgetLevel,
  type BudgetSettings,
  budgetLevel,
  type DownloadGate,
  downloadGate,
  nextRenewal,
  parseSettings,
  periodKey,
} from './budget.ts';
import { countEntries, parseUsage, type TimingEntry, type Usage } from './meter.ts';

export type { BudgetLevel, BudgetSettings, DownloadGate, DownloadPolicy } from './budget.ts';

export const SETTINGS_KEY = 'sanza.data-budget';
export const USAGE_KEY = 'sanza.data-usage';

export type DataBudgetState = { settings: BudgetSettings; usage: Usage; level: BudgetLevel };

function readJson(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode may refuse storage: the count then lasts for this visit.
  }
}

/** The device's settings and this period's usage, as stored now (a past period's usage reads as empty). */
function readState(now = new Date()): DataBudgetState {
  const settings = parseSettings(readJson(SETTINGS_KEY));
  const usage = parseUsage(readJson(USAGE_KEY), periodKey(now, settings.renewalDay));
  return { settings, usage, level: budgetLevel(settings, usage.bytes) };
}

let state: DataBudgetState | null = null;
const listeners = new Set<() => void>();

/** Tells the player's quality (which does not load this module) whether to save data, until the renewal. */
function markSaving(budget: DataBudgetState): void {
  setDataSavingMark(isSavingData(budget) ? nextRenewal(new Date(), budget.settings.renewalDay) : null);
}

function setState(next: DataBudgetState): void {
  state = next;
  markSaving(next);
  for (const listener of listeners) listener();
}

/** The budget's state now: read once, then kept; a renewal passed since is applied here. */
export function getDataBudget(): DataBudgetState {
  if (typeof window === 'undefined') return readState();
  // A renewal passed since the last read: read again, without telling listeners (this may run in a render;
  // the minute timer of `startMeasuring` tells them).
  if (!state || state.usage.period !== periodKey(new Date(), state.settings.renewalDay)) {
    state = readState();
    markSaving(state);
  }
  return state;
}

/** Reads the device again (another tab counted, a period renewed) and tells the listeners if anything changed. */
export function refreshDataBudget(): void {
  const next = readState();
  if (JSON.stringify(next) !== JSON.stringify(state)) setState(next);
}

/** Subscribes to changes of the budget's state. */
export function subscribeDataBudget(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A slice of the budget's state (a primitive, or an object the state already holds). */
export function useDataBudget<T>(selector: (budget: DataBudgetState) => T): T {
  return useSyncExternalStore(
    subscribeDataBudget,
    () => selector(getDataBudget()),
    () => selector(getDataBudget()),
  );
}

/**
 * Saves « Mon forfait » (the caller has validated it). A new renewal day keeps what was counted: it moves the
 * current period, it does not start one.
 */
export function saveBudgetSettings(patch: Partial<BudgetSettings>): void {
  const current = readState();
  const settings = parseSettings({ ...current.settings, ...patch });
  writeJson(SETTINGS_KEY, settings);
  const period = periodKey(new Date(), settings.renewalDay);
  if (period !== current.usage.period) writeJson(USAGE_KEY, { ...current.usage, period });
  setState(readState());
}

/** Adds timing entries to this period's count (read again first: another tab may have counted). */
export function recordEntries(entries: readonly TimingEntry[]): void {
  const current = readState();
  const usage = countEntries(current.usage, entries, current.usage.period);
  if (usage === current.usage) return;
  writeJson(USAGE_KEY, usage);
  setState({ ...current, usage, level: budgetLevel(current.settings, usage.bytes) });
}

/** Whether Auto should play Éco to spare the plan: 90 % of it used, or all. */
export function isSavingData(budget: DataBudgetState = getDataBudget()): boolean {
  return budget.level === 'saving' || budget.level === 'reached';
}

/** The connection's type where the browser tells it (Chromium on Android), else undefined. */
export function connectionType(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: { type?: string } }).connection?.type;
}

/** Whether a download may start now under « Mon forfait ». */
export function currentDownloadGate(): DownloadGate {
  const { settings, usage } = getDataBudget();
  return downloadGate(settings, usage.bytes, connectionType());
}

/**
 * Calls `listener` whenever a held download might now start: back online, another connection, new settings or
 * usage, and every minute (a period renewing at midnight). Returns the unsubscribe.
 */
export function onDownloadChance(listener: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
  window.addEventListener('online', listener);
  connection?.addEventListener?.('change', listener);
  const unsubscribe = subscribeDataBudget(listener);
  const timer = setInterval(() => {
    refreshDataBudget();
    listener();
  }, 60_000);
  return () => {
    window.removeEventListener('online', listener);
    connection?.removeEventListener?.('change', listener);
    unsubscribe();
    clearInterval(timer);
  };
}

let isMeasuring = false;

/**
 * Starts counting what this page fetches: every resource (fetch, audio, images, code) and the page itself, from
 * the start of the page (`buffered`). Once per page; where PerformanceObserver is missing, nothing is counted.
 */
export function startMeasuring(): void {
  if (isMeasuring || typeof PerformanceObserver === 'undefined') return;
  isMeasuring = true;
  const observer = new PerformanceObserver((list) => recordEntries(list.getEntries() as TimingEntry[]));
  for (const type of ['navigation', 'resource']) {
    try {
      observer.observe({ type, buffered: true });
    } catch {
      // A browser without this entry type counts the others.
    }
  }
  // Another tab counted or changed the settings.
  window.addEventListener('storage', (event) => {
    if (event.key === USAGE_KEY || event.key === SETTINGS_KEY) refreshDataBudget();
  });
  setInterval(refreshDataBudget, 60_000);
}
