import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseFile } from 'music-metadata';
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

/**
 * Quiet test music made now with the shipped ffmpeg: a 330 Hz tone over pink noise, stereo 44.1 kHz, around
 * −30 LUFS (far from the −14 the renditions aim at), as WAV or as MP3 at `kbps`.
 */
export function quietMusic(format: 'wav' | 'mp3', seconds: number, kbps = 128): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'sanza-audio-'));
  try {
    const out = join(dir, `music.${format}`);
    execFileSync(ffmpegBinary(process.env.FFMPEG_PATH), [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=44100:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `anoisesrc=d=${seconds}:c=pink:r=44100:a=0.02`],
      ...['-filter_complex', '[0][1]amix=inputs=2,volume=0.75', '-ac', '2', '-ar', '44100'],
      ...(format === 'wav' ? ['-c:a', 'pcm_s16le'] : ['-c:a', 'libmp3lame', '-b:a', `${kbps}k`]),
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A file's integrated loudness in LUFS, measured by ffmpeg's EBU R128 filter (its summary's `I:`). */
export function integratedLoudness(path: string): number {
  const result = spawnSync(
    ffmpegBinary(process.env.FFMPEG_PATH),
    ['-hide_banner', '-nostats', '-i', path, '-af', 'ebur128', '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  const values = [...result.stderr.matchAll(/^\s+I:\s+(-?[\d.]+) LUFS/gm)].map((m) => Number(m[1]));
  if (values.length === 0) throw new Error(`no loudness measured for ${path}`);
  return values.at(-1)!;
}

/** A file's average bitrate in kbps, measured: its size × 8 over its duration (read by music-metadata). */
export async function measuredKbps(path: string): Promise<number> {
  const { format } = await parseFile(path, { duration: true });
  return (statSync(path).size * 8) / format.duration! / 1000;
}

/** The Ogg page checksum: CRC-32, polynomial 0x04c11db7, not reflected, starting at 0. */
function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) {
    crc ^= byte << 24;
    for (let i = 0; i < 8; i++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

/**
 * An Ogg Opus file whose last page claims `seconds` (its granule position rewritten, checksum made again) while
 * its audio stays as long as it was: what a reader trusting the header reports is then a lie.
 */
export function withClaimedOggDuration(ogg: Buffer, seconds: number): Buffer {
  const out = Buffer.from(ogg);
  const last = out.lastIndexOf('OggS');
  const segments = out[last + 26]!;
  const bodyLength = [...out.subarray(last + 27, last + 27 + segments)].reduce((n, b) => n + b, 0);
  const end = last + 27 + segments + bodyLength;
  // Opus granules count 48 kHz samples, the encoder's pre-skip (312) included.
  out.writeBigUInt64LE(BigInt(seconds * 48_000 + 312), last + 6);
  out.writeUInt32LE(0, last + 22);
  out.writeUInt32LE(oggCrc(out.subarray(last, end)), last + 22);
  return out;
}
