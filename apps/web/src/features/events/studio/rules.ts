import {
  studioEventMessages as msg,
  STUDIO_EVENT_LIMITS,
  type StudioEvent,
  type StudioSales,
} from '@sanza/contracts';
import { formatPrice } from '../../../lib/format.ts';
import { studioEventsTexts as t } from './texts.ts';

/** The badge of an event's status: hidden by staff wins over published. */
export function statusBadge(event: Pick<StudioEvent, 'status' | 'hidden_reason'>): {
  label: string;
  tone: 'draft' | 'published' | 'cancelled' | 'hidden';
} {
  if (event.status === 'cancelled') return { label: t.status.cancelled, tone: 'cancelled' };
  if (event.hidden_reason) return { label: t.status.hidden, tone: 'hidden' };
  if (event.status === 'published') return { label: t.status.published, tone: 'published' };
  return { label: t.status.draft, tone: 'draft' };
}

/** The status actions an event's state allows. */
export function statusActions(event: Pick<StudioEvent, 'status'>): ('publish' | 'unpublish' | 'cancel')[] {
  if (event.status === 'draft') return ['publish', 'cancel'];
  if (event.status === 'published') return ['unpublish', 'cancel'];
  return [];
}

/** A cover file checked before it is sent: JPEG, PNG or WebP of at most 10 MB; answers the error or null. */
export function coverFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) return msg.coverType;
  if (file.size > STUDIO_EVENT_LIMITS.coverMaxBytes) return msg.coverTooLarge;
  return null;
}

export type ChartBar = {
  day: string;
  tickets: number;
  amount: number;
  /** Height as a share of the tallest bar, 0–1. */
  ratio: number;
  /** `12 déc.`: the day's short label under its bar. */
  label: string;
  /** What a screen reader says of the bar. */
  description: string;
};

const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/**
 * The bars of the sales chart: one per day from the first sale to the last, days without a sale included
 * (a bar of 0), so the gaps show. Each bar's height is its tickets over the best day's.
 */
export function chartBars(perDay: StudioSales['per_day']): ChartBar[] {
  if (perDay.length === 0) return [];
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const sorted = [...perDay].sort((a, b) => a.day.localeCompare(b.day));
  const first = Date.parse(`${sorted[0]?.day}T00:00:00Z`);
  const last = Date.parse(`${sorted.at(-1)?.day}T00:00:00Z`);
  const days: string[] = [];
  // At most a year of bars: a longer sale keeps its days with sales only.
  if ((last - first) / 86_400_000 <= 366) {
    for (let at = first; at <= last; at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  } else {
    days.push(...sorted.map((d) => d.day));
  }
  const max = Math.max(...perDay.map((d) => d.tickets), 1);
  return days.map((day) => {
    const row = byDay.get(day) ?? { day, tickets: 0, amount: 0 };
    const date = new Date(`${day}T00:00:00Z`);
    return {
      day,
      tickets: row.tickets,
      amount: row.amount,
      ratio: row.tickets / max,
      label: dayLabel.format(date),
      description: t.sales.barDescription(dayLong.format(date), row.tickets, formatPrice(row.amount)),
    };
  });
}
