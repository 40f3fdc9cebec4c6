#!/usr/bin/env node
// Browser tests: builds the web app and runs the Playwright journeys in Debian's Chromium.
// Without Chromium they are skipped with a plain message, unless CI is set, where that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Chromium introuvable (${chromium}) : installez-le avec « apt-get install chromium ».`;
  if (process.env.CI) {
    console.error(`${message}\nCI est défini : les tests navigateur sont obligatoires, échec.`);
    process.exit(1);
  }
  console.warn(
    `${message}\nLes tests navigateur (Playwright) sont ignorés ; tous les autres tests ont tourné.`,
  );
  process.exit(0);
}

/** A port nothing listens on now, so parallel runs on one machine don't collide. */
const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
};
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// A build of its own for this run (removed at the end), so parallel runs never swap assets mid-test.
const outDir = mkdtempSync(join(tmpdir(), 'sanza-e2e-web-'));
process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
env.E2E_WEB_DIST = outDir;
env.E2E_OUTPUT_DIR ??= join(tmpdir(), `sanza-e2e-results-${process.pid}`);
run('npm', ['run', 'build', '-w', '@sanza/web', '--', '--outDir', outDir, '--emptyOutDir']);
run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)]);
