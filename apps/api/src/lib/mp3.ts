/** One MPEG audio Layer III frame inside a buffer. */
export type Mp3Frame = { offset: number; length: number; sampleRate: number; samples: number };

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

/** Reads the Layer III frame header at `offset`, or null when there is none. */
export function readFrameHeader(buf: Uint8Array, offset: number): Mp3Frame | null {
  if (offset + 4 > buf.length) return null;
  const b1 = buf[offset + 1]!;
  const b2 = buf[offset + 2]!;
  // 11 sync bits, then version (2 bits) and layer (2 bits; 01 = Layer III).
  if (buf[offset] !== 0xff || (b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 0x03) !== 0x01) return null;
  const version = (b1 >> 3) & 0x03;
  const rates = SAMPLE_RATES[version];
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0x03;
  if (!rates || rateIndex === 3 || bitrateIndex === 0 || bitrateIndex === 15) return null;
  const mpeg1 = version === 3;
  const kbps = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[bitrateIndex]!;
  const sampleRate = rates[rateIndex]!;
  const padding = (b2 >> 1) & 0x01;
  const length = Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
  return { offset, length, sampleRate, samples: mpeg1 ? 1152 : 576 };
}

/** Size of an ID3v2 tag at the start of the buffer (0 when there is none). */
function id3Size(buf: Uint8Array): number {
  if (buf.length < 10 || buf[0] !== 0x49 || buf[1] !== 0x44 || buf[2] !== 0x33) return 0;
  // Four 7-bit "syncsafe" bytes, plus the 10-byte header.
  return ((buf[6]! << 21) | (buf[7]! << 14) | (buf[8]! << 7) | buf[9]!) + 10;
}

/** Every consecutive Layer III frame of a file, after an optional ID3v2 tag; stops at the first non-frame. */
export function mp3Frames(buf: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let offset = id3Size(buf);
  for (;;) {
    const frame = readFrameHeader(buf, offset);
    if (!frame || offset + frame.length > buf.length) break;
    frames.push(frame);
    offset += frame.length;
  }
  return frames;
}

/** Duration of an MP3 from its frames, in seconds (0 when it holds none). */
export function mp3DurationSeconds(buf: Uint8Array): number {
  const frames = mp3Frames(buf);
  if (frames.length === 0) return 0;
  return frames.reduce((sum, f) => sum + f.samples, 0) / frames[0]!.sampleRate;
}
