// The window a rendition is streamed through: what is held ahead of the position, which bytes to ask next, where a
// second sits in the file. Pure rules; `windowed-stream.ts` does the fetching and feeds the MediaSource.

/** How a streamed rendition is held: its URL, container and size, and the song's length. */
export type StreamPlan = {
  url: string;
  container: 'webm' | 'mp3';
  sizeBytes: number;
  durationS: number;
};

/** The window: what is fetched ahead of the position, and in what steps. */
export const WINDOW = {
  /** Never more than this many seconds held ahead of the position (fetched ahead but not heard). */
  aheadS: 30,
  /** Requests bring at most this many seconds. */
  stepS: 10,
  /** The first request: the header and this many seconds, enough to start; each next one at most doubles. */
  firstS: 2,
  /** Bytes asked on top of the first seconds for a WebM header (about 700 bytes, up to its first cluster). */
  headerBytes: 1_536,
} as const;

/** The MIME type a MediaSource is given for each container. */
export const MIME_TYPES: Record<StreamPlan['container'], string> = {
  webm: 'audio/webm; codecs="opus"',
  mp3: 'audio/mpeg',
};

/** Whether this browser streams `container` through a MediaSource (else the element fetches the file). */
export function canStreamWindowed(container: StreamPlan['container']): boolean {
  return typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(MIME_TYPES[container]);
}

/** The container a rendition URL is streamed as, or null when it plays by the element alone. */
export function windowedContainer(url: string, codec: string): StreamPlan['container'] | null {
  const path = url.split(/[?#]/)[0] ?? url;
  if (codec === 'opus' && path.endsWith('.webm')) return 'webm';
  if (codec === 'mp3' && path.endsWith('.mp3')) return 'mp3';
  return null;
}

/**
 * The next bytes to ask for, or null while enough is held: `[start, end]` (inclusive, as a Range header),
 * when less than `aheadS − stepS` seconds are held ahead, up to `aheadS` ahead, never past the file. Pure.
 */
export function nextRange(input: {
  container: StreamPlan['container'];
  nextByte: number;
  sizeBytes: number;
  bytesPerSecond: number;
  heldAheadS: number;
  first: boolean;
}): [number, number] | null {
  const { container, nextByte, sizeBytes, bytesPerSecond, heldAheadS, first } = input;
  if (nextByte >= sizeBytes) return null;
  if (!first && heldAheadS >= WINDOW.aheadS - WINDOW.stepS) return null;
  // Small first, then growing: the start waits for little, and each answer comes before the held seconds
  // run out (a request of twice what is held takes half as long as playing it, down to half real time).
  const seconds = first
    ? WINDOW.firstS
    : Math.min(WINDOW.stepS, WINDOW.aheadS - heldAheadS, Math.max(2 * WINDOW.firstS, 2 * heldAheadS));
  const extra = first && container === 'webm' ? WINDOW.headerBytes : 0;
  const end = Math.min(sizeBytes, nextByte + Math.ceil(seconds * bytesPerSecond) + extra) - 1;
  return [nextByte, end];
}

/** The byte a constant-bitrate MP3 holds second `timeS` at. */
export function mp3ByteAt(timeS: number, plan: Pick<StreamPlan, 'sizeBytes' | 'durationS'>): number {
  const ratio = Math.min(1, Math.max(0, timeS / plan.durationS));
  return Math.floor(ratio * plan.sizeBytes);
}

/** Seconds held ahead of `position` in `ranges` (0 when the position is outside them). */
export function heldAhead(ranges: TimeRanges, position: number): number {
  for (let i = 0; i < ranges.length; i++) {
    if (ranges.start(i) <= position + 0.25 && position <= ranges.end(i)) return ranges.end(i) - position;
  }
  return 0;
}

/** The first request of a stream: its header and first seconds. */
export function firstRange(plan: StreamPlan): [number, number] {
  return nextRange({
    container: plan.container,
    nextByte: 0,
    sizeBytes: plan.sizeBytes,
    bytesPerSecond: plan.sizeBytes / plan.durationS,
    heldAheadS: 0,
    first: true,
  })!;
}
