import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { parseFile } from 'music-metadata';

/** Containers accepted for a song: MP3, AAC (ADTS or M4A/MP4), Ogg (Vorbis, Opus), FLAC and WAV. */
const ACCEPTED_CONTAINERS = /^(MPEG|M4A|MPEG-4|ADTS|Ogg|FLAC|WAVE)\b/;

/** What a file holds when it is audio of an accepted format: its container, duration in seconds and title tag. */
export type AudioProbe = { container: string; duration: number; title: string | null };

/** Reads a file's format from its content (never its name); null when it is not audio of an accepted format. */
export async function probeAudio(path: string): Promise<AudioProbe | null> {
  try {
    const { format, common } = await parseFile(path, { duration: true, skipCovers: true });
    const container = format.container ?? '';
    const duration = format.duration ?? 0;
    if (!ACCEPTED_CONTAINERS.test(container) || !Number.isFinite(duration) || duration <= 0) return null;
    return { container, duration, title: common.title?.trim() || null };
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

/** How a song is encoded for the player; issue 17's renditions will add options here. */
export type TranscodeOptions = { ffmpeg: string; kbps: number; channels: 1 | 2; sampleRate: number };

/** The encoding the player streams: MP3, 96 kbps, stereo, 44.1 kHz. */
export const SONG_ENCODING = { kbps: 96, channels: 2, sampleRate: 44_100 } as const;

/**
 * Why a transcode failed: `unreadable` when ffmpeg ran and refused the input (retrying changes nothing),
 * otherwise transient (ffmpeg could not start, was killed, took too long).
 */
export class TranscodeError extends Error {
  constructor(
    message: string,
    readonly unreadable: boolean,
  ) {
    super(message);
  }
}

/** At most this long for one file (a 200 MB WAV takes well under a minute). */
const TRANSCODE_TIMEOUT_MS = 10 * 60_000;

/** Encodes `input` (any audio ffmpeg reads) as an MP3 at `output`, without video, cover or tags. */
export function transcode(input: string, output: string, opts: TranscodeOptions): Promise<void> {
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input],
    ...['-map', '0:a:0', '-vn', '-map_metadata', '-1', '-c:a', 'libmp3lame'],
    ...['-b:a', `${opts.kbps}k`, '-ac', String(opts.channels), '-ar', String(opts.sampleRate)],
    ...['-f', 'mp3', output],
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(opts.ffmpeg, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: TRANSCODE_TIMEOUT_MS,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    child.on('error', (err) => reject(new TranscodeError(`ffmpeg did not start: ${err.message}`, false)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else if (signal) reject(new TranscodeError(`ffmpeg stopped by ${signal}`, false));
      else reject(new TranscodeError(`ffmpeg exited with ${code}: ${stderr.trim()}`, true));
    });
  });
}
