import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegBinary } from '../lib/audio.ts';

/** Encoder arguments of each test format (ffmpeg picks the container from the extension). */
const CODECS = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '32k'],
  m4a: ['-c:a', 'aac', '-b:a', '32k'],
  ogg: ['-c:a', 'libvorbis'],
  opus: ['-c:a', 'libopus', '-b:a', '24k'],
  flac: ['-c:a', 'flac'],
  wav: ['-c:a', 'pcm_s16le'],
} as const;
export type TestAudioFormat = keyof typeof CODECS;
export const TEST_AUDIO_FORMATS = Object.keys(CODECS) as TestAudioFormat[];

/**
 * A real audio file made now with the shipped ffmpeg: a 440 Hz sine of `seconds`, mono 8 kHz (a few kB), with a
 * title tag when given.
 */
export function testAudio(format: TestAudioFormat, seconds = 3, title?: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'sanza-audio-'));
  try {
    const out = join(dir, `sine.${format}`);
    execFileSync(ffmpegBinary(process.env.FFMPEG_PATH), [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=440:duration=${seconds}`,
      ],
      ...[
        '-ac',
        '1',
        '-ar',
        format === 'opus' ? '48000' : '8000',
        ...CODECS[format],
        ...(title ? ['-metadata', `title=${title}`] : []),
        out,
      ],
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
