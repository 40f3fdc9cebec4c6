import type { AudioQuality, AudioRenditionCodec } from '@sanza/contracts';
import type { EncodeTarget } from '../../lib/audio.ts';

/**
 * Part of every rendition's file name: bump it when an encoding below changes, since media are cached a week
 * under their name and existing files are reused by name.
 */
export const RENDITIONS_VERSION = 'r1';

/** Renditions are written here under MEDIA_DIR (served by /media). */
export const RENDITIONS_DIR = 'audio';

/** The bitrates an MP3 can have (MPEG-1 Layer III, 32–48 kHz). */
const MP3_KBPS = [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];

/** One rendition to make: which quality it serves, how it is encoded, and the file it goes to. */
export type PlannedRendition = {
  quality: AudioQuality;
  codec: Extract<AudioRenditionCodec, 'opus' | 'mp3'>;
  kbps: number;
  channels: 1 | 2;
  sampleRate: number;
  /** Relative to MEDIA_DIR; two renditions with the same file share it (one encoding). */
  path: string;
};

/** The order renditions are listed in: eco (Opus, then MP3), normal, high. */
export const RENDITION_ORDER = ['eco:opus', 'eco:mp3', 'normal:mp3', 'high:mp3'] as const;

/** Sorts renditions in RENDITION_ORDER. */
export function inRenditionOrder<T extends { quality: string; codec: string }>(rows: T[]): T[] {
  const rank = (r: T) => {
    const i = (RENDITION_ORDER as readonly string[]).indexOf(`${r.quality}:${r.codec}`);
    return i < 0 ? RENDITION_ORDER.length : i;
  };
  return [...rows].sort((a, b) => rank(a) - rank(b));
}

/**
 * The highest MP3 bitrate not above `wanted` nor above a lossy source's own bitrate (re-encoding above it only
 * adds bytes, never quality); `wanted` for a lossless source or one whose bitrate is unknown.
 */
export function cappedKbps(wanted: number, source: { isLossless: boolean; kbps: number | null }): number {
  if (source.isLossless || source.kbps === null) return wanted;
  const fits = MP3_KBPS.filter((k) => k <= Math.min(wanted, source.kbps!));
  return fits.at(-1) ?? MP3_KBPS[0]!;
}

/**
 * What a source is made into, files named `audio/{stem}.r1-{quality}.{ext}`:
 * - `eco`: Opus 28 kbps stereo 48 kHz (WebM with cues, `.webm`; constrained VBR keeps the file under 32 kbps,
 *   ≈ 14 MB per hour), and MP3
 *   32 kbps mono 22.05 kHz for Safari, which plays no Ogg.
 * - `normal`: MP3 96 kbps stereo 44.1 kHz.
 * - `high`: MP3 192 kbps stereo 44.1 kHz.
 * `normal` and `high` never go above a lossy source's bitrate (cappedKbps); when `high` would then be no better
 * than `normal`, it is the `normal` file.
 */
export function renditionPlan(
  stem: string,
  source: { isLossless: boolean; kbps: number | null },
): PlannedRendition[] {
  const file = (name: string) => `${RENDITIONS_DIR}/${stem}.${RENDITIONS_VERSION}-${name}`;
  const normalKbps = cappedKbps(96, source);
  const highKbps = cappedKbps(192, source);
  const normal: PlannedRendition = {
    quality: 'normal',
    codec: 'mp3',
    kbps: normalKbps,
    channels: 2,
    sampleRate: 44_100,
    path: file('normal.mp3'),
  };
  return [
    { quality: 'eco', codec: 'opus', kbps: 28, channels: 2, sampleRate: 48_000, path: file('eco.webm') },
    { quality: 'eco', codec: 'mp3', kbps: 32, channels: 1, sampleRate: 22_050, path: file('eco.mp3') },
    normal,
    highKbps > normalKbps
      ? { ...normal, quality: 'high', kbps: highKbps, path: file('high.mp3') }
      : { ...normal, quality: 'high' },
  ];
}

/** The files of a plan to encode, once each, absolute under `mediaDir`. */
export function encodeTargets(plan: PlannedRendition[], mediaDir: string): EncodeTarget[] {
  const byPath = new Map<string, EncodeTarget>();
  for (const r of plan) {
    if (byPath.has(r.path)) continue;
    byPath.set(r.path, {
      path: `${mediaDir}/${r.path}`,
      codec: r.codec,
      kbps: r.kbps,
      channels: r.channels,
      sampleRate: r.sampleRate,
    });
  }
  return [...byPath.values()];
}

/** The stem of a source's rendition names: its file name, extension included (`demo-v1-3.wav` → `demo-v1-3-wav`). */
export function stemOf(sourcePath: string): string {
  const name = sourcePath.split('/').at(-1) ?? sourcePath;
  return name.replace(/[^A-Za-z0-9_-]+/g, '-');
}
