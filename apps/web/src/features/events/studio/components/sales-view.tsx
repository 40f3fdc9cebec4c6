import type { StudioSales } from '@sanza/contracts';
import { PAYMENT_PROVIDER_LABELS } from '@sanza/contracts/constants';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { StatusBadge as Badge, type Tone } from '../../../../components/ui/status-badge.tsx';
import { formatPrice } from '../../../../lib/format.ts';
import { StudioLoading, studioCardClass } from '../../../studio/components/studio-card.tsx';
import { useStudioEvent, useStudioSales } from '../queries.ts';
import { studioEventsTexts } from '../texts.ts';
import { AttendeesExport } from './attendees-export.tsx';
import { DoorCash, DoorConflicts } from './door-cash.tsx';
import { EventMoney } from './event-money.tsx';
import { SalesChart } from './sales-chart.tsx';
import { StudioEventHeader } from './studio-event-header.tsx';
import { StudioEventFailed } from './studio-event-view.tsx';

const t = studioEventsTexts.sales;

/** A refund's state as a badge: done by the operator, or owed by hand (a failure when sending failed). */
const REFUND_TONE = {
  sent: 'success',
  manual: 'warning',
  failed: 'danger',
  preparing: 'neutral',
} as const satisfies Record<string, Tone>;

const providerLabel = (provider: string | null) =>
  provider ? (PAYMENT_PROVIDER_LABELS[provider as keyof typeof PAYMENT_PROVIDER_LABELS] ?? provider) : '—';

/**
 * /studio/events/:serialId/sales: tickets, revenue, entered / expected, the chart per day, the event's money,
 * cash taken at the gate per seller, door conflicts, refunds, the CSV.
 */
export function SalesView({ serialId }: { serialId: string }) {
  const event = useStudioEvent(serialId);
  const sales = useStudioSales(serialId);
  if (event.isPending || sales.isPending) return <StudioLoading label={t.title} />;
  if (event.isError) return <StudioEventFailed error={event.error} onRetry={() => void event.refetch()} />;
  if (sales.isError) return <StudioEventFailed error={sales.error} onRetry={() => void sales.refetch()} />;
  const data = sales.data;
  const sold = data.ticket_types.reduce((sum, type) => sum + type.sold, 0);
  const held = data.ticket_types.reduce((sum, type) => sum + type.held, 0);
  // Net of refunds: the API answers each provider's amount minus what is given back.
  const total = data.revenue.reduce((sum, row) => sum + row.amount, 0);
  const totalLabel = data.revenue.some((row) => row.refunded > 0) ? t.netTotal : t.total;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <BackLink to={`/studio/events/${serialId}`}>{t.back}</BackLink>
      <StudioEventHeader
        event={event.data}
        title={
          <>
            {t.title} · {event.data.name}
          </>
        }
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t.ticketsSold} value={String(sold)} />
        <Figure label={t.ticketsHeld} value={String(held)} />
        <Figure label={totalLabel} value={formatPrice(total)} />
        <Figure label={t.checkIns} value={t.checkInsValue(data.check_ins, data.expected)} />
      </dl>
      <section aria-labelledby="chart-section" className={studioCardClass}>
        <h2 id="chart-section" className="text-lg font-bold">
          {t.chartTitle}
        </h2>
        <SalesChart perDay={data.per_day} />
      </section>
      <div className="grid gap-5 lg:grid-cols-2">
        <section aria-labelledby="types-section" className={studioCardClass}>
          <h2 id="types-section" className="text-lg font-bold">
            {t.ticketsTitle}
          </h2>
          <table className="w-full text-sm">
            <thead className="text-left text-muted">
              <tr>
                <th scope="col" className="py-2 font-medium">
                  {t.typeColumn}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t.soldColumn}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t.heldColumn}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-800">
              {data.ticket_types.map((type) => (
                <tr key={type.id}>
                  <th scope="row" className="py-2 text-left font-semibold break-words">
                    {type.name}
                  </th>
                  <td className="py-2 text-right tabular-nums">{type.sold}</td>
                  <td className="py-2 text-right tabular-nums">{type.held}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <Revenue revenue={data.revenue} total={total} totalLabel={totalLabel} />
      </div>
      <EventMoney money={data.money} />
      <DoorCash rows={data.door_cash} />
      <DoorConflicts conflicts={data.conflicts} timeZone={event.data.time_zone} />
      {event.data.status === 'cancelled' && <Refunds refunds={data.refunds} />}
      <AttendeesExport serialId={serialId} />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-ink-800 bg-ink-900 p-3 sm:p-4">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-extrabold tabular-nums sm:text-xl">{value}</dd>
    </div>
  );
}

function Revenue({
  revenue,
  total,
  totalLabel,
}: {
  revenue: StudioSales['revenue'];
  total: number;
  totalLabel: string;
}) {
  return (
    <section aria-labelledby="revenue-section" className={studioCardClass}>
      <h2 id="revenue-section" className="text-lg font-bold">
        {t.revenueTitle}
      </h2>
      {revenue.length === 0 ? (
        <p className="text-sm text-muted">{t.noRevenue}</p>
      ) : (
        <ul className="divide-y divide-ink-800 text-sm">
          {revenue.map((row) => (
            <li key={row.provider} className="flex items-start justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="font-semibold">{providerLabel(row.provider)}</span>{' '}
                <span className="text-muted">({t.revenueCount(row.count)})</span>
              </span>
              <span className="flex shrink-0 flex-col items-end text-right">
                <span className="tabular-nums">{formatPrice(row.amount)}</span>
                {row.refunded > 0 && (
                  <span className="text-xs text-muted">{t.refundedOf(formatPrice(row.refunded))}</span>
                )}
              </span>
            </li>
          ))}
          <li className="flex items-baseline justify-between gap-3 py-2 font-bold">
            <span>{totalLabel}</span>
            <span className="tabular-nums">{formatPrice(total)}</span>
          </li>
        </ul>
      )}
    </section>
  );
}

function Refunds({ refunds }: { refunds: StudioSales['refunds'] }) {
  return (
    <section aria-labelledby="refunds-section" className={studioCardClass}>
      <h2 id="refunds-section" className="text-lg font-bold">
        {t.refundsTitle}
      </h2>
      <p className="text-sm text-muted">{t.refundsHint}</p>
      {refunds.length === 0 ? (
        <p className="text-sm text-muted">{t.noRefunds}</p>
      ) : (
        <ul className="divide-y divide-ink-800 text-sm">
          {refunds.map((refund) => (
            <li
              key={refund.reservation}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
            >
              <span className="min-w-0 break-words">
                <span className="font-semibold">{refund.username}</span>{' '}
                <span className="text-muted">
                  {refund.email} · {t.reservationColumn} {refund.reservation} ·{' '}
                  {providerLabel(refund.provider)}
                </span>
              </span>
              <span className="flex items-baseline gap-2">
                <RefundBadge status={refund.refund_status ?? 'preparing'} />
                <span className="tabular-nums">{formatPrice(refund.amount)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RefundBadge({ status }: { status: keyof typeof REFUND_TONE }) {
  return (
    <Badge tone={REFUND_TONE[status]} look="solid">
      {t.refundStatuses[status]}
    </Badge>
  );
}
