// @vitest-environment jsdom
import '../../../../test/dom.ts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, renderAt } from '../../../../test/auth.tsx';
import type { StudioSong } from '../api.ts';
import { SONGS_POLL_MS } from '../rules.ts';
import { SongList } from './song-list.tsx';

function makeSong(overrides: Partial<StudioSong> = {}): StudioSong {
  return {
    id: 1,
    song_id: 11,
    status: 'ready',
    duration: 245,
    title: 'Liputa',
    created_at: '2026-11-25T10:00:00Z',
    plays: 1234,
    likes: 7,
    hidden_reason: null,
    ...overrides,
  };
}

const artistRoute = {
  method: 'GET',
  path: '/api/studio/artist/',
  answer: () =>
    jsonResponse(200, { id: 4, reference_id: 'a', name: 'A', bio: '', country: '', genres: [], photo: null }),
};

afterEach(() => vi.useRealTimers());

describe('studio song list', () => {
  it('shows each upload with its French status, reason, duration, plays, likes and hidden reason', async () => {
    mockApi([
      artistRoute,
      {
        method: 'GET',
        path: '/api/studio/songs/',
        answer: () =>
          jsonResponse(200, [
            makeSong({
              id: 3,
              song_id: null,
              status: 'processing',
              title: 'Nouveau titre',
              duration: null,
              plays: 0,
              likes: 0,
            }),
            makeSong({
              id: 2,
              song_id: null,
              status: 'failed',
              title: 'Cassé',
              duration: null,
              error: 'Le fichier audio est illisible',
            }),
            makeSong({ id: 1, hidden_reason: 'Droits contestés' }),
          ]),
      },
    ]);
    renderAt(<SongList />, { path: '/studio/songs' });
    const list = await screen.findByRole('list', { name: 'Mes chansons' });
    const [processing, failed, ready] = within(list).getAllByRole('listitem');

    expect(processing).toHaveTextContent('Nouveau titre');
    expect(processing).toHaveTextContent('En traitement');
    expect(within(processing!).queryByRole('link')).not.toBeInTheDocument();

    expect(failed).toHaveTextContent('Échec');
    expect(failed).toHaveTextContent('Le fichier audio est illisible');

    expect(ready).toHaveTextContent('Publiée');
    expect(ready).toHaveTextContent('4:05');
    expect(ready).toHaveTextContent('Écoutes : 1 234');
    expect(ready).toHaveTextContent("J'aime : 7");
    expect(ready).toHaveTextContent("Masquée par l'équipe : Droits contestés");
    expect(within(ready!).getByRole('link', { name: 'Liputa' })).toHaveAttribute('href', '/musics/11');

    expect(screen.getByRole('link', { name: 'Envoyer une chanson' })).toHaveAttribute(
      'href',
      '/studio/songs/new',
    );
    expect(screen.queryByText(/avant d'envoyer une chanson/)).not.toBeInTheDocument();
  });

  it('asks again every few seconds while a song is processing and stops once it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    const fetchMock = mockApi([
      artistRoute,
      {
        method: 'GET',
        path: '/api/studio/songs/',
        answer: () => {
          answers += 1;
          const status = answers < 3 ? 'processing' : 'ready';
          return jsonResponse(200, [makeSong({ status, song_id: status === 'ready' ? 11 : null })]);
        },
      },
    ]);
    renderAt(<SongList />);
    expect(await screen.findByText('En traitement')).toBeInTheDocument();
    expect(
      screen.getByText('Traitement en cours : cette liste se met à jour toute seule.'),
    ).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SONGS_POLL_MS));
    expect(callsTo(fetchMock, '/api/studio/songs/')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(SONGS_POLL_MS));
    expect(await screen.findByText('Publiée')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/songs/')).toHaveLength(3);

    await act(() => vi.advanceTimersByTimeAsync(SONGS_POLL_MS * 5));
    expect(callsTo(fetchMock, '/api/studio/songs/')).toHaveLength(3);
    expect(screen.queryByText(/Traitement en cours/)).not.toBeInTheDocument();
  });

  it('says when there is no song yet, and that the profile comes first when there is none', async () => {
    const user = userEvent.setup();
    mockApi([
      { method: 'GET', path: '/api/studio/artist/', answer: () => jsonResponse(404, { detail: 'Aucun' }) },
      { method: 'GET', path: '/api/studio/songs/', answer: () => jsonResponse(200, []) },
    ]);
    renderAt(<SongList />, { path: '/studio/songs' });
    expect(await screen.findByText("Vous n'avez encore envoyé aucune chanson")).toBeInTheDocument();
    expect(
      await screen.findByText("Créez d'abord votre profil d'artiste avant d'envoyer une chanson"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Créer mon profil' }));
    expect(await screen.findByRole('heading', { name: 'Page /studio/artist' })).toBeInTheDocument();
  });
});
