// Downloads held by « Mon forfait », kept on the device so they start when allowed even after the
// app was closed: the songs as asked, in order, at their quality.
import type { Quality } from '../player/store.ts';
import type { DownloadableSong } from './types.ts';

export const HELD_KEY = 'sanza.downloads-held';

/** A download asked and not started: the song and the quality it was asked at. */
export type HeldJob = { song: DownloadableSong; quality: Quality };

/** The held downloads kept on this device, in order (none when storage is refused or broken). */
export function readHeld(): HeldJob[] {
  try {
    const jobs = JSON.parse(window.localStorage.getItem(HELD_KEY) ?? '[]') as unknown;
    return Array.isArray(jobs)
      ? jobs.filter(
          (job): job is HeldJob => typeof job?.song?.id === 'number' && typeof job.quality === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Keeps `jobs` on this device; forgets them when there are none. */
export function saveHeld(jobs: readonly HeldJob[]): void {
  try {
    if (jobs.length) window.localStorage.setItem(HELD_KEY, JSON.stringify(jobs));
    else window.localStorage.removeItem(HELD_KEY);
  } catch {
    // Private mode may refuse storage: the held downloads then last for this visit.
  }
}
