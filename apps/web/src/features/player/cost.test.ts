import { describe, expect, it } from 'vitest';
import { bytesAt, songBytes, songsBytes } from './cost.ts';
import type { AudioRendition } from './renditions.ts';

const playsOpus = (type: string) => (type.includes('opus') ? 'probably' : '');
const eco = (codec: AudioRendition['codec'], size_bytes: number): AudioRendition => ({
  quality: 'eco',
  codec,
  url: `/media/r.${codec}`,
  bitrate_kbps: 32,
  size_bytes,
});

describe('listening cost', () => {
  it('counts length × the quality bitrate when the sizes are not known (32, 96, 192 kbit/s)', () => {
    expect(bytesAt(300, 32)).toBe(1_200_000);
    expect(songBytes({ duration: 300 }, 'eco', playsOpus)).toBe(1_200_000);
    expect(songBytes({ duration: 300 }, 'normal', playsOpus)).toBe(3_600_000);
    expect(songBytes({ duration: 300 }, 'high', playsOpus)).toBe(7_200_000);
  });

  it('uses the size of the rendition this browser would play when the answer gives it', () => {
    const song = { duration: 300, audio_renditions: [eco('opus', 900_000), eco('mp3', 1_250_000)] };
    expect(songBytes(song, 'eco', playsOpus)).toBe(900_000);
    expect(songBytes(song, 'eco', () => '')).toBe(1_250_000);
    // No Normal rendition listed: back to length × bitrate.
    expect(songBytes(song, 'normal', playsOpus)).toBe(3_600_000);
  });

  it('adds up a list', () => {
    expect(songsBytes([{ duration: 100 }, { duration: 200 }], 'eco', playsOpus)).toBe(1_200_000);
    expect(songsBytes([], 'eco', playsOpus)).toBe(0);
  });
});
