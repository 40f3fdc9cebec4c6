// The listening quality: the setting the listener picks, what Auto means on this connection,
// and which of a song's renditions the browser plays. Pure, apart from reading the browser's hints.
import { isDataSavingMarked } from '../../lib/data-saving-mark.ts';
import type { AudioRendition, AudioRenditionCodec } from './renditions.ts';

/** The three renditions every song gets. */
export type Quality = AudioRendition['quality'];
/** What the listener picks; Auto follows the connection. */
export type QualitySetting = 'auto' | Quality;

export const QUALITY_SETTINGS: readonly QualitySetting[] = ['auto', 'eco', 'normal', 'high'];

/** The nominal bitrate of each quality (kbit/s), for costs when a rendition's size is not known. */
export const QUALITY_BITRATE_KBPS: Readonly<Record<Quality, number>> = { eco: 32, normal: 96, high: 192 };

export const QUALITY_STORAGE_KEY = 'sanza.audio-quality';

/** What `navigator.connection` tells (Chromium and Android WebView; Safari and Firefox have none). */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string } | undefined;

/** Connections on which Auto picks Éco: a megabyte is slow and, on prepaid data, dear. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/** The browser's connection hints, if it gives any. */
export function connectionHints(): ConnectionHints {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

/** What « Mon forfait » asks of Auto: to save data once 90 % of the plan is used. */
export type BudgetHint = { isSavingData: boolean } | undefined;

/** The device's data budget, as Auto reads it: the mark « Mon forfait » leaves (no need to load it here). */
export function budgetHint(): BudgetHint {
  return { isSavingData: isDataSavingMarked() };
}

/**
 * Auto: Éco when the listener's plan is nearly spent, the browser asks to save data or the connection is 3g
 * or slower; Normal otherwise.
 */
export function autoQuality(hints: ConnectionHints, budget?: BudgetHint): Quality {
  if (budget?.isSavingData || hints?.saveData) return 'eco';
  if (hints?.effectiveType && SLOW_CONNECTIONS.has(hints.effectiveType)) return 'eco';
  return 'normal';
}

/** The quality a setting means now (a chosen quality stays as chosen, whatever the plan). */
export function resolveQuality(
  setting: QualitySetting,
  hints: ConnectionHints = connectionHints(),
  budget: BudgetHint = budgetHint(),
): Quality {
  return setting === 'auto' ? autoQuality(hints, budget) : setting;
}

function isQualitySetting(value: unknown): value is QualitySetting {
  return typeof value === 'string' && (QUALITY_SETTINGS as readonly string[]).includes(value);
}

/** The remembered setting; Auto when none (or storage is refused). */
export function readQualitySetting(): QualitySetting {
  try {
    const stored = window.localStorage.getItem(QUALITY_STORAGE_KEY);
    return isQualitySetting(stored) ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

/** Remembers the setting on this device. */
export function saveQualitySetting(setting: QualitySetting): void {
  try {
    window.localStorage.setItem(QUALITY_STORAGE_KEY, setting);
  } catch {
    // Private mode may refuse storage: the setting then lasts for this visit.
  }
}

/** The MIME type to ask `canPlayType` about for a rendition (Opus comes in Ogg, or WebM by its name). */
function mimeTypeOf(codec: AudioRenditionCodec, url: string): string | null {
  if (codec === 'opus')
    return /\.webm(\?|#|$)/i.test(url) ? 'audio/webm; codecs=opus' : 'audio/ogg; codecs=opus';
  if (codec === 'aac') return 'audio/mp4; codecs="mp4a.40.2"';
  // MP3 plays everywhere the site runs: it is the fallback, never asked about.
  return null;
}

/** `canPlayType` of the page's audio: '' (no), 'maybe' or 'probably'. */
export type CanPlayType = (mimeType: string) => string;

/** Whether this browser plays `rendition`. */
export function isPlayable(rendition: AudioRendition, canPlayType: CanPlayType): boolean {
  const mimeType = mimeTypeOf(rendition.codec, rendition.url);
  return mimeType === null || canPlayType(mimeType) !== '';
}

/**
 * The rendition of `quality` to play: the first of that quality the browser can play, in the server's order
 * (Éco lists Opus before its MP3 twin, which is Safari's fallback). Null when the song has none yet.
 */
export function pickRendition(
  renditions: readonly AudioRendition[],
  quality: Quality,
  canPlayType: CanPlayType,
): AudioRendition | null {
  return (
    renditions.find((rendition) => rendition.quality === quality && isPlayable(rendition, canPlayType)) ??
    null
  );
}

let probe: HTMLAudioElement | null = null;

/** The browser's own `canPlayType`, asked of one spare audio element. */
export function browserCanPlayType(mimeType: string): string {
  if (typeof document === 'undefined') return '';
  probe ??= document.createElement('audio');
  return probe.canPlayType(mimeType);
}
