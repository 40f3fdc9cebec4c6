// Streaming a rendition through a MediaSource, a few seconds at a time: the listener pays for what they hear
// plus at most WINDOW.aheadS seconds, not for the whole file the audio element would fetch by itself (its own
// buffering reads ahead several megabytes, a whole song in Éco). Sound starts after the header and the first
// few seconds; a seek outside what is held restarts the window where it lands (at a cluster of a WebM file,
// found through its cues; at the byte of that second in a constant-bitrate MP3).
import { claimForeground } from '../../lib/foreground.ts';
import {
  canStreamWindowed,
  firstRange,
  heldAhead,
  MIME_TYPES,
  mp3ByteAt,
  nextRange,
  type StreamPlan,
  WINDOW,
} from './stream-window.ts';
import { cueBefore, readWebmCues, readWebmHeader, type WebmCue, type WebmHeader } from './webm-index.ts';

// ——— First seconds of the next track ———

/** The first request's bytes of tracks about to play, by URL (two at most: the next, and one skipped). */
const heads = new Map<string, Promise<Uint8Array | null>>();

async function fetchRange(
  url: string,
  start: number,
  end: number,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const response = await fetch(url, { headers: { Range: `bytes=${start}-${end}` }, signal });
  if (!response.ok) throw new Error(`audio ${response.status}`);
  const wanted = end - start + 1;
  // A server that ignores Range answers the whole file: only the asked bytes are read, the rest is cancelled.
  if (response.status === 206 || !response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  while (length < wanted) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    length += value.length;
  }
  await reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(Math.min(length, wanted));
  let at = 0;
  for (const part of parts) {
    const take = part.subarray(0, bytes.length - at);
    bytes.set(take, at);
    at += take.length;
    if (at >= bytes.length) break;
  }
  return bytes;
}

/**
 * Fetches the first seconds of a track about to play, so it starts without waiting for the network: only
 * that, and only once per track.
 */
export function prefetchFirstSeconds(plan: StreamPlan): void {
  if (heads.has(plan.url) || !canStreamWindowed(plan.container)) return;
  const [start, end] = firstRange(plan);
  heads.set(
    plan.url,
    fetchRange(plan.url, start, end).catch(() => null),
  );
  while (heads.size > 2) heads.delete(heads.keys().next().value!);
}

/** Whether the first seconds of `url` were fetched ahead (tests, bench). */
export function hasFirstSeconds(url: string): boolean {
  return heads.has(url);
}

// ——— The stream ———

function waitForUpdate(buffer: SourceBuffer): Promise<void> {
  if (!buffer.updating) return Promise.resolve();
  return new Promise((resolve) => buffer.addEventListener('updateend', () => resolve(), { once: true }));
}

/**
 * Plays `plan` on `audio` through a MediaSource, fetching a window ahead of the position; `onFailure` is told
 * when a request fails (the network dropped), as the element tells a media error. Answers the function that
 * stops it (pending requests aborted, the element let go).
 */
