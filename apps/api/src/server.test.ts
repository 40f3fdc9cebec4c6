import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from './config.ts';

const SERVER = join(ROOT_DIR, 'apps/api/src/server.ts');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess) {
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  it('refuses a bad configuration with a message naming the variable and a non-zero exit', async () => {
    const run = start({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT');
    expect(run.output()).toContain('Configuration invalide');
  });

  it('starts on an empty embedded database, seeds it, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'sanza-srv-'));
    const run = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir });
    await waitForHealth(port, run.child);
    const events = (await (await fetch(`http://127.0.0.1:${port}/api/events/`)).json()) as unknown[];
    expect(events).toHaveLength(12);
    // The music catalogue too, with its audio (made on a worker thread while the database opened).
    const base = `http://127.0.0.1:${port}`;
    const trending = (await (await fetch(`${base}/api/streaming/musics/trending/`)).json()) as {
      file: string;
    }[];
    expect(trending.length).toBeGreaterThan(0);
    const audio = await fetch(`${base}${trending[0]!.file}`, { headers: { range: 'bytes=0-1' } });
    expect(audio.status).toBe(206);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 60_000);

  it('starts empty with SEED_DEMO=false', async () => {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'sanza-srv-'));
    const run = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, SEED_DEMO: 'false' });
    await waitForHealth(port, run.child);
    const events = (await (await fetch(`http://127.0.0.1:${port}/api/events/`)).json()) as unknown[];
    expect(events).toEqual([]);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 60_000);
});
