import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cueBefore, readWebmCues, readWebmHeader } from './webm-index.ts';

// 16 s of Opus muxed as the server muxes Éco (ffmpeg `-f webm -dash 1`): clusters of about 5 s, cues at the end.
const FILE = new Uint8Array(
  readFileSync(new URL('../../test/fixtures/sixteen-seconds.webm', import.meta.url)),
);
const CLUSTER_ID = [0x1f, 0x43, 0xb6, 0x75];
const CUES_ID = [0x1c, 0x53, 0xbb, 0x6b];
const idAt = (offset: number) => [...FILE.subarray(offset, offset + 4)];

describe('the header of a WebM rendition', () => {
  it('ends where the first cluster starts, with the duration and where the cues are', () => {
    const header = readWebmHeader(FILE.subarray(0, 2048))!;
    expect(idAt(header.headerEnd)).toEqual(CLUSTER_ID);
    expect(header.durationS).toBeCloseTo(16, 1);
    expect(idAt(header.cuesOffset!)).toEqual(CUES_ID);
    // The cues are after the audio: the first request does not carry them.
    expect(header.cuesOffset!).toBeGreaterThan(FILE.length / 2);
  });

  it('asks for more bytes when they end before the first cluster, and refuses what is not WebM', () => {
    const header = readWebmHeader(FILE)!;
    expect(readWebmHeader(FILE.subarray(0, header.headerEnd - 1))).toBeNull();
    expect(readWebmHeader(FILE.subarray(0, header.headerEnd + 4))).toEqual(header);
    expect(readWebmHeader(new TextEncoder().encode('ID3 not a webm file at all'))).toBeNull();
    expect(readWebmHeader(new Uint8Array(0))).toBeNull();
  });
});

describe('the cues of a WebM rendition', () => {
  const header = readWebmHeader(FILE)!;
  const cues = readWebmCues(FILE.subarray(header.cuesOffset!), header);

  it('give each cluster its time and byte, in order, the first one right after the header', () => {
    expect(cues.length).toBeGreaterThanOrEqual(3);
    expect(cues[0]).toEqual({ timeS: 0, offset: header.headerEnd });
    for (const cue of cues) expect(idAt(cue.offset)).toEqual(CLUSTER_ID);
    for (let i = 1; i < cues.length; i++) {
      expect(cues[i]!.timeS).toBeGreaterThan(cues[i - 1]!.timeS);
      expect(cues[i]!.offset).toBeGreaterThan(cues[i - 1]!.offset);
      // Clusters of at most about 5 s: a seek never fetches more than that before its point.
      expect(cues[i]!.timeS - cues[i - 1]!.timeS).toBeLessThanOrEqual(5.1);
    }
  });

  it('are none when the bytes are cut short or are not cues', () => {
    expect(readWebmCues(FILE.subarray(header.cuesOffset!, header.cuesOffset! + 10), header)).toEqual([]);
    expect(readWebmCues(FILE.subarray(0, 100), header)).toEqual([]);
  });

  it('start a seek at the last cluster at or before its point', () => {
    expect(cueBefore(cues, 0.4)).toEqual(cues[0]);
    expect(cueBefore(cues, cues[1]!.timeS)).toEqual(cues[1]);
    expect(cueBefore(cues, cues[1]!.timeS + 1)).toEqual(cues[1]);
    expect(cueBefore(cues, 999)).toEqual(cues.at(-1));
    expect(cueBefore([], 3)).toBeNull();
  });
});
