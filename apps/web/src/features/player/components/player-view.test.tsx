// @vitest-environment jsdom
import '../../../test/dom.ts';
import type { Song } from '@sanza/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, notFound, renderAt } from '../../../test/auth.tsx';
import { PlayerView } from './player-view.tsx';

/** Just enough of an audio element: jsdom does not play media. */
class SilentAudio extends EventTarget {
  src = '';
  preload = '';
  volume = 1;
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  seeking = false;
  error = null;
  playbackRate = 1;
  play() {
    this.paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
  load() {}
  removeAttribute() {}
}

const song = (id: number, title: string): Song => ({
  id,
  reference_id: `abcdef00000${id}`,
  title,
  artists: [{ id: 1, reference_id: 'aaaaaaaaaaaa', name: 'Kíngó Mwána' }],
  album: { id: 7, reference_id: 'bbbbbbbbbbbb', title: 'Kin Électrique' },
  cover_image: null,
  file: `/media/${id}.mp3`,
  duration: 55,
  duration_formatted: '0:55',
  genres: [],
  play_count: 0,
  likes: 0,
  publish_date: '2026-01-01',
  popularity: 50,
  is_explicit: false,
  is_liked: false,
  stats: { plays: 0, likes: 0, shares: 0 },
});

const TRACKS = '/api/streaming/albums/bbbbbbbbbbbb/tracks/';

/** The details the player asks for when a song starts (its audio renditions: none, the original file plays). */
const details = (...songs: Song[]) =>
  songs.map((one) => ({
    method: 'GET',
    path: `/api/streaming/musics/${one.id}/`,
    answer: () => jsonResponse(200, { ...one, audio_renditions: [] }),
  }));

beforeEach(() => {
  vi.stubGlobal('Audio', SilentAudio);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlayerView', () => {
  it('shows a skeleton while the list loads', () => {
    mockApi([{ method: 'GET', path: TRACKS, answer: () => new Promise<Response>(() => {}) }]);
    renderAt(<PlayerView />, { path: '/player/:type/:id', url: '/player/album/bbbbbbbbbbbb' });
    expect(screen.getByRole('status', { name: 'Chargement des musiques…' })).toBeInTheDocument();
  });

  it("says 'Erreur lors du chargement des musiques' when the list cannot be loaded", async () => {
    mockApi([{ method: 'GET', path: TRACKS, answer: notFound }]);
    renderAt(<PlayerView />, { path: '/player/:type/:id', url: '/player/album/bbbbbbbbbbbb' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement des musiques');
  });

  it("says 'Aucune musique disponible' for an empty list", async () => {
    mockApi([{ method: 'GET', path: TRACKS, answer: () => jsonResponse(200, []) }]);
    renderAt(<PlayerView />, { path: '/player/:type/:id', url: '/player/album/bbbbbbbbbbbb' });
    expect(await screen.findByText('Aucune musique disponible')).toBeInTheDocument();
  });

  it('lists every song for any other type (a DRF page or a plain list) and plays the clicked row', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/streaming/musics/',
        answer: () =>
          jsonResponse(200, {
            count: 2,
            next: null,
            previous: null,
            results: [song(1, 'Sóyi'), song(2, 'Mabánga')],
          }),
      },
      ...details(song(1, 'Sóyi'), song(2, 'Mabánga')),
    ]);
    renderAt(<PlayerView />, { path: '/player/:type/:id', url: '/player/trending/1' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Toutes les musiques');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Arriving starts the list.
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Lire Mabánga' }));
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
  });

  it("titles an album's list with the album", async () => {
    mockApi([
      { method: 'GET', path: TRACKS, answer: () => jsonResponse(200, [song(1, 'Sóyi')]) },
      ...details(song(1, 'Sóyi')),
    ]);
    renderAt(<PlayerView />, { path: '/player/:type/:id', url: '/player/album/bbbbbbbbbbbb' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Kin Électrique');
    expect(screen.getByText('1 titre · 0:55')).toBeInTheDocument();
  });
});
