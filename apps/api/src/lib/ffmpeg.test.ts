import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createFfmpeg, TranscodeError } from './ffmpeg.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

/** An "ffmpeg" that writes its process id to `pid` and sleeps a minute: a transcode that never ends by itself. */
function sleepingFfmpeg() {
  const dir = mkdtempSync(join(tmpdir(), 'sanza-ffmpeg-'));
  const path = join(dir, 'ffmpeg');
  const pid = join(dir, 'pid');
  writeFileSync(path, `#!/bin/sh\necho $$ > '${pid}'\nexec sleep 60\n`);
  chmodSync(path, 0o755);
  return { dir, path, pid: () => waitForPid(pid) };
}

async function waitForPid(file: string): Promise<number> {
  const end = Date.now() + 10_000;
  while (!existsSync(file) || readFileSync(file, 'utf8').trim() === '') {
    if (Date.now() > end) throw new Error('ffmpeg never started');
    await new Promise((r) => setTimeout(r, 20));
  }
  return Number(readFileSync(file, 'utf8'));
}

/** Whether process `pid` still runs (a zombie does not). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

describe('ffmpeg runs', () => {
  it('stops a run past its time, a final failure (timeout), and leaves no process', async () => {
    const fake = sleepingFfmpeg();
    const ffmpeg = createFfmpeg(() => fake.path);
    const run = ffmpeg.run([], { timeoutMs: 300 }).catch((err: unknown) => err);
    const pid = await fake.pid();
    const err = await run;
    expect(err).toBeInstanceOf(TranscodeError);
    expect((err as TranscodeError).reason).toBe('timeout');
    expect(isAlive(pid)).toBe(false);
  });

  it('kills the running ones when stopped, and starts no more', async () => {
    const fake = sleepingFfmpeg();
    const ffmpeg = createFfmpeg(() => fake.path);
    const run = ffmpeg.run([], { timeoutMs: 60_000 }).catch((err: unknown) => err);
    const pid = await fake.pid();
    expect(ffmpeg.running).toBe(1);
    await ffmpeg.stopAll();
    expect(isAlive(pid)).toBe(false);
    expect(((await run) as TranscodeError).reason).toBe('transient');
    await expect(ffmpeg.run([], { timeoutMs: 1000 })).rejects.toThrow(/closing/);
  });

  it.runIf(process.platform === 'linux' && existsSync('/usr/bin/setpriv'))(
    'dies with its server even when the server is killed outright (SIGKILL)',
    async () => {
      const fake = sleepingFfmpeg();
      const script = join(fake.dir, 'server.mts');
      writeFileSync(
        script,
        `import { createFfmpeg } from '${join(HERE, 'ffmpeg.ts')}';\n` +
          `createFfmpeg(() => '${fake.path}').run([], { timeoutMs: 60_000 }).catch(() => undefined);\n`,
      );
      const server = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: join(HERE, '../..'),
        stdio: 'ignore',
      });
      const pid = await fake.pid();
      expect(isAlive(pid)).toBe(true);
      server.kill('SIGKILL');
      expect(await until(() => !isAlive(pid))).toBe(true);
    },
  );
});
