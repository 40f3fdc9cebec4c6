import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';

/**
 * Why an ffmpeg run failed: `unreadable` when ffmpeg ran and refused the input, `timeout` when it was stopped past
 * its allotted time (both final: trying again changes nothing), `transient` otherwise (could not start, killed).
 */
export type FfmpegFailure = 'unreadable' | 'timeout' | 'transient';

/** An ffmpeg run that failed, with why. */
export class TranscodeError extends Error {
  constructor(
    message: string,
    readonly reason: FfmpegFailure,
  ) {
    super(message);
  }

  /** True when the input itself was refused. */
  get unreadable(): boolean {
    return this.reason === 'unreadable';
  }
}

/**
 * Linux's setpriv, which runs ffmpeg with a parent-death signal: killed with the server even when the server is
 * killed outright (SIGKILL, out of memory), which no handler of ours could catch.
 */
const SETPRIV = process.platform === 'linux' && existsSync('/usr/bin/setpriv') ? '/usr/bin/setpriv' : null;
/** setpriv's exit codes when it could not run the program (not found, not executable). */
const EXEC_FAILED = new Set([126, 127]);

/** Every ffmpeg this process started and still runs, killed when the process exits (a crash included). */
const live = new Set<ChildProcess>();
let exitHooked = false;
function track(child: ChildProcess) {
  live.add(child);
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => {
    for (const c of live) c.kill('SIGKILL');
  });
}

/** How one run reads ffmpeg's standard output: `false` from `onStdout` stops ffmpeg there (a success). */
export type RunOptions = { timeoutMs: number; onStdout?: (chunk: Buffer) => boolean };

/**
 * The ffmpeg processes of one app: runs ffmpeg with `args`, each run bounded by its timeout, and kills those
 * still running when the app closes (`stopAll`), so no ffmpeg outlives the server that started it.
 */
export function createFfmpeg(binary: () => string) {
  const children = new Set<ChildProcess>();
  let stopping = false;

  /** Runs ffmpeg with `args`; resolves with what it wrote to its standard error (its first 4000 characters). */
  function run(args: string[], opts: RunOptions): Promise<string> {
    return new Promise((resolve, reject) => {
      if (stopping)
        return reject(new TranscodeError('ffmpeg not started: the server is closing', 'transient'));
      const program = binary();
      const wrapped = SETPRIV !== null && isAbsolute(program) && existsSync(program);
      const child = wrapped
        ? spawn(SETPRIV!, ['--pdeathsig', 'KILL', '--', program, ...args], {
            stdio: ['ignore', opts.onStdout ? 'pipe' : 'ignore', 'pipe'],
          })
        : spawn(program, args, { stdio: ['ignore', opts.onStdout ? 'pipe' : 'ignore', 'pipe'] });
      children.add(child);
      track(child);
      let timedOut = false;
      let stoppedEarly = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, opts.timeoutMs);
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        if (stderr.length < 4000) stderr += chunk.toString();
      });
      child.stdout?.on('data', (chunk: Buffer) => {
        if (stoppedEarly || opts.onStdout!(chunk)) return;
        stoppedEarly = true;
        child.kill('SIGKILL');
      });
      const forget = () => {
        clearTimeout(timer);
        children.delete(child);
        live.delete(child);
      };
      child.on('error', (err) => {
        forget();
        reject(new TranscodeError(`ffmpeg did not start: ${err.message}`, 'transient'));
      });
      child.on('close', (code, signal) => {
        forget();
        if (stoppedEarly) resolve(stderr);
        else if (timedOut) reject(new TranscodeError(`ffmpeg ran past ${opts.timeoutMs} ms`, 'timeout'));
        else if (code === 0) resolve(stderr);
        else if (signal) reject(new TranscodeError(`ffmpeg stopped by ${signal}`, 'transient'));
        else if (wrapped && EXEC_FAILED.has(code ?? 0))
          reject(new TranscodeError(`ffmpeg did not start: ${stderr.trim()}`, 'transient'));
        else reject(new TranscodeError(`ffmpeg exited with ${code}: ${stderr.trim()}`, 'unreadable'));
      });
    });
  }

  return {
    run,
    /** How many ffmpeg processes run now. */
    get running(): number {
      return children.size;
    },
    /** Kills every ffmpeg still running and refuses new runs; resolves once they are gone. */
    async stopAll(): Promise<void> {
      stopping = true;
      const waits = [...children].map(
        (child) =>
          new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('close', () => done()))),
      );
      for (const child of children) child.kill('SIGKILL');
      await Promise.all(waits);
    },
  };
}

export type Ffmpeg = ReturnType<typeof createFfmpeg>;
