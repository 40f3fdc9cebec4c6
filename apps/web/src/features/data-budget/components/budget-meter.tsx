import { TONES, type Tone } from '../../../components/ui/status-badge.tsx';
import { formatMegabytes } from '../../../lib/format.ts';
import { type BudgetLevel, budgetBytes, nextRenewal, usedPercent } from '../budget.ts';
import { useDataBudget } from '../store.ts';
import { budgetTexts, formatRenewal } from '../texts.ts';

/** A level's tone (its text, note and bar fill): warned and saving in amber, reached in red. */
const TONE = {
  off: 'muted',
  ok: 'neutral',
  warning: 'warning',
  saving: 'warning',
  reached: 'danger',
} as const satisfies Record<BudgetLevel, Tone>;

/** The plan as the meters show it: used and budget as « Mo », percent, level, next renewal. */
export function useBudgetView() {
  const settings = useDataBudget((b) => b.settings);
  const usage = useDataBudget((b) => b.usage);
  const level = useDataBudget((b) => b.level);
  const percent = usedPercent(settings, usage.bytes);
  return {
    isEnabled: settings.isEnabled,
    level,
    percent,
    used: formatMegabytes(usage.bytes),
    budget: formatMegabytes(budgetBytes(settings)),
    renewal: formatRenewal(nextRenewal(new Date(), settings.renewalDay)),
    usage,
  };
}

/** The warning of a plan 80 % used or more, or null. */
export function warningText(view: Pick<ReturnType<typeof useBudgetView>, 'level' | 'percent' | 'renewal'>) {
  if (view.level === 'reached') return budgetTexts.reached(view.renewal);
  if (view.level === 'saving') return budgetTexts.saving(view.percent);
  if (view.level === 'warning') return budgetTexts.warning(view.percent);
  return null;
}

/** The warning of a plan 80 % used or more (a polite status), or nothing. */
export function BudgetWarning({ className = '' }: { className?: string }) {
  const view = useBudgetView();
  const text = warningText(view);
  if (!text) return null;
  const { level } = view;
  return (
    <p
      role="status"
      data-testid="budget-warning"
      className={`rounded-xl border px-3 py-2 text-sm ${TONES[TONE[level]].outline} ${className}`}
    >
      {text}
    </p>
  );
}

/** The bar of a meter (`role="meter"`), filled to the percent used, capped at full. */
function MeterBar({ className }: { className: string }) {
  const { level, percent, used, budget } = useBudgetView();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot take the tone's colours on every browser
    <div
      role="meter"
      aria-label={budgetTexts.meter}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.min(percent, 100)}
      aria-valuetext={budgetTexts.meterValue(used, budget, percent)}
      className={`overflow-hidden rounded-full bg-ink-800 ${className}`}
    >
      <div className={`h-full ${TONES[TONE[level]].fill}`} style={{ width: `${Math.min(percent, 100)}%` }} />
    </div>
  );
}

/** The profile's meter: used of budget, percent, bar, next renewal, by kind, and the warning. */
export function BudgetMeter() {
  const view = useBudgetView();
  return (
    <div className="space-y-2" data-testid="budget-meter">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold">{budgetTexts.used(view.used, view.budget)}</p>
        <p className={`text-sm font-semibold ${TONES[TONE[view.level]].text}`}>
          {budgetTexts.percent(view.percent)}
        </p>
      </div>
      <MeterBar className="h-2.5" />
      <p className="text-xs text-muted">
        {budgetTexts.renews(view.renewal)} ·{' '}
        {budgetTexts.byKind(
          formatMegabytes(view.usage.byKind.audio),
          formatMegabytes(view.usage.byKind.images),
          formatMegabytes(view.usage.byKind.pages),
        )}
      </p>
      <BudgetWarning />
    </div>
  );
}

/** The player's meter: « 82 % » over a thin bar, in the level's tone; nothing while the plan is off. */
export function CompactBudgetMeter({ className = '' }: { className?: string }) {
  const view = useBudgetView();
  if (!view.isEnabled) return null;
  return (
    <div
      data-testid="player-budget"
      title={`${budgetTexts.meter} : ${budgetTexts.meterValue(view.used, view.budget, view.percent)}`}
      className={`flex w-12 shrink-0 flex-col items-center gap-1 ${className}`}
    >
      <span
        aria-hidden="true"
        className={`text-xs font-semibold tabular-nums ${TONES[TONE[view.level]].text}`}
      >
        {budgetTexts.percent(view.percent)}
      </span>
      <MeterBar className="h-1 w-full" />
    </div>
  );
}

/** The plan in the « now playing » sheet: « Forfait Sanza · 0,8 Mo sur 1 Mo · 82 % », its bar and the warning. */
export function PlayerBudgetPanel() {
  const view = useBudgetView();
  if (!view.isEnabled) return null;
  return (
    <div className="space-y-2" data-testid="sheet-budget">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold">{budgetTexts.meter}</p>
        <p className={TONES[TONE[view.level]].text}>
          {budgetTexts.meterValue(view.used, view.budget, view.percent)}
        </p>
      </div>
      <MeterBar className="h-1.5" />
      <BudgetWarning />
    </div>
  );
}
