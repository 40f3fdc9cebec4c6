import type { StudioSales } from '@sanza/contracts';
import { useId } from 'react';
import { formatPrice } from '../../../../lib/format.ts';
import { chartBars } from '../rules.ts';
import { studioEventsTexts } from '../texts.ts';

const t = studioEventsTexts.sales;

/**
 * Tickets sold per day as inline SVG bars, stretched to the box's width; the day labels and counts are HTML
 * below and above (so their text keeps its size). The SVG is one image named by the caption; a visually hidden
 * table carries the same numbers for screen readers, and each bar has a tooltip for pointer users.
 */
export function SalesChart({ perDay }: { perDay: StudioSales['per_day'] }) {
  const captionId = useId();
  const bars = chartBars(perDay);
  if (bars.length === 0) return <p className="text-sm text-muted">{t.chartEmpty}</p>;
  const n = bars.length;
  // Every label when they fit, else one in `step` so they never overlap.
  const step = Math.ceil(n / 6);
  const columns = { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` };
  const showCounts = n <= 14;
  return (
    <figure className="space-y-3">
      <figcaption id={captionId} className="text-sm text-muted">
        {t.chartCaption}
      </figcaption>
      <div className="overflow-x-auto">
        <div style={{ minWidth: `${n * 0.5}rem` }}>
          {showCounts && (
            <div
              aria-hidden="true"
              className="grid text-center text-xs font-semibold tabular-nums"
              style={columns}
            >
              {bars.map((bar) => (
                <span key={bar.day}>{bar.tickets > 0 ? bar.tickets : ''}</span>
              ))}
            </div>
          )}
          <svg
            viewBox={`0 0 ${n * 10} 100`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={captionId}
            className="block h-40 w-full"
          >
            <title>{t.chartTitle}</title>
            {bars.map((bar, i) => {
              const h = bar.tickets > 0 ? Math.max(bar.ratio * 100, 1.5) : 0;
              return (
                <rect
                  key={bar.day}
                  data-testid="chart-bar"
                  data-tickets={bar.tickets}
                  x={i * 10 + 2}
                  y={100 - h}
                  width={6}
                  height={h}
                  className="fill-accent"
                >
                  <title>{bar.description}</title>
                </rect>
              );
            })}
          </svg>
          <div className="border-t border-ink-600" />
          <div aria-hidden="true" className="mt-1 grid text-center text-[11px] text-muted" style={columns}>
            {bars.map((bar, i) => (
              <span key={bar.day} className="whitespace-nowrap">
                {i % step === 0 ? bar.label : ''}
              </span>
            ))}
          </div>
        </div>
      </div>
      <table className="sr-only">
        <caption>{t.chartTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.dayColumn}</th>
            <th scope="col">{t.ticketsColumn}</th>
            <th scope="col">{t.amountColumn}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.day}>
              <th scope="row">{bar.label}</th>
              <td>{bar.tickets}</td>
              <td>{formatPrice(bar.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
