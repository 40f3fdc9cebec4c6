// What listening or downloading costs in data: the rendition's own size when the song's detail
// gives it, else its length at the quality's nominal bitrate. Pure.
import { type CanPlayType, pickRendition, QUALITY_BITRATE_KBPS, type Quality } from './quality.ts';
import type { AudioRendition } from './renditions.ts';

/** A song as far as its cost goes: its length and, when the answer carried them, its renditions. */
export type CostedSong = { duration: number; audio_renditions?: readonly AudioRendition[] };

/** Bytes of `durationS` seconds at `kbps` kbit/s. */
export function bytesAt(durationS: number, kbps: number): number {
  return Math.max(0, durationS) * kbps * 125;
}

/** Bytes one song costs at `quality`: the playable rendition's size when known, else length × bitrate. */
export function songBytes(song: CostedSong, quality: Quality, canPlayType: CanPlayType): number {
  const rendition = song.audio_renditions ? pickRendition(song.audio_renditions, quality, canPlayType) : null;
  if (rendition && rendition.size_bytes > 0) return rendition.size_bytes;
  return bytesAt(song.duration, QUALITY_BITRATE_KBPS[quality]);
}

/** Bytes a list of songs costs at `quality`. */
export function songsBytes(songs: readonly CostedSong[], quality: Quality, canPlayType: CanPlayType): number {
  return songs.reduce((sum, song) => sum + songBytes(song, quality, canPlayType), 0);
}
