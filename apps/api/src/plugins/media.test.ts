import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';

const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
let ctx: TestContext;

beforeEach(async () => {
  ctx = await createTestApp();
  mkdirSync(join(ctx.config.mediaDir, 'audio'), { recursive: true });
  writeFileSync(join(ctx.config.mediaDir, 'audio', 'song.mp3'), BYTES);
});
afterEach(() => ctx.close());

const get = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/media/audio/song.mp3', headers });

describe('GET /media/…', () => {
  it('answers a whole file with Accept-Ranges, ETag and the audio type', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.rawPayload.equals(BYTES)).toBe(true);
    // A phone that has the file already downloads nothing.
    const again = await get({ 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('answers a byte range with 206 and Content-Range', async () => {
    const res = await get({ range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 0-99/1000');
    expect(res.rawPayload.equals(BYTES.subarray(0, 100))).toBe(true);
  });

  it('answers an open-ended range from the middle', async () => {
    const res = await get({ range: 'bytes=900-' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 900-999/1000');
    expect(res.rawPayload.length).toBe(100);
  });

  it('answers a range past the end with 416', async () => {
    const res = await get({ range: 'bytes=5000-6000' });
    expect(res.statusCode).toBe(416);
    // RFC 9110 §15.5.17: the full length, so the player can ask again for what exists.
    expect(res.headers['content-range']).toBe('bytes */1000');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = String((await get()).headers.etag);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('never serves a file outside the media directory', async () => {
    for (const url of ['/media/..%2f..%2f..%2fetc%2fpasswd', '/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('root:');
    }
  });

  it('tells the audio type of each rendition file (Opus in WebM or Ogg, MP3), with ranges and no compression', async () => {
    writeFileSync(join(ctx.config.mediaDir, 'audio', 'song.r1-eco.opus'), BYTES);
    writeFileSync(join(ctx.config.mediaDir, 'audio', 'song.r1-eco.webm'), BYTES);
    for (const [name, type] of [
      ['song.r1-eco.webm', 'audio/webm'],
      ['song.r1-eco.opus', 'audio/ogg'],
      ['song.mp3', 'audio/mpeg'],
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/media/audio/${name}`,
        headers: { range: 'bytes=10-19', 'accept-encoding': 'br, gzip' },
      });
      expect([res.statusCode, res.headers['content-type']]).toEqual([206, type]);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(BYTES.subarray(10, 20))).toBe(true);
    }
  });
});
