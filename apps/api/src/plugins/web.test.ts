import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testConfig } from '../test/app.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
let ctx: TestContext;

beforeEach(async () => {
  const dist = join(testConfig().dataDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Sanza"}');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  ctx = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterEach(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('serving the web app', () => {
  it.each(['/', '/events', '/events/abc123', '/player/trending/1', '/login?next=/cart'])(
    'answers the deep link %s with the app shell, never cached',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('sends the app shell brotli-compressed when the browser accepts it', async () => {
    const res = await get('/events', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(INDEX.length);
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends hashed assets without the headers that only apply to a document', async () => {
    const asset = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security']) {
      expect(asset.headers[name]).toBeUndefined();
    }
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');

    const page = await get('/events');
    expect(page.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the web app manifest with its own type', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
  });

  it('serves the service worker revalidated on every check, with its security policy', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves other files without long caching', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file or API path with a JSON 404, not the app', async () => {
    for (const url of ['/missing.png', '/api/unknown/', '/media/none.mp3']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Ressource non trouvée' });
    }
  });
});

describe('without a web build', () => {
  it('says how to build it on page routes', async () => {
    const bare = await createTestApp();
    const res = await bare.app.inject({ method: 'GET', url: '/events' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    await bare.close();
  });
});
