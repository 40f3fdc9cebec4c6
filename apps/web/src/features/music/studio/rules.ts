import {
  ARTIST_PHOTO_MAX_BYTES,
  type SongUploadStatus,
  studioMusicMessages,
} from '@sanza/contracts/constants';
import { ApiError } from '../../../lib/api-client.ts';
import { VENUE_TIME_ZONE } from '../../../lib/format.ts';
import { studioMusicTexts as T } from './texts.ts';

/** The picture types the server accepts for an artist photo or an album cover (it checks the content too). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** How often the song list asks again while a song is still being processed. */
export const SONGS_POLL_MS = 3000;

/** Why a file cannot be an artist photo or album cover (JPEG/PNG/WebP, ≤ 10 MB), in the server's words; or null. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return studioMusicMessages.photoType;
  if (file.size > ARTIST_PHOTO_MAX_BYTES) return studioMusicMessages.photoTooLarge;
  return null;
}

/** The French label of an upload's status. */
export function statusLabel(status: SongUploadStatus): string {
  return T.status[status];
}

/** The song list's refetch interval: every few seconds while an upload is processing, never otherwise. */
export function songsRefetchInterval(
  songs: readonly { status: SongUploadStatus }[] | undefined,
): number | false {
  return songs?.some((song) => song.status === 'processing') ? SONGS_POLL_MS : false;
}

/** `245` seconds → `4:05`; an unknown duration → an empty string. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** `12345` → `12 345` with plain no-break spaces (old Android fonts draw the narrow one as a box). */
export function formatCount(value: number): string {
  return integer.format(value).replace(/[\u202f\s]/g, '\u00a0');
}

/** Today's date (`YYYY-MM-DD`) in the platform's time zone, the one release dates are counted in. */
export function todayIn(now: Date = new Date(), timeZone: string = VENUE_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const releaseDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2027-01-09` → `9 janvier 2027`; anything unparsable as is. */
export function formatReleaseDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? date : releaseDate.format(day);
}

/** True when an album's release date is still to come: it stays hidden from the public until that day. */
export function isFutureRelease(releaseDate: string, today: string = todayIn()): boolean {
  return releaseDate > today;
}

/** `ids` with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveTrack<T>(ids: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** True when two orders of tracks differ. */
export function isOrderChanged(a: readonly number[], b: readonly number[]): boolean {
  return a.length !== b.length || a.some((id, i) => id !== b[i]);
}

/** One bar of the streams chart, in the chart's own units (its viewBox). */
export type ChartBar = { date: string; streams: number; x: number; y: number; width: number; height: number };

/** Size of the streams chart's drawing area, in viewBox units. */
export const CHART = { width: 300, height: 120, gap: 2 } as const;

/**
 * The bars of the streams chart: one per day, oldest on the left, as tall as its share of the busiest day
 * (a day with streams is never drawn flat: at least 1 unit). All flat when there was no stream at all.
 */
export function chartBars(days: readonly { date: string; streams: number }[]): ChartBar[] {
  const max = Math.max(0, ...days.map((d) => d.streams));
  const slot = days.length ? CHART.width / days.length : 0;
  return days.map((day, i) => {
    const height = max === 0 ? 0 : Math.max(day.streams > 0 ? 1 : 0, (day.streams / max) * CHART.height);
    return {
      date: day.date,
      streams: day.streams,
      x: i * slot + CHART.gap / 2,
      y: CHART.height - height,
      width: Math.max(0, slot - CHART.gap),
      height,
    };
  });
}

/** The days the chart's axis names: today, and every week back from it. */
export function axisDays(count: number, every = 7): number[] {
  const out: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) out.unshift(i);
  return out;
}

/** `2026-11-25` → `25/11`, for the chart's axis and table. */
export function dayLabel(date: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[2]}/${match[1]}` : date;
}

/** The text of a failed call: the server's own French message, else a generic one. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : T.genericError;
}

/** The server's messages for field `field` of a 400 answer, or none. */
export function fieldErrorsOf(error: unknown, field: string): string[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const messages = (error.body as Record<string, unknown>)[field];
  return Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
}
