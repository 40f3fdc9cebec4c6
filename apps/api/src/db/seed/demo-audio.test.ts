import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3Frames } from '../../lib/mp3.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { renderDemoTrack } from './demo-audio.ts';
import { demoAudioPath, demoSourcePath, prepareDemoAudio } from './demo-audio-files.ts';
import { DEMO_TUNES } from './demo-tunes.ts';

let dir: string;
let durations: number[];
let ctx: TestContext;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sanza-audio-'));
  durations = await prepareDemoAudio(dir);
  ctx = await createTestApp();
  mkdirSync(join(ctx.config.mediaDir, 'audio'), { recursive: true });
  copyFileSync(join(dir, demoAudioPath(0)), join(ctx.config.mediaDir, demoAudioPath(0)));
}, 120_000);
afterAll(() => ctx.close());

describe('demo tunes', () => {
  it('are eight real MP3 files (MPEG-2 Layer III, 22 050 Hz, 48 kbps, mono) of at least 45 s', () => {
    expect(durations).toHaveLength(8);
    for (const [i, seconds] of durations.entries()) {
      const bytes = readFileSync(join(dir, demoAudioPath(i)));
      // A file starts with an ID3 tag or an MPEG frame sync (11 bits set).
      expect(bytes[0] === 0x49 || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)).toBe(true);
      const frames = mp3Frames(bytes);
      const last = frames.at(-1)!;
      expect(last.offset + last.length).toBe(bytes.length);
      expect(frames.every((f) => f.sampleRate === 22_050 && f.samples === 576)).toBe(true);
      // Bitrate index 6 (48 kbps) and mono channel mode in every header.
      expect(frames.every((f) => bytes[f.offset + 2]! >> 4 === 6 && bytes[f.offset + 3]! >> 6 === 3)).toBe(
        true,
      );
      const exact = (frames.length * 576) / 22_050;
      expect(exact).toBeGreaterThanOrEqual(45);
      expect(seconds).toBe(Math.round(exact));
      // 48 kbps: 6 KB a second.
      expect(bytes.length).toBeLessThan(exact * 6_100);
    }
  });

  it('each keep a lossless source for their renditions: 16-bit mono WAV at 44.1 kHz, as long as the MP3', async () => {
    for (const [i, seconds] of durations.entries()) {
      const { format } = await parseFile(join(dir, demoSourcePath(i)));
      expect([format.container, format.sampleRate, format.numberOfChannels, format.bitsPerSample]).toEqual([
        'WAVE',
        44_100,
        1,
        16,
      ]);
      expect(Math.abs(format.duration! - seconds)).toBeLessThan(0.6);
    }
    // Not served: the dot directory is private.
    mkdirSync(join(ctx.config.mediaDir, '.sources'), { recursive: true });
    copyFileSync(join(dir, demoSourcePath(0)), join(ctx.config.mediaDir, demoSourcePath(0)));
    const res = await ctx.app.inject({ method: 'GET', url: `/media/${demoSourcePath(0)}` });
    expect(res.statusCode).toBe(404);
  });

  it('are the same bytes wherever they are made (a worker thread or this one)', () => {
    expect(renderDemoTrack(DEMO_TUNES[0]!).equals(readFileSync(join(dir, demoAudioPath(0))))).toBe(true);
  });

  it('are not made again when present', async () => {
    const before = statSync(join(dir, demoAudioPath(3))).mtimeMs;
    expect(await prepareDemoAudio(dir)).toEqual(durations);
    expect(statSync(join(dir, demoAudioPath(3))).mtimeMs).toBe(before);
  });
});

describe('GET /media/audio/… (a demo tune)', () => {
  const url = `/media/${demoAudioPath(0)}`;
  const get = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const size = () => statSync(join(ctx.config.mediaDir, demoAudioPath(0))).size;

  it('answers audio/mpeg with Accept-Ranges', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(size());
  });

  it('answers the first bytes, a middle range and a suffix with 206', async () => {
    const whole = readFileSync(join(ctx.config.mediaDir, demoAudioPath(0)));
    const first = await get({ range: 'bytes=0-3' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-3/${size()}`);
    expect(first.rawPayload[0]).toBe(0xff);

    const middle = await get({ range: 'bytes=100000-100999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100000-100999/${size()}`);
    expect(middle.rawPayload.equals(whole.subarray(100_000, 101_000))).toBe(true);

    const suffix = await get({ range: 'bytes=-500' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size() - 500}-${size() - 1}/${size()}`);
    expect(suffix.rawPayload.equals(whole.subarray(size() - 500))).toBe(true);
  });

  it('answers 416 to a range past the end', async () => {
    const res = await get({ range: `bytes=${size() + 10}-` });
    expect(res.statusCode).toBe(416);
  });
});
