// Delivering counted plays: sent at once when the network is there; otherwise kept on the device
// (IndexedDB, through `play-queue.ts`, downloaded only then) and sent when the network comes back, on the
// next start, and every minute while online. The server counts each `client_play_id` once, so a play sent
// twice (an answer lost on the way back) still counts once.
import { hasPendingPlaysMark } from '../../lib/offline-marks.ts';
import { hasSessionTokens } from '../auth/store.ts';
import { postStream, type StreamPlay } from './api.ts';

/** How often plays waiting on the device are offered again while online. */
export const PENDING_PLAYS_INTERVAL_MS = 60_000;

/** A random UUID v4; `crypto.randomUUID` is missing outside secure contexts (a plain-http address). */
export function newPlayId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/** `date` in ISO 8601 with the device's own offset: `2026-05-02T14:03:22+01:00`. */
export function isoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

/** A play of `musicId` heard for `listenedS` seconds from `startedAt`. */
export function newPlay(musicId: number, listenedS: number, startedAt: Date): StreamPlay {
  return {
    music_id: musicId,
    client_play_id: newPlayId(),
    listened_seconds: Math.floor(listenedS),
    played_at: isoWithOffset(startedAt),
  };
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

let isQueueReady = false;

/**
 * Fetches the code that keeps plays (at the first track played by a signed-in listener), so a play counted
 * after the network dropped can still be kept: without a service worker, code cannot be fetched offline.
 */
export function prepareToKeepPlays(): void {
  if (isQueueReady || !hasSessionTokens()) return;
  isQueueReady = true;
  import('./play-queue.ts').catch(() => {
    isQueueReady = false;
  });
}

/** Keeps `play` on the device to send later. */
async function keep(play: StreamPlay): Promise<void> {
  const { keepPlay } = await import('./play-queue.ts');
  await keepPlay(play);
}

/**
 * Sends a counted play, or keeps it when there is no network (or no answer). Signed out, nothing is sent nor
 * kept (streams are counted for signed-in listeners). Never throws: the listener is listening.
 */
export async function deliverPlay(play: StreamPlay): Promise<void> {
  if (!hasSessionTokens()) return;
  try {
    const outcome = isOffline() ? 'keep' : await postStream(play);
    if (outcome === 'keep') await keep(play);
    // The network is there: plays kept earlier go too.
    else if (hasPendingPlaysMark()) await flushPendingPlays();
  } catch {
    // IndexedDB refused (private mode): that play is lost, as it was before plays were kept.
  }
}

/** Sends the plays kept on the device, if any, while online and signed in. */
export async function flushPendingPlays(): Promise<void> {
  if (!hasPendingPlaysMark() || isOffline() || !hasSessionTokens()) return;
  const { sendPendingPlays } = await import('./play-queue.ts');
  await sendPendingPlays(postStream);
}

/** Sends kept plays now, when the network comes back, and every minute; returns the function that stops it. */
export function watchPendingPlays(intervalMs = PENDING_PLAYS_INTERVAL_MS): () => void {
  const flush = () => void flushPendingPlays().catch(() => undefined);
  window.addEventListener('online', flush);
  const timer = setInterval(flush, intervalMs);
  flush();
  return () => {
    window.removeEventListener('online', flush);
    clearInterval(timer);
  };
}
