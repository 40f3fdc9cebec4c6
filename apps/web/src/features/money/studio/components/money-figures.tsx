import type { MoneySummary } from '@sanza/contracts';
import { TONES } from '../../../../components/ui/status-badge.tsx';
import { formatPrice } from '../../../../lib/format.ts';
import { moneyTexts } from '../texts.ts';

const t = moneyTexts.figures;

/** One figure of the balance: its name, amount and what it means. */
function Figure({
  label,
  amount,
  hint,
  tone,
}: {
  label: string;
  amount: number;
  hint: string;
  tone: string;
}) {
  return (
    <div className="min-w-0 space-y-1 rounded-2xl border border-ink-800 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={`text-xl font-extrabold tabular-nums ${tone}`}>{formatPrice(amount)}</dd>
      <dd className="text-xs text-muted">{hint}</dd>
    </div>
  );
}

/** « Solde », « Disponible », « En attente »: the organizer's balance and how much of it may be paid out now. */
export function MoneyFigures({ summary, holdDays }: { summary: MoneySummary; holdDays?: number }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Figure label={t.balance} amount={summary.balance} hint={t.balanceHint} tone={TONES.neutral.text} />
      <Figure
        label={t.available}
        amount={summary.available}
        hint={t.availableHint}
        tone={TONES.success.text}
      />
      <Figure
        label={t.pending}
        amount={summary.pending}
        hint={t.pendingHint(holdDays)}
        tone={TONES.pending.text}
      />
    </dl>
  );
}
