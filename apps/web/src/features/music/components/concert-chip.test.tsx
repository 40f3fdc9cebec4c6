// @vitest-environment jsdom
import '../../../test/dom.ts';
import 'fake-indexeddb/auto';
import type { ArtistEvent, SongDetail } from '@sanza/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { makeEvent } from '../../../test/fixtures.ts';
import { musicKeys } from '../queries.ts';
import { SongDetail as SongDetailPage } from './song-detail.tsx';

const song: SongDetail = {
  id: 1,
  reference_id: 'aaaaaaaaaaaa',
  title: 'Kin Électrique',
  artists: [
    { id: 7, reference_id: 'bbbbbbbbbbbb', name: 'Kíngó Mwána' },
    { id: 8, reference_id: 'dddddddddddd', name: 'Mbóngo Sánzá' },
  ],
  album: null,
  cover_image: null,
  file: '/media/songs/kin.mp3',
  duration: 55,
  duration_formatted: '0:55',
  genres: [],
  play_count: 3,
  likes: 2,
  publish_date: '2026-11-10',
  popularity: 10,
  is_explicit: false,
  is_liked: false,
  stats: { plays: 3, likes: 2, shares: 0 },
  audio_renditions: [],
};

function concert(overrides: Partial<ArtistEvent> = {}): ArtistEvent {
  return { ...makeEvent(), city: 'Brazzaville', lowest_price: 5000, ...overrides };
}

function renderSong(events: ArtistEvent[]) {
  mockApi([
    { method: 'GET', path: '/api/streaming/musics/aaaaaaaaaaaa/', answer: () => jsonResponse(200, song) },
    { method: 'GET', path: '/api/accounts/artists/7/events/', answer: () => jsonResponse(200, events) },
  ]);
  return renderAt(<SongDetailPage id="aaaaaaaaaaaa" />, { path: '/musics/aaaaaaaaaaaa' });
}

afterEach(() => vi.unstubAllGlobals());

describe('concert chip on the song page', () => {
  it("links the first artist's soonest upcoming event as « En concert le 10/07/2030 à 20h30 »", async () => {
    renderSong([
      concert({ serial_id: 'rumba-2030', date: '2030-07-10', time: '20:30:00' }),
      concert({ serial_id: 'later', date: '2030-09-01', time: '21:00:00' }),
    ]);
    const chip = await screen.findByRole('link', { name: 'En concert le 10/07/2030 à 20h30' });
    expect(chip).toHaveAttribute('href', '/events/rumba-2030');
    expect(screen.queryByRole('link', { name: /01\/09\/2030/ })).not.toBeInTheDocument();
  });

  it('shows no chip when the artist has no upcoming event', async () => {
    const { queryClient } = renderSong([]);
    await screen.findByRole('heading', { level: 1, name: 'Kin Électrique' });
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(musicKeys.artistEvents(7))?.status).toBe('success'),
    );
    expect(screen.queryByRole('link', { name: /En concert/ })).not.toBeInTheDocument();
  });
});
