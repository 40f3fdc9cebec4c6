import type { Song } from '@sanza/contracts';

/** A track as the player holds it ("Player track"). */
export type PlayerTrack = {
  id: number;
  title: string;
  artist: string;
  coverUrl: string | null;
  audioUrl: string;
  /** Seconds, from the catalogue (the audio's own duration replaces it once known). */
  duration: number;
  /** The song's page id (`/musics/{referenceId}`), for the now-playing sheet's links and like; absent offline. */
  referenceId?: string;
  /** The artists with their page ids (`/artists/{referenceId}`). */
  artistLinks?: readonly { name: string; referenceId: string }[];
};

/** The player's track for a catalogue song: its artists joined, its cover and its audio file. */
export function toPlayerTrack(song: Song): PlayerTrack {
  return {
    id: song.id,
    title: song.title,
    artist: song.artists.map((artist) => artist.name).join(', '),
    coverUrl: song.cover_image,
    audioUrl: song.file,
    duration: song.duration,
    referenceId: song.reference_id,
    artistLinks: song.artists.map((artist) => ({ name: artist.name, referenceId: artist.reference_id })),
  };
}
