import type { Playlist } from '@sanza/contracts';
import { PLAYLIST_MOSAIC_COVERS } from '@sanza/contracts/constants';

/** Lower case without accents, so 'Zouk' finds 'zoûk' and 'soiree' finds 'Soirée'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The playlists whose name or style contains `query` (the search covers name and style). */
export function filterPlaylists(playlists: readonly Playlist[], query: string): Playlist[] {
  const needle = foldText(query);
  if (!needle) return [...playlists];
  return playlists.filter((p) => foldText(p.name).includes(needle) || foldText(p.style).includes(needle));
}

/** The covers of a playlist's mosaic: its songs' distinct covers in order, at most 4. */
export function mosaicCovers(playlist: Pick<Playlist, 'contents'>): string[] {
  const covers: string[] = [];
  for (const song of playlist.contents) {
    if (song.cover_image && !covers.includes(song.cover_image)) covers.push(song.cover_image);
    if (covers.length === PLAYLIST_MOSAIC_COVERS) break;
  }
  return covers;
}

/** Total length of a playlist's songs, as '1 h 05 min' or '12 min'. */
export function formatTotalDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
