import type { EventMoney as Money } from '@sanza/contracts';
import { formatPrice } from '../../../../lib/format.ts';
import { StudioCard } from '../../../studio/components/studio-card.tsx';
import { studioEventsTexts } from '../texts.ts';

const t = studioEventsTexts.sales;

/**
 * « L'argent de l'événement »: its sales, Sanza's fee and the refunds as the organizer's statement holds them
 * (signed: what is taken off shows negative), and the net left.
 */
export function EventMoney({ money }: { money: Money }) {
  const rows = [
    { label: t.moneySales, amount: money.sales },
    { label: t.moneyFees, amount: money.fees },
    { label: t.moneyRefunds, amount: money.refunds },
  ];
  return (
    <StudioCard id="event-money" title={t.moneyTitle} intro={t.moneyHint}>
      <dl className="divide-y divide-ink-800 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3 py-2">
            <dt>{row.label}</dt>
            <dd className="whitespace-nowrap tabular-nums">{formatPrice(row.amount)}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 border-t border-ink-700 py-2 font-bold">
          <dt>{t.moneyNet}</dt>
          <dd className="whitespace-nowrap tabular-nums">{formatPrice(money.net)}</dd>
        </div>
      </dl>
    </StudioCard>
  );
}
