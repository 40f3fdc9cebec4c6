// The index of a WebM audio file: where its header ends (what a MediaSource needs before any audio), its
// duration, and where each cluster starts (the points playback can start from after a seek). Renditions are
// muxed with cues (ffmpeg's `-dash 1`), written after the audio and pointed at by the header's seek head: the
// header comes with the first request, the cues are asked for only when a seek needs them. Only the elements
// needed are read; everything else is skipped by its size.

/** A point playback can start from: the cluster starting at byte `offset` plays from `timeS`. */
export type WebmCue = { timeS: number; offset: number };

export type WebmHeader = {
  /** Bytes 0..headerEnd (exclusive) are the header a SourceBuffer gets first; the first cluster follows. */
  headerEnd: number;
  durationS: number | null;
  /** Where the data of the segment starts: positions in the seek head and the cues count from there. */
  segmentStart: number;
  /** Nanoseconds per timecode unit. */
  timecodeScale: number;
  /** Where the cues element starts (absolute), null when the file has none. */
  cuesOffset: number | null;
};

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CUES = 0x1c53bb6b;
const CUE_POINT = 0xbb;
const CUE_TIME = 0xb3;
const CUE_TRACK_POSITIONS = 0xb7;
const CUE_CLUSTER_POSITION = 0xf1;
const CLUSTER = 0x1f43b675;
const SEEK_HEAD = 0x114d9b74;
const SEEK = 0x4dbb;
const SEEK_ID = 0x53ab;
const SEEK_POSITION = 0x53ac;

type Element = { id: number; dataStart: number; size: number | null };

/** A variable-length integer at `at`: its value (marker bit kept for ids) and length; null past the end. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: !keepMarker && allOnes ? -1 : value, length };
}

function elementAt(bytes: Uint8Array, at: number): Element | null {
  const id = vint(bytes, at, true);
  if (!id) return null;
  const size = vint(bytes, at + id.length, false);
  if (!size) return null;
  return { id: id.value, dataStart: at + id.length + size.length, size: size.value < 0 ? null : size.value };
}

function readUint(bytes: Uint8Array, start: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[start + i]!;
  return value;
}

function readFloat(bytes: Uint8Array, start: number, size: number): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, size);
  if (size === 4) return view.getFloat32(0);
  if (size === 8) return view.getFloat64(0);
  return null;
}

/** The children of the element whose data spans [start, end). */
function* children(bytes: Uint8Array, start: number, end: number): Generator<Element> {
  let at = start;
  while (at < end) {
    const child = elementAt(bytes, at);
    if (!child || child.size === null || child.dataStart + child.size > end) return;
    yield child;
    at = child.dataStart + child.size;
  }
}

/** Where the seek head says the cues are, relative to the segment's data. */
function cuesPosition(bytes: Uint8Array, seekHead: Element): number | null {
  for (const seek of children(bytes, seekHead.dataStart, seekHead.dataStart + seekHead.size!)) {
    if (seek.id !== SEEK) continue;
    let id: number | null = null;
    let position: number | null = null;
    for (const field of children(bytes, seek.dataStart, seek.dataStart + seek.size!)) {
      if (field.id === SEEK_ID) id = readUint(bytes, field.dataStart, field.size!);
      if (field.id === SEEK_POSITION) position = readUint(bytes, field.dataStart, field.size!);
    }
    if (id === CUES && position !== null) return position;
  }
  return null;
}

/**
 * The header read from the first bytes of a WebM file; null when they are not WebM or end before the first
 * cluster (ask for more bytes).
 */
export function readWebmHeader(bytes: Uint8Array): WebmHeader | null {
  const header = elementAt(bytes, 0);
  if (!header || header.id !== EBML || header.size === null) return null;
  const segment = elementAt(bytes, header.dataStart + header.size);
  if (!segment || segment.id !== SEGMENT) return null;
  let timecodeScale = 1_000_000;
  let rawDuration: number | null = null;
  let cues: number | null = null;
  let at = segment.dataStart;
  while (at < bytes.length) {
    // The first cluster's id is enough: its size may not have arrived yet.
    if (vint(bytes, at, true)?.value === CLUSTER) {
      return {
        headerEnd: at,
        durationS: rawDuration === null ? null : (rawDuration * timecodeScale) / 1e9,
        segmentStart: segment.dataStart,
        timecodeScale,
        cuesOffset: cues === null ? null : segment.dataStart + cues,
      };
    }
    const child = elementAt(bytes, at);
    if (!child) return null;
    if (child.size === null || child.dataStart + child.size > bytes.length) return null;
    if (child.id === SEEK_HEAD) cues ??= cuesPosition(bytes, child);
    if (child.id === CUES) cues = at - segment.dataStart;
    if (child.id === INFO) {
      for (const field of children(bytes, child.dataStart, child.dataStart + child.size)) {
        if (field.id === TIMECODE_SCALE) timecodeScale = readUint(bytes, field.dataStart, field.size!);
        if (field.id === DURATION) rawDuration = readFloat(bytes, field.dataStart, field.size!);
      }
    }
    at = child.dataStart + child.size;
  }
  return null;
}

/**
 * The cues element at the start of `bytes` (read from `header.cuesOffset`), sorted by time; empty when the
 * bytes hold no whole cues element.
 */
export function readWebmCues(bytes: Uint8Array, header: WebmHeader): WebmCue[] {
  const cues = elementAt(bytes, 0);
  if (!cues || cues.id !== CUES || cues.size === null || cues.dataStart + cues.size > bytes.length) return [];
  const found: WebmCue[] = [];
  for (const point of children(bytes, cues.dataStart, cues.dataStart + cues.size)) {
    if (point.id !== CUE_POINT) continue;
    let time: number | null = null;
    let position: number | null = null;
    for (const field of children(bytes, point.dataStart, point.dataStart + point.size!)) {
      if (field.id === CUE_TIME) time = readUint(bytes, field.dataStart, field.size!);
      if (field.id !== CUE_TRACK_POSITIONS) continue;
      for (const pos of children(bytes, field.dataStart, field.dataStart + field.size!))
        if (pos.id === CUE_CLUSTER_POSITION) position ??= readUint(bytes, pos.dataStart, pos.size!);
    }
    if (time !== null && position !== null)
      found.push({ timeS: (time * header.timecodeScale) / 1e9, offset: header.segmentStart + position });
  }
  return found.sort((a, b) => a.timeS - b.timeS);
}

/** The cue to start from to play `timeS`: the last one at or before it. */
export function cueBefore(cues: readonly WebmCue[], timeS: number): WebmCue | null {
  let best: WebmCue | null = null;
  for (const cue of cues) {
    if (cue.timeS > timeS) break;
    best = cue;
  }
  return best ?? cues[0] ?? null;
}
