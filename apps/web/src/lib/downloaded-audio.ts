// The player plays a song's downloaded copy when this device holds one, but the downloads feature builds on the
// player (its qualities, renditions and queue), so the player cannot import it back without a circle. The entry
// (main.tsx) hands over here how to open a downloaded copy, loading the downloads' code only when asked.

/** Opens the downloaded audio of a song: its blob, or null when the device holds none. */
export type DownloadedAudioOpener = (songId: number) => Promise<Blob | null>;

let opener: DownloadedAudioOpener = () => Promise.resolve(null);

/** Sets how a song's downloaded audio is opened: once by the entry, or by a test. */
export function provideDownloadedAudio(open: DownloadedAudioOpener): void {
  opener = open;
}

/** The downloaded audio of `songId`, or null: none on this device, or no way to open it was provided. */
export function openDownloadedAudio(songId: number): Promise<Blob | null> {
  return opener(songId);
}
