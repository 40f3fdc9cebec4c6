import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

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

/** Every `new Audio()` the page makes, kept where the test can read it (the player's element is not in the DOM). */
export function watchAudioElements(page: Page) {
  return page.addInitScript(() => {
    const Original = window.Audio;
    const made: HTMLAudioElement[] = [];
    (window as unknown as { sanzaAudios: HTMLAudioElement[] }).sanzaAudios = made;
    window.Audio = function Audio(src?: string) {
      const audio = new Original(src);
      made.push(audio);
      return audio;
    } as unknown as typeof window.Audio;
    window.Audio.prototype = Original.prototype;
  });
}

/** The player's audio element: its source, position and whether it plays. */
export function playerAudio(page: Page) {
  const read = () =>
    page.evaluate(() => {
      const audio = (window as unknown as { sanzaAudios: HTMLAudioElement[] }).sanzaAudios.at(-1);
      return audio
        ? { src: audio.src, currentTime: audio.currentTime, paused: audio.paused, duration: audio.duration }
        : null;
    });
  const set = (values: { currentTime?: number; playbackRate?: number }) =>
    page.evaluate((patch) => {
      const audio = (window as unknown as { sanzaAudios: HTMLAudioElement[] }).sanzaAudios.at(-1)!;
      Object.assign(audio, patch);
    }, values);
  return { read, set };
}