export function attachWindowedStream(
  audio: HTMLAudioElement,
  plan: StreamPlan,
  onFailure: () => void = () => undefined,
): () => void {
  const source = new MediaSource();
  const objectUrl = URL.createObjectURL(source);
  const bytesPerSecond = plan.sizeBytes / plan.durationS;
  let buffer: SourceBuffer | null = null;
  let header: Uint8Array | null = null;
  let webm: WebmHeader | null = null;
  let cues: Promise<WebmCue[]> | null = null;
  let nextByte = 0;
  let first = true;
  let busy = false;
  let stopped = false;
  /** Bumped at each restart (seek outside the window): answers for an older window are dropped. */
  let generation = 0;
  let controller = new AbortController();
  // The start goes before background downloads, until a step's worth is held.
  const releaseForeground = claimForeground();

  async function append(bytes: Uint8Array, gen: number): Promise<boolean> {
    if (!buffer || gen !== generation || stopped) return false;
    await waitForUpdate(buffer);
    if (gen !== generation || stopped || source.readyState !== 'open') return false;
    buffer.appendBuffer(bytes as Uint8Array<ArrayBuffer>);
    await waitForUpdate(buffer);
    return gen === generation && !stopped;
  }

  async function finishIfWhole(): Promise<void> {
    if (nextByte < plan.sizeBytes || !buffer || source.readyState !== 'open') return;
    await waitForUpdate(buffer);
    if (source.readyState === 'open' && !buffer.updating) source.endOfStream();
  }

  async function pump(): Promise<void> {
    if (busy || stopped || !buffer) return;
    const range = nextRange({
      container: plan.container,
      nextByte,
      sizeBytes: plan.sizeBytes,
      bytesPerSecond,
      heldAheadS: heldAhead(buffer.buffered, audio.currentTime),
      first,
    });
    if (!range) {
      releaseForeground();
      return;
    }
    if (heldAhead(buffer.buffered, audio.currentTime) >= WINDOW.stepS) releaseForeground();
    busy = true;
    const gen = generation;
    try {
      const ahead = first && nextByte === 0 ? heads.get(plan.url) : undefined;
      heads.delete(plan.url);
      const bytes =
        (ahead ? await ahead : null) ?? (await fetchRange(plan.url, range[0], range[1], controller.signal));
      if (gen !== generation || stopped) return;
      if (nextByte === 0 && plan.container === 'webm') {
        webm = readWebmHeader(bytes);
        if (webm) header = bytes.slice(0, webm.headerEnd);
      }
      nextByte += bytes.length;
      first = false;
      if (!(await append(bytes, gen))) return;
      await finishIfWhole();
    } catch {
      // Network lost: the player's recovery reattaches the track (a stop or a seek's restart is no failure).
      releaseForeground();
      if (!stopped && gen === generation) onFailure();
      return;
    } finally {
      if (gen === generation) busy = false;
    }
    void pump();
  }

  function webmCues(): Promise<WebmCue[]> {
    if (cues) return cues;
    const offset = webm?.cuesOffset;
    if (!webm || offset === null || offset === undefined) return Promise.resolve([]);
    const known = webm;
    cues = fetchRange(plan.url, offset, plan.sizeBytes - 1)
      .then((bytes) => readWebmCues(bytes, known))
      .catch(() => {
        cues = null;
        return [];
      });
    return cues;
  }

  /** The position is outside what is held: the window restarts there. */
  async function restartAt(timeS: number): Promise<void> {
    if (!buffer) return;
    generation += 1;
    const gen = generation;
    controller.abort();
    controller = new AbortController();
    busy = true;
    try {
      let startByte: number;
      if (plan.container === 'webm') {
        const cue = cueBefore(await webmCues(), timeS);
        // Without cues the window starts over from the beginning (the element then plays up to the point).
        startByte = cue ? cue.offset : 0;
      } else {
        startByte = mp3ByteAt(timeS, plan);
      }
      if (gen !== generation || stopped) return;
      await waitForUpdate(buffer);
      if (gen !== generation || stopped || source.readyState !== 'open') return;
      buffer.abort();
      if (buffer.buffered.length > 0) {
        buffer.remove(0, Number.POSITIVE_INFINITY);
        await waitForUpdate(buffer);
      }
      if (gen !== generation || stopped) return;
      if (plan.container === 'mp3') {
        buffer.timestampOffset = timeS;
      } else if (header && startByte > 0) {
        // The header again, then clusters: a parser reset after abort() starts from a clean state.
        if (!(await append(header, gen))) return;
      }
      nextByte = startByte;
      first = startByte === 0;
    } finally {
      if (gen === generation) busy = false;
    }
    void pump();
  }

  const onTime = () => void pump();
  const onSeeking = () => {
    if (!buffer) return;
    if (heldAhead(buffer.buffered, audio.currentTime) > 0) return;
    void restartAt(audio.currentTime);
  };

  source.addEventListener(
    'sourceopen',
    () => {
      URL.revokeObjectURL(objectUrl);
      if (stopped) return;
      buffer = source.addSourceBuffer(MIME_TYPES[plan.container]);
      // An MP3 tells no length: without it, the element's length would be what is held, and a seek past it
      // would stop there. (A WebM header sets it.)
      if (plan.container === 'mp3') source.duration = plan.durationS;
      void pump();
    },
    { once: true },
  );
  audio.addEventListener('timeupdate', onTime);
  audio.addEventListener('seeking', onSeeking);
  audio.src = objectUrl;

  return () => {
    stopped = true;
    releaseForeground();
    controller.abort();
    audio.removeEventListener('timeupdate', onTime);
    audio.removeEventListener('seeking', onSeeking);
    URL.revokeObjectURL(objectUrl);
  };
}
