import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { mp3DurationSeconds } from '../../lib/mp3.ts';
import { renderDemoSource, renderDemoTrack } from './demo-audio.ts';
import { DEMO_TUNES } from './demo-tunes.ts';

/** Bump when the generator changes: media are cached a week under their name, so a new sound needs a new name. */
const AUDIO_VERSION = 1;

/** Media path of demo tune `i` (0-based): the MP3 a demo song plays until its renditions exist. */
export const demoAudioPath = (i: number) => `audio/demo-v${AUDIO_VERSION}-${i + 1}.mp3`;
/** Media path of demo tune `i`'s lossless source (WAV), which its renditions are made from; not served. */
export const demoSourcePath = (i: number) => `.sources/demo-v${AUDIO_VERSION}-${i + 1}.wav`;

const allPresent = (mediaDir: string) =>
  DEMO_TUNES.every(
    (_, i) => existsSync(join(mediaDir, demoAudioPath(i))) && existsSync(join(mediaDir, demoSourcePath(i))),
  );

/** Writes `bytes` at `path` unless it is there: aside then renamed, so a crash never leaves a half file. */
function writeMissing(path: string, render: () => Buffer) {
  if (existsSync(path)) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.tmp`, render());
  renameSync(`${path}.tmp`, path);
}

/**
 * Writes the demo tunes missing under MEDIA_DIR (on this thread): each one's MP3 and its WAV source. Answers each
 * one's duration in seconds.
 */
export function writeDemoAudio(mediaDir: string): number[] {
  return DEMO_TUNES.map((tune, i) => {
    const path = join(mediaDir, demoAudioPath(i));
    writeMissing(path, () => renderDemoTrack(tune));
    writeMissing(join(mediaDir, demoSourcePath(i)), () => renderDemoSource(tune));
    return Math.round(mp3DurationSeconds(readFileSync(path)));
  });
}

/** Starts the worker thread; from TypeScript sources it first registers tsx in that thread. */
function startWorker(mediaDir: string): Worker {
  const script = new URL(
    `./demo-audio.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
    import.meta.url,
  );
  if (!script.pathname.endsWith('.ts')) return new Worker(script, { workerData: { mediaDir } });
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(script.href)}); })`;
  return new Worker(boot, { eval: true, workerData: { mediaDir } });
}

/**
 * The demo tunes' durations, writing the missing files first. Synthesising and encoding take a few seconds
 * on the first start only, so that work goes to a worker thread: started before the database opens, it
 * runs on the other core meanwhile. If a worker cannot start, the work is done on this thread.
 */
export function prepareDemoAudio(mediaDir: string): Promise<number[]> {
  if (allPresent(mediaDir)) return Promise.resolve(writeDemoAudio(mediaDir));
  return new Promise<number[]>((resolve) => {
    let settled = false;
    const fallback = () => {
      if (settled) return;
      settled = true;
      resolve(writeDemoAudio(mediaDir));
    };
    try {
      const worker = startWorker(mediaDir);
      worker.once('message', (durations: number[]) => {
        settled = true;
        resolve(durations);
      });
      worker.once('error', fallback);
      worker.once('exit', fallback);
    } catch {
      fallback();
    }
  });
}
