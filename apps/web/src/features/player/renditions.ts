// A song's audio renditions, read from its detail (`GET /streaming/musics/{id}/` answers `audio_renditions`),
// each song asked once per visit. Kept apart from the query cache: the player lives outside React.
import type { AudioRendition } from '@sanza/contracts';
import { apiGet } from '../../lib/api-client.ts';

export type { AudioRendition, AudioRenditionCodec } from '@sanza/contracts';

/** How long a track waits for its detail before it plays the original file instead. */
export const RENDITIONS_TIMEOUT_MS = 3_000;

const known = new Map<number, readonly AudioRendition[]>();
const inFlight = new Map<number, Promise<readonly AudioRendition[] | null>>();

/** The renditions of `songId` if they are already known (no request). */
export function knownRenditions(songId: number): readonly AudioRendition[] | undefined {
  return known.get(songId);
}

/** Records renditions read elsewhere (the song page's own detail), so playing that song asks nothing. */
export function rememberRenditions(songId: number, renditions: readonly AudioRendition[] | undefined): void {
  if (Array.isArray(renditions)) known.set(songId, renditions);
}

/**
 * The renditions of `songId`: known ones at once, else its detail (one request however many ask). Null when
 * the detail could not be had within `timeoutMs` (offline, server down): the caller plays the original file,
 * and the next call asks again.
 */
export function loadRenditions(
  songId: number,
  timeoutMs = RENDITIONS_TIMEOUT_MS,
): Promise<readonly AudioRendition[] | null> {
  const ready = known.get(songId);
  if (ready) return Promise.resolve(ready);
  const pending = inFlight.get(songId);
  if (pending) return pending;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const request = apiGet<{ audio_renditions?: unknown }>(`/streaming/musics/${songId}/`, controller.signal)
    .then((song) => {
      // A server without renditions yet (or a song not processed yet) answers none: the original file plays.
      const renditions = Array.isArray(song.audio_renditions)
        ? (song.audio_renditions as AudioRendition[])
        : [];
      known.set(songId, renditions);
      return renditions;
    })
    .catch(() => null)
    .finally(() => {
      clearTimeout(timer);
      inFlight.delete(songId);
    });
  inFlight.set(songId, request);
  return request;
}

/** Forgets every known rendition (tests). */
export function forgetRenditions(): void {
  known.clear();
  inFlight.clear();
}
