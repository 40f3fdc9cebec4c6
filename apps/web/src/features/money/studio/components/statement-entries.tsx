import type { Statement } from '@sanza/contracts';
import { LEDGER_ENTRY_LABELS } from '@sanza/contracts/constants';
import { TONES } from '../../../../components/ui/status-badge.tsx';
import { formatLongDateOf } from '../../../../lib/format.ts';
import { formatSignedPrice } from '../rules.ts';
import { moneyTexts } from '../texts.ts';

const t = moneyTexts.statement;

/** A signed amount, red when it takes money away, green when it brings some. */
function Amount({ amount, className = '' }: { amount: number; className?: string }) {
  const tone = amount < 0 ? TONES.danger.text : amount > 0 ? TONES.success.text : TONES.muted.text;
  return (
    <span className={`tabular-nums whitespace-nowrap ${tone} ${className}`}>{formatSignedPrice(amount)}</span>
  );
}

/** The period's totals (sales, Sanza's fees, refunds, payouts, net) between its opening and closing balance. */
export function StatementTotals({ statement }: { statement: Statement }) {
  const rows = [
    ['sales', t.totals.sales],
    ['fees', t.totals.fees],
    ['refunds', t.totals.refunds],
    ['payouts', t.totals.payouts],
  ] as const;
  return (
    <dl aria-label={t.totalsLabel} className="space-y-1 text-sm">
      {rows.map(([key, label]) => (
        <div key={key} className="flex justify-between gap-3">
          <dt className="text-muted">{label}</dt>
          <dd>
            <Amount amount={statement.totals[key]} />
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-ink-800 pt-1 font-bold">
        <dt>{t.totals.net}</dt>
        <dd>
          <Amount amount={statement.totals.net} />
        </dd>
      </div>
    </dl>
  );
}

/** The period's entries, oldest first: day, kind, event and signed amount. */
export function StatementEntries({ entries }: { entries: Statement['entries'] }) {
  return (
    <ul aria-label={t.entriesLabel} className="divide-y divide-ink-800">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-start justify-between gap-3 py-2 text-sm">
          <div className="min-w-0">
            <p className="font-semibold">{LEDGER_ENTRY_LABELS[entry.kind]}</p>
            <p className="truncate text-muted">{entry.event?.name ?? t.noEvent}</p>
            <p className="text-xs text-muted">
              <time dateTime={entry.created_at}>{formatLongDateOf(entry.created_at)}</time>
            </p>
          </div>
          <Amount amount={entry.amount} className="font-semibold" />
        </li>
      ))}
    </ul>
  );
}
