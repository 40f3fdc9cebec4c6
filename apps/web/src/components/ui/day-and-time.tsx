import { formatLongDate, formatTime } from '../../lib/format.ts';

/** « samedi 12 décembre 2026 · 20:00 »: the day in full (a machine-readable date), then the time. */
export function DayAndTime({ date, time }: { date: string; time: string }) {
  return (
    <span>
      <time dateTime={date}>{formatLongDate(date)}</time> · {formatTime(time)}
    </span>
  );
}
