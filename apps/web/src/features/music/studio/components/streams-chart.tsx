import { axisDays, CHART, chartBars, dayLabel, formatCount } from '../rules.ts';
import { studioMusicTexts } from '../texts.ts';

const T = studioMusicTexts.stats;

/**
 * Streams per day as bars of inline SVG (no chart library). The SVG is one labelled picture for screen readers,
 * with its numbers in a visually hidden table beside it; each bar also carries its day and count as a tooltip.
 */
export function StreamsChart({ days }: { days: readonly { date: string; streams: number }[] }) {
  const bars = chartBars(days);
  const total = days.reduce((n, d) => n + d.streams, 0);
  const best = days.reduce<{ date: string; streams: number } | null>(
    (top, d) => (d.streams > 0 && (!top || d.streams > top.streams) ? d : top),
    null,
  );
  const max = best?.streams ?? 0;
  const title = T.chartTitle(days.length);
  const summary = T.chartSummary(
    total,
    best ? `${dayLabel(best.date)} (${formatCount(best.streams)})` : null,
  );
  return (
    <figure aria-labelledby="streams-chart-title" className="space-y-3">
      <figcaption id="streams-chart-title" className="font-bold">
        {title}
      </figcaption>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-8 shrink-0 flex-col justify-between pb-6 text-right text-xs text-muted"
        >
          <span>{formatCount(max)}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={`${title}. ${summary}`}
            viewBox={`0 0 ${CHART.width} ${CHART.height}`}
            preserveAspectRatio="none"
            className="h-40 w-full border-b border-l border-ink-700 sm:h-56"
          >
            {bars.map((bar) => (
              <rect
                key={bar.date}
                data-testid="streams-bar"
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={1}
                className="fill-accent"
              >
                <title>{`${dayLabel(bar.date)} : ${formatCount(bar.streams)}`}</title>
              </rect>
            ))}
          </svg>
          <div aria-hidden="true" className="relative mt-1 h-4 text-xs text-muted">
            {axisDays(days.length).map((i) => {
              const isLast = i === days.length - 1;
              return (
                <span
                  key={days[i]!.date}
                  // Under its bar's middle; the last one ends at the chart's right edge.
                  style={isLast ? { right: 0 } : { left: `${((i + 0.5) / days.length) * 100}%` }}
                  className={`absolute top-0 whitespace-nowrap ${isLast ? '' : '-translate-x-1/2'}`}
                >
                  {dayLabel(days[i]!.date)}
                </span>
              );
            })}
          </div>
        </div>
      </div>
      <p className="text-sm text-muted">{summary}</p>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{T.dayColumn}</th>
            <th scope="col">{T.streamsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{dayLabel(d.date)}</th>
              <td>{d.streams}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
