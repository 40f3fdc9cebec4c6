import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { runSettings } from './e2e/ci-settings.ts';

// The runner picks the port (scripts/run-e2e.mjs finds a free one) and its workers inherit it, so two
// runs on one machine never collide.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const webDir = fileURLToPath(new URL('.', import.meta.url));

// scripts/run-e2e.mjs builds into a directory of its own (E2E_WEB_DIST), so a build elsewhere can't swap
// the assets under a running test.
const webDist = process.env.E2E_WEB_DIST ?? join(webDir, 'dist');
if (!existsSync(join(webDist, 'index.html'))) {
  throw new Error('Construisez le web avant les tests e2e : npm run build -w @sanza/web');
}

// One fresh database per run. This file is also loaded by every worker: they inherit the variable from
// the runner, so only the runner creates the directory, and removes it when it exits.
if (!process.env.SANZA_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sanza-e2e-'));
  process.env.SANZA_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

/**
 * Screenshots are only taken on request: `npm run screenshots -w @sanza/web` (all), or
 * `SCREENSHOTS=1 node scripts/run-e2e.mjs music.screens.ts` (one file). They go to `test-results/screenshots/`
 * (ignored by git; `e2e/screens-support.ts`).
 */
const takeScreenshots = process.env.SCREENSHOTS === '1';

export default defineConfig({
  testDir: './e2e',
  // Each run writes its traces into its own folder (scripts/run-e2e.mjs sets it), so parallel runs don't
  // delete each other's files.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // `.e2e.ts`, not `.spec.ts`, so Vitest never collects these files. The `.screens.ts` files are not checks:
  // they only take screenshots for review, so they run on request alone and never sit skipped in a test run.
  testMatch: takeScreenshots ? '**/*.screens.ts' : '**/*.e2e.ts',
  fullyParallel: true,
  // Steps that wait on the server's heavy work (password hashes, image resizing, a page's code) can pass 5 s
  // on a 2-core CI machine: waits are generous, and a passing check never waits longer for it.
  expect: { timeout: 10_000 },
  ...runSettings(!!process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'fr-FR',
    timezoneId: 'Africa/Douala',
    trace: 'retain-on-failure',
    // The service worker would answer some requests itself, out of reach of the journeys' `page.route`
    // mocks: only pwa.e2e.ts, which tests it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The API, with a local OpenID Connect provider started first (e2e/start-server.mjs).
    command: 'node --import tsx e2e/start-server.mjs',
    cwd: webDir,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      WEB_DIST_DIR: webDist,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.SANZA_E2E_DATA_DIR,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Links in mails and identity-provider redirects point at the address the browser uses.
      PUBLIC_URL: BASE_URL,
      // The captcha's proof of work is solved by the widget in the page: cheap here, so runs stay fast.
      CAPTCHA_COST: '10',
      CAPTCHA_MAX_NUMBER: '50',
      // Every journey signs in from the same address, in parallel.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      OIDC_PROVIDER: 'google',
    },
  },
});
