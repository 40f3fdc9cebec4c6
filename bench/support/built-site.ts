// Builds the web app into a folder of its own and serves it with the real API (PGlite, demo content) on a
// free port, counting the bytes the server writes for every response: what the browser really transferred
// (headers and compressed body), service worker downloads included, cache hits excluded.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';

/**
 * One response the server wrote: its path, content type, bytes on the wire (headers included), and what the
 * browser fetched it for (`Sec-Fetch-Dest`: `script` for a page's code, `serviceworker` for the worker
 * itself, `empty` for `fetch()`, the worker's downloads included).
 */
export type Transfer = { url: string; type: string; dest: string; bytes: number; at: number };

export type BuiltSite = {
  url: string;
  /** The server itself, for a bench that needs its services (the listening bench processes an upload). */
  app: Awaited<ReturnType<typeof buildApp>>;
  /** Responses written since the last `take()`, which starts a new tally. */
  take: () => Transfer[];
  close: () => Promise<void>;
};

/** The Chromium flags every bench uses (STACK-NOTES). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Builds the web app (or uses BENCH_WEB_DIST, an existing build) and starts the server on 127.0.0.1. */
export async function startBuiltSite(): Promise<BuiltSite> {
  const temp = mkdtempSync(join(tmpdir(), 'sanza-bench-web-'));
  let dist = process.env.BENCH_WEB_DIST;
  if (!dist) {
    dist = join(temp, 'dist');
    const build = spawnSync('npm', ['run', 'build', '-w', '@sanza/web', '--', '--outDir', dist], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('La construction du web a échoué.');
  }
  const config = loadConfig({
    ...process.env,
    DATA_DIR: join(temp, 'var'),
    WEB_DIST_DIR: dist,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    // No ffmpeg in the background while pages are measured: the demo songs' renditions (issue 17) would
    // otherwise be made during the first minutes, on the cores the browser is timed on.
    SONG_PROCESS_INTERVAL_S: '3600',
  });
  const app = await buildApp(config, { logger: false });

  let transfers: Transfer[] = [];
  // HTTP/1.1 without pipelining: a socket carries one response at a time, so the socket's byte count
  // between a request and the end of its response is that response's size on the wire.
  app.server.on('request', (req, res) => {
    const socket = req.socket;
    const before = socket.bytesWritten;
    res.on('finish', () => {
      transfers.push({
        url: req.url ?? '',
        type: String(res.getHeader('content-type') ?? ''),
        dest: String(req.headers['sec-fetch-dest'] ?? ''),
        bytes: socket.bytesWritten - before,
        at: Date.now(),
      });
    });
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    app,
    take: () => {
      const taken = transfers;
      transfers = [];
      return taken;
    },
    close: async () => {
      await app.close();
      rmSync(temp, { recursive: true, force: true });
    },
  };
}

/** True for a JavaScript response. */
export const isJs = (t: Transfer) => /javascript/.test(t.type) || /\.m?js(\?|$)/.test(t.url);

/** True for what the service worker downloads for itself: its script and its precache (not API answers). */
export const isServiceWorkerDownload = (t: Transfer) =>
  t.dest === 'serviceworker' || (t.dest === 'empty' && !/^\/(api|media)\//.test(t.url));
