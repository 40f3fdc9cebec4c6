// What the audio element plays for a track: the downloaded copy when there is one (a blob URL, so
// seeking works offline without a service worker), else the rendition of the chosen quality, else the
// song's original file (a song not processed yet, or a detail that could not be had).
import { openDownloadedAudio } from '../../lib/downloaded-audio.ts';
import { hasDownloadsMark } from '../../lib/offline-marks.ts';
import { browserCanPlayType, pickRendition, type Quality } from './quality.ts';
import { type AudioRendition, knownRenditions, loadRenditions } from './renditions.ts';
import { canStreamWindowed, type StreamPlan, windowedContainer } from './stream-window.ts';
import type { PlayerTrack } from './types.ts';
import { prefetchFirstSeconds } from './windowed-stream.ts';

/** A source for the audio element; `revoke` frees a blob URL once the element no longer plays it. */
export type TrackSource = {
  url: string;
  kind: 'download' | 'rendition' | 'file';
  /** The quality played (a rendition's), null for the original file or a download. */
  quality: Quality | null;
  revoke?: () => void;
  /** Set when the rendition is streamed a window at a time through a MediaSource (else the element fetches it). */
  stream?: StreamPlan;
};

/** How `rendition` of `track` streams a window at a time, or undefined when this browser cannot. */
function streamPlan(track: PlayerTrack, rendition: AudioRendition): StreamPlan | undefined {
  const container = windowedContainer(rendition.url, rendition.codec);
  if (!container || !(rendition.size_bytes > 0) || !(track.duration > 0)) return undefined;
  if (!canStreamWindowed(container)) return undefined;
  return { url: rendition.url, container, sizeBytes: rendition.size_bytes, durationS: track.duration };
}

function streamed(
  track: PlayerTrack,
  renditions: readonly AudioRendition[] | null,
  quality: Quality,
): TrackSource {
  const rendition = renditions ? pickRendition(renditions, quality, browserCanPlayType) : null;
  if (!rendition) return { url: track.audioUrl, kind: 'file', quality: null };
  const stream = streamPlan(track, rendition);
  return { url: rendition.url, kind: 'rendition', quality, ...(stream ? { stream } : {}) };
}

/**
 * The source at once, when nothing needs asking: no downloads on this device and the renditions already
 * known. Null otherwise (then `resolveSource`). Playing at once keeps the user's tap a gesture for browsers
 * that want one.
 */
export function immediateSource(track: PlayerTrack, quality: Quality): TrackSource | null {
  if (hasDownloadsMark()) return null;
  const renditions = knownRenditions(track.id);
  return renditions ? streamed(track, renditions, quality) : null;
}

/** The downloaded copy of `track` as a blob URL, if this device holds one. */
async function downloadedSource(track: PlayerTrack): Promise<TrackSource | null> {
  if (!hasDownloadsMark()) return null;
  try {
    const blob = await openDownloadedAudio(track.id);
    if (!blob) return null;
    const url = URL.createObjectURL(blob);
    return { url, kind: 'download', quality: null, revoke: () => URL.revokeObjectURL(url) };
  } catch {
    // Storage unreadable (cleared, private mode): the network copy plays.
    return null;
  }
}

/** The source of `track` at `quality`, asking the device's downloads and then the song's detail. */
export async function resolveSource(track: PlayerTrack, quality: Quality): Promise<TrackSource> {
  const downloaded = await downloadedSource(track);
  if (downloaded) return downloaded;
  return streamed(track, await loadRenditions(track.id), quality);
}

/** The streamed source of `track` at another quality, for a switch mid-track (downloads stay as they are). */
export async function streamedSource(track: PlayerTrack, quality: Quality): Promise<TrackSource> {
  return streamed(track, await loadRenditions(track.id), quality);
}

/**
 * Fetches the first seconds of `track` at `quality` ahead of its turn (near the end of the one playing), so it
 * starts without a gap; nothing for a track held on the device or one the element streams by itself.
 */
export async function prefetchStart(track: PlayerTrack, quality: Quality): Promise<void> {
  const downloaded = await downloadedSource(track);
  if (downloaded) {
    downloaded.revoke?.();
    return;
  }
  const next = streamed(track, await loadRenditions(track.id), quality);
  if (next.stream) prefetchFirstSeconds(next.stream);
}
