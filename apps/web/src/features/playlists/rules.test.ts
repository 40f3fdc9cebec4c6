import type { Playlist, Song } from '@sanza/contracts';
import { describe, expect, it } from 'vitest';
import { filterPlaylists, formatTotalDuration, mosaicCovers } from './rules.ts';

const song = (cover: string | null) => ({ cover_image: cover }) as Song;
const playlist = (name: string, style: string, covers: (string | null)[] = []) =>
  ({ name, style, contents: covers.map(song) }) as Playlist;

describe('filterPlaylists', () => {
  const lists = [playlist('Soirée rumba', 'Rumba'), playlist('Sport', 'Afrobeat'), playlist('Calme', 'Zoûk')];

  it('matches the name or the style, ignoring case and accents', () => {
    expect(filterPlaylists(lists, 'SOIREE').map((p) => p.name)).toEqual(['Soirée rumba']);
    expect(filterPlaylists(lists, 'afro').map((p) => p.name)).toEqual(['Sport']);
    expect(filterPlaylists(lists, 'zouk').map((p) => p.name)).toEqual(['Calme']);
    expect(filterPlaylists(lists, 'rumba').map((p) => p.name)).toEqual(['Soirée rumba']);
  });

  it('keeps everything for a blank query and nothing for a query without match', () => {
    expect(filterPlaylists(lists, '   ')).toHaveLength(3);
    expect(filterPlaylists(lists, 'jazz')).toEqual([]);
  });
});

describe('mosaicCovers', () => {
  it('takes at most 4 distinct covers in song order, skipping songs without one', () => {
    expect(mosaicCovers(playlist('x', '', ['a', null, 'b', 'a', 'c', 'd', 'e']))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('gives none for an empty playlist (the placeholder is shown)', () => {
    expect(mosaicCovers(playlist('x', ''))).toEqual([]);
  });
});

describe('formatTotalDuration', () => {
  it('shows minutes under an hour, hours and minutes above', () => {
    expect(formatTotalDuration(0)).toBe('0 min');
    expect(formatTotalDuration(725)).toBe('12 min');
    expect(formatTotalDuration(3900)).toBe('1 h 05 min');
  });
});
