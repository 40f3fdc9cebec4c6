// The data budget's rules: the listener's monthly plan for Sanza, the period it counts, how full
// it is, and whether a download may start. Pure: the clock, the connection and the bytes are passed in.

/** What the listener sets in « Mon forfait », kept on the device. */
export type BudgetSettings = {
  isEnabled: boolean;
  /** The monthly budget for Sanza, in Mo (a million bytes, as operators count). */
  megabytes: number;
  /** The day of the month the plan renews, 1–31; a month shorter than it renews on its last day. */
  renewalDay: number;
  /** What a download does when the plan says wait. */
  downloads: DownloadPolicy;
};

/** « Télécharger tout de suite », « Attendre le Wi-Fi », « Attendre le mois prochain » (when the budget is reached). */
export type DownloadPolicy = 'now' | 'wifi' | 'next-period';
export const DOWNLOAD_POLICIES: readonly DownloadPolicy[] = ['now', 'wifi', 'next-period'];

/** Off by default; 500 Mo renewed on the 1st once switched on. */
export const DEFAULT_BUDGET: BudgetSettings = {
  isEnabled: false,
  megabytes: 500,
  renewalDay: 1,
  downloads: 'now',
};

/** The budget's bounds, in Mo: 1 Mo (for a test) to 100 Go. */
export const BUDGET_MIN_MB = 1;
export const BUDGET_MAX_MB = 100_000;

/** At this share the app warns. */
export const WARNING_SHARE = 0.8;
/** At this share Auto plays Éco: the last tenth of the plan goes three times further. */
export const SAVING_SHARE = 0.9;

/** How full the plan is: off, fine, warned (≥ 80 %), saving (≥ 90 %, Auto in Éco), reached (≥ 100 %). */
export type BudgetLevel = 'off' | 'ok' | 'warning' | 'saving' | 'reached';

/** The French message for a budget out of bounds or not a whole number, or null when it is valid. */
export function budgetError(megabytes: number): string | null {
  if (!Number.isInteger(megabytes) || megabytes < BUDGET_MIN_MB || megabytes > BUDGET_MAX_MB)
    return 'Indiquez un forfait entre 1 et 100 000 Mo, en nombre entier.';
  return null;
}

/** The French message for a renewal day out of 1–31, or null when it is valid. */
export function renewalDayError(day: number): string | null {
  if (!Number.isInteger(day) || day < 1 || day > 31) return 'Choisissez un jour entre 1 et 31.';
  return null;
}

/** Settings read from storage, each field checked; anything unknown takes the default. */
export function parseSettings(raw: unknown): BudgetSettings {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const megabytes = Number(value.megabytes);
  const renewalDay = Number(value.renewalDay);
  return {
    isEnabled: value.isEnabled === true,
    megabytes: budgetError(megabytes) === null ? megabytes : DEFAULT_BUDGET.megabytes,
    renewalDay: renewalDayError(renewalDay) === null ? renewalDay : DEFAULT_BUDGET.renewalDay,
    downloads: DOWNLOAD_POLICIES.includes(value.downloads as DownloadPolicy)
      ? (value.downloads as DownloadPolicy)
      : DEFAULT_BUDGET.downloads,
  };
}

const daysIn = (year: number, month: number) => new Date(year, month + 1, 0).getDate();

/** The renewal date in a month: the day asked, or the month's last day when it has fewer. */
function renewalIn(year: number, month: number, renewalDay: number): Date {
  return new Date(year, month, Math.min(renewalDay, daysIn(year, month)));
}

/** The day (local time, the phone's) the current period began: the last renewal on or before `now`. */
export function periodStart(now: Date, renewalDay: number): Date {
  const thisMonth = renewalIn(now.getFullYear(), now.getMonth(), renewalDay);
  return now >= thisMonth ? thisMonth : renewalIn(now.getFullYear(), now.getMonth() - 1, renewalDay);
}

/** The day the next period begins. */
export function nextRenewal(now: Date, renewalDay: number): Date {
  const start = periodStart(now, renewalDay);
  return renewalIn(start.getFullYear(), start.getMonth() + 1, renewalDay);
}

/** A period's name as stored with its bytes: its first day, `2026-11-05`. */
export function periodKey(now: Date, renewalDay: number): string {
  const start = periodStart(now, renewalDay);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
}

/** The budget in bytes. */
export const budgetBytes = (settings: BudgetSettings) => settings.megabytes * 1_000_000;

/** The share used, 0–1 and beyond (0 when off). */
export function usedShare(settings: BudgetSettings, usedBytes: number): number {
  return settings.isEnabled ? usedBytes / budgetBytes(settings) : 0;
}

/** How full the plan is. */
export function budgetLevel(settings: BudgetSettings, usedBytes: number): BudgetLevel {
  if (!settings.isEnabled) return 'off';
  const share = usedShare(settings, usedBytes);
  if (share >= 1) return 'reached';
  if (share >= SAVING_SHARE) return 'saving';
  if (share >= WARNING_SHARE) return 'warning';
  return 'ok';
}

/** The percent shown, whole, floored (79,9 % reads 79 %, so « 80 % » means the warning is on). */
export const usedPercent = (settings: BudgetSettings, usedBytes: number) =>
  Math.floor(usedShare(settings, usedBytes) * 100);

/** Whether a download may start now, or what it waits for. */
export type DownloadGate = { canStart: true } | { canStart: false; waitsFor: 'wifi' | 'next-period' };

/**
 * The download gate: with the plan on, « Attendre le Wi-Fi » holds downloads on a connection known not to be
 * Wi-Fi (or Ethernet); where the browser does not tell the type (desktop browsers), they start. « Attendre le
 * mois prochain » holds them once the budget is reached.
 */
export function downloadGate(
  settings: BudgetSettings,
  usedBytes: number,
  connectionType: string | undefined,
): DownloadGate {
  if (!settings.isEnabled) return { canStart: true };
  if (settings.downloads === 'wifi' && connectionType && !['wifi', 'ethernet'].includes(connectionType))
    return { canStart: false, waitsFor: 'wifi' };
  if (settings.downloads === 'next-period' && budgetLevel(settings, usedBytes) === 'reached')
    return { canStart: false, waitsFor: 'next-period' };
  return { canStart: true };
}
