import type { AudioRendition } from '../player/store.ts';

/** A song as pages hold it (the catalogue's `Song`), with its renditions when the answer carried them. */
export type DownloadableSong = {
  id: number;
  title: string;
  artists: readonly { name: string }[];
  album: { title: string } | null;
  cover_image: string | null;
  file: string;
  duration: number;
  audio_renditions?: readonly AudioRendition[];
};
