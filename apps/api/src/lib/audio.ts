import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parseFile } from 'music-metadata';
import type { Ffmpeg } from './ffmpeg.ts';

export { TranscodeError } from './ffmpeg.ts';

/** Containers accepted for a song: MP3, AAC (ADTS or M4A/MP4), Ogg (Vorbis, Opus), FLAC and WAV. */
const ACCEPTED_CONTAINERS = /^(MPEG|M4A|MPEG-4|ADTS|Ogg|FLAC|WAVE)\b/;

/**
 * What a file holds when it is audio of an accepted format: its container, duration in seconds as its header says
 * (null when not read), title tag, whether it is lossless (WAV, FLAC…) and its average bitrate in kbps when known.
 */
export type AudioProbe = {
  container: string;
  duration: number | null;
  title: string | null;
  isLossless: boolean;
  kbps: number | null;
};

/**
 * Reads a file's format from its content (never its name); null when it is not audio of an accepted format. With
 * `duration: false` only its first bytes are read (some formats tell their duration only at their end, which costs
 * a read of the whole file), and the duration is null unless the header gives it.
 */
export async function probeAudio(path: string, opts = { duration: true }): Promise<AudioProbe | null> {
  try {
    const { format, common } = await parseFile(path, { duration: opts.duration, skipCovers: true });
    const container = format.container ?? '';
    const duration = format.duration ?? null;
    if (!ACCEPTED_CONTAINERS.test(container)) return null;
    if (opts.duration && !(duration !== null && Number.isFinite(duration) && duration > 0)) return null;
    const kbps = format.bitrate && Number.isFinite(format.bitrate) ? format.bitrate / 1000 : null;
    return {
      container,
      duration,
      title: common.title?.trim() || null,
      isLossless: format.lossless === true,
      kbps,
    };
  } catch {
    return null;
  }
}

/** The ffmpeg to run: `configured` (FFMPEG_PATH) or the binary shipped by @ffmpeg-installer/ffmpeg. */
export function ffmpegBinary(configured: string | undefined): string {
  if (configured) return configured;
  // The package throws on a platform it has no binary for; the error names it.
  const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
  return installer.path;
}

/** EBU R128 loudness normalisation (one pass): songs play at about the same loudness, whatever their master. */
export const LOUDNESS_FILTER = 'loudnorm=I=-14:TP=-1.5:LRA=11';

/** One file the encoder writes: its codec, average bitrate, channels and sample rate. */
export type EncodeTarget = {
  path: string;
  codec: 'opus' | 'mp3';
  kbps: number;
  channels: 1 | 2;
  sampleRate: number;
};

/** ffmpeg output options of a target: encoder, rate, layout and container (never guessed from the name). */
function outputArgs(target: EncodeTarget): string[] {
  const codec =
    target.codec === 'opus'
      ? // Constrained VBR keeps the average at the target even on dense music. WebM, not Ogg: its header
        // carries the duration, so a player starts without reading the end first; `-dash 1` writes the cues
        // (where each ~5 s cluster starts) that seeking a window at a time needs.
        ['-c:a', 'libopus', '-b:a', `${target.kbps}k`, '-vbr', 'constrained', '-dash', '1', '-f', 'webm']
      : ['-c:a', 'libmp3lame', '-b:a', `${target.kbps}k`, '-f', 'mp3'];
  return [
    ...['-map_metadata', '-1', '-ac', String(target.channels), '-ar', String(target.sampleRate)],
    ...codec,
  ];
}

/**
 * Encodes `input` (any audio ffmpeg reads; its first audio stream, without video, cover or tags) into every
 * target in one ffmpeg run: decoded and loudness-normalised once, then split. Each file is written under a
 * temporary name beside its final one and renamed only when all succeeded, so a served name never holds half a
 * file; on failure nothing is left.
 */
export async function encodeRenditions(
  input: string,
  targets: EncodeTarget[],
  opts: { ffmpeg: Ffmpeg; timeoutMs: number },
): Promise<void> {
  if (targets.length === 0) return;
  const suffix = `.tmp-${randomBytes(6).toString('hex')}`;
  const labels = targets.map((_, i) => `[o${i}]`);
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input],
    ...['-filter_complex', `[0:a:0]${LOUDNESS_FILTER},asplit=${targets.length}${labels.join('')}`],
    ...targets.flatMap((target, i) => ['-map', labels[i]!, ...outputArgs(target), target.path + suffix]),
  ];
  try {
    await opts.ffmpeg.run(args, { timeoutMs: opts.timeoutMs });
    for (const target of targets) await rename(target.path + suffix, target.path);
  } catch (err) {
    await Promise.all(targets.map((t) => rm(t.path + suffix, { force: true })));
    throw err;
  }
}

/** Decoded audio is counted at this rate, mono, one byte a sample: 8 kB a second of audio. */
const COUNT_RATE = 8000;

/**
 * How long `input` really plays (and, `claimedSeconds`, what its header says): its first audio stream decoded and its samples counted, never what the
 * container's header claims (an Ogg's last page or an MP3's Xing frame can say anything). Decoding stops as soon
 * as it passes `maxSeconds` (`over`), so a four-hour file costs no more than one at the limit.
 */
export async function measureAudioSeconds(
  input: string,
  opts: { ffmpeg: Ffmpeg; maxSeconds: number; timeoutMs: number },
): Promise<{ seconds: number; over: boolean; claimedSeconds: number | null }> {
  const limit = opts.maxSeconds * COUNT_RATE;
  let samples = 0;
  // At the info level ffmpeg also says what the header claims (`Duration: 04:18:00.01`), read without decoding.
  const said = await opts.ffmpeg.run(
    [
      ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'info', '-i', input, '-map', '0:a:0', '-vn'],
      ...['-ac', '1', '-ar', String(COUNT_RATE), '-f', 'u8', 'pipe:1'],
    ],
    {
      timeoutMs: opts.timeoutMs,
      onStdout: (chunk) => {
        samples += chunk.length;
        return samples <= limit;
      },
    },
  );
  const claimed = said.match(/Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/);
  return {
    seconds: samples / COUNT_RATE,
    over: samples > limit,
    claimedSeconds: claimed ? Number(claimed[1]) * 3600 + Number(claimed[2]) * 60 + Number(claimed[3]) : null,
  };
}
