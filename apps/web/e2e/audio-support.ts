import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `seconds` of a sine tone as an MP3, made at test time with the ffmpeg the API ships with: stereo at `kbps`,
 * with a title tag when one is given.
 */
export function toneMp3({
  seconds,
  frequency = 440,
  kbps = 96,
  title,
}: {
  seconds: number;
  frequency?: number;
  kbps?: number;
  title?: string;
}): Buffer {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const dir = mkdtempSync(join(tmpdir(), 'sanza-tone-'));
  try {
    const out = join(dir, 'tone.mp3');
    execFileSync(ffmpeg, [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`],
      ...(title ? ['-metadata', `title=${title}`] : []),
      ...['-ac', '2', '-codec:a', 'libmp3lame', '-b:a', `${kbps}k`, out],
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
