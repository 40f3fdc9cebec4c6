import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

it('a journey that passes only on its retry fails the run, reported as flaky', () => {
  const output = mkdtempSync(join(tmpdir(), 'sanza-flaky-'));
  try {
    const run = spawnSync('npx', ['playwright', 'test', '-c', 'scripts/fixtures/flaky.config.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
      env: { ...process.env, FLAKY_OUTPUT_DIR: output, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      timeout: 60_000,
    });
    expect(run.stdout).toMatch(/1 flaky/);
    expect(run.status).toBe(1);
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}, 60_000);
