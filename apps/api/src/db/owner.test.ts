import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimDataDir, DataDirBusyError, dataDirBusyMessage, findOwner, sendToOwner } from './owner.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'sanza-owner-'));

describe('one owner per data folder', () => {
  it('refuses a second claim, naming the owner, until the first is released', async () => {
    const dir = freshDir();
    const first = await claimDataDir(dir, { kind: 'server' });
    const second = await claimDataDir(dir, { kind: 'cli' }).catch((err: unknown) => err);
    expect(second).toBeInstanceOf(DataDirBusyError);
    expect((second as DataDirBusyError).holder).toEqual({ pid: process.pid, kind: 'server' });
    expect(dataDirBusyMessage(second as DataDirBusyError)).toContain(`DATA_DIR=« ${dir} »`);
    expect(dataDirBusyMessage(second as DataDirBusyError)).toContain('un serveur Sanza');
    await first.release();
    expect(await findOwner(dir)).toBeNull();
    const third = await claimDataDir(dir, { kind: 'cli' });
    expect(await findOwner(dir)).toEqual({ pid: process.pid, kind: 'cli' });
    await third.release();
  });

  it('hands a command to the owner, which runs it; a tool without the token is refused', async () => {
    const dir = freshDir();
    const seen: string[] = [];
    const owner = await claimDataDir(dir, {
      kind: 'server',
      handle: async (command) => {
        seen.push(`${command.name} ${command.args.join(' ')}`);
        return { code: 0, message: 'fait' };
      },
    });
    try {
      expect(await sendToOwner(dir, { name: 'user:staff', args: ['awa'] })).toEqual({
        code: 0,
        message: 'fait',
      });
      expect(seen).toEqual(['user:staff awa']);
      // Another folder's owner (or nobody) cannot be reached with this folder's token.
      await expect(sendToOwner(freshDir(), { name: 'user:staff', args: ['awa'] })).rejects.toThrow();
    } finally {
      await owner.release();
    }
    await expect(sendToOwner(dir, { name: 'user:staff', args: ['awa'] })).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });

  it('a tool that owns the folder runs no command sent to it', async () => {
    const dir = freshDir();
    const cli = await claimDataDir(dir, { kind: 'cli' });
    try {
      await expect(sendToOwner(dir, { name: 'user:staff', args: ['awa'] })).rejects.toThrow('busy');
    } finally {
      await cli.release();
    }
  });

  it('is free again as soon as its owner is killed with SIGKILL: no stale lock', async () => {
    const dir = freshDir();
    const script = `
      import { claimDataDir } from ${JSON.stringify(new URL('./owner.ts', import.meta.url).pathname)};
      await claimDataDir(process.argv[1], { kind: 'server' });
      console.log('ready');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
    expect(await findOwner(dir)).toEqual({ pid: child.pid, kind: 'server' });
    await expect(claimDataDir(dir, { kind: 'cli' })).rejects.toBeInstanceOf(DataDirBusyError);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const claim = await claimDataDir(dir, { kind: 'cli' });
    await claim.release();
  });
});
