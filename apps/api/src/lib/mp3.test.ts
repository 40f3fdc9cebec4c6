import { describe, expect, it } from 'vitest';
import { mp3DurationSeconds, mp3Frames, readFrameHeader } from './mp3.ts';

/** A silent-looking MPEG frame: header bytes, then zeros up to its length. */
function frame(header: number[], length: number): number[] {
  return [...header, ...new Array(length - 4).fill(0)];
}
// MPEG-2 Layer III, no CRC, 48 kbps, 22 050 Hz, no padding, mono: 72 × 48000 / 22050 = 156 bytes.
const MPEG2 = [0xff, 0xf3, 0x60, 0xc4];
// MPEG-1 Layer III, 128 kbps, 44 100 Hz, padding: 144 × 128000 / 44100 + 1 = 418 bytes.
const MPEG1_PADDED = [0xff, 0xfb, 0x92, 0x64];

describe('readFrameHeader', () => {
  it('reads version, rate, bitrate and padding into a length and a sample count', () => {
    expect(readFrameHeader(new Uint8Array(MPEG2), 0)).toEqual({
      offset: 0,
      length: 156,
      sampleRate: 22050,
      samples: 576,
    });
    expect(readFrameHeader(new Uint8Array(MPEG1_PADDED), 0)).toEqual({
      offset: 0,
      length: 418,
      sampleRate: 44100,
      samples: 1152,
    });
  });

  it('refuses what is not a Layer III header', () => {
    expect(readFrameHeader(new Uint8Array([0x49, 0x44, 0x33, 0x04]), 0)).toBeNull();
    expect(readFrameHeader(new Uint8Array([0xff, 0xfd, 0x60, 0xc4]), 0)).toBeNull(); // Layer II
    expect(readFrameHeader(new Uint8Array([0xff, 0xf3, 0xf0, 0xc4]), 0)).toBeNull(); // bad bitrate
    expect(readFrameHeader(new Uint8Array([0xff, 0xf3]), 0)).toBeNull();
  });
});

describe('mp3Frames and mp3DurationSeconds', () => {
  it('walks consecutive frames after an ID3v2 tag and stops at the first non-frame', () => {
    const id3 = [0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 5, 1, 2, 3, 4, 5];
    const bytes = new Uint8Array([...id3, ...frame(MPEG2, 156), ...frame(MPEG2, 156), 0, 0, 0]);
    const frames = mp3Frames(bytes);
    expect(frames.map((f) => f.offset)).toEqual([15, 171]);
    expect(mp3DurationSeconds(bytes)).toBeCloseTo((2 * 576) / 22050, 6);
  });

  it('answers 0 for a file without frames', () => {
    expect(mp3DurationSeconds(new Uint8Array([1, 2, 3]))).toBe(0);
  });
});
