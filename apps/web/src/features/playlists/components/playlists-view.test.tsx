// @vitest-environment jsdom
import '../../../test/dom.ts';
import '../../../test/dialog.ts';
import type { Playlist, Song } from '@sanza/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../test/auth.tsx';
import { PlaylistsView } from './playlists-view.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const MINE = '/api/streaming/playlists/user-playlists/';

function makeSong(id: number, title: string, cover: string | null = `/media/c${id}.svg`): Song {
  return {
    id,
    reference_id: `${id}`.padStart(12, 'a'),
    title,
    artists: [{ id: 1, reference_id: 'aaaaaaaaaaa1', name: 'Mbóngo Sánzá' }],
    album: null,
    cover_image: cover,
    file: '/media/a.mp3',
    duration: 185,
    duration_formatted: '3:05',
    genres: [],
    play_count: 0,
    likes: 0,
    publish_date: '2026-01-01',
    popularity: 0,
    is_explicit: false,
    is_liked: false,
    stats: { plays: 0, likes: 0, shares: 0 },
  };
}

function makePlaylist(id: number, name: string, style: string, contents: Song[] = []): Playlist {
  return {
    id,
    reference_id: `${id}`.padStart(12, 'b'),
    name,
    description: '',
    style,
    is_public: false,
    owner: { username: 'awa' },
    contents,
    subscribers: { count: 0 },
    likes_count: 0,
    created_at: '2026-11-01T10:00:00.000Z',
    is_hidden: false,
    hidden_reason: null,
  };
}

const rumba = makePlaylist(1, 'Soirée', 'Rumba', [makeSong(1, 'Sóyi'), makeSong(2, 'Debout')]);
const sport = makePlaylist(2, 'Sport', 'Afrobeat');
/** One page of available songs, the only one. */
const page = (results: Song[]) => ({ count: results.length, next: null, previous: null, results });
const get = (path: string, body: unknown) => ({ method: 'GET', path, answer: () => jsonResponse(200, body) });
const renderPage = () => renderAt(<PlaylistsView />, { path: '/playlist' });

describe('PlaylistsView', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the count and the cards, and filters by name or style ("Aucune playlist trouvée")', async () => {
    mockApi([get(MINE, [rumba, sport])]);
    renderPage();
    expect(await screen.findByText('2 playlists')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir la playlist Soirée' })).toHaveTextContent(
      'Rumba · 2 titres',
    );
    const covers = screen.getAllByTestId('playlist-cover');
    expect(covers.map((c) => c.dataset.covers)).toEqual(['2', '0']);

    const search = screen.getByLabelText('Rechercher une playlist');
    await userEvent.type(search, 'afro');
    expect(screen.queryByRole('button', { name: 'Ouvrir la playlist Soirée' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir la playlist Sport' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'jazz');
    expect(screen.getByText('Aucune playlist trouvée')).toBeInTheDocument();
  });

  it("shows 'Créez votre première playlist' when the user has none", async () => {
    mockApi([get(MINE, [])]);
    renderPage();
    expect(await screen.findByText('Créez votre première playlist')).toBeInTheDocument();
    expect(screen.getByText('0 playlists')).toBeInTheDocument();
  });

  it('refuses an empty name in the Create modal, then posts name, style and is_public', async () => {
    const created = makePlaylist(3, 'Dimanche', 'Gospel');
    const fetchMock = mockApi([
      get(MINE, []),
      { method: 'POST', path: '/api/streaming/playlists/', answer: () => jsonResponse(201, created) },
      get('/api/streaming/playlists/bbbbbbbbbbb3/', created),
      get('/api/streaming/playlists/bbbbbbbbbbb3/available-songs/', page([])),
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Créer une playlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle playlist' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer une playlist' }));
    expect(await within(dialog).findByText('Le nom de la playlist est requis')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/streaming/playlists/')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Nom'), '  Dimanche ');
    await userEvent.type(within(dialog).getByLabelText('Style (facultatif)'), 'Gospel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer une playlist' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/streaming/playlists/')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/streaming/playlists/')[0]!.body).toEqual({
      name: 'Dimanche',
      style: 'Gospel',
      is_public: false,
    });
    // The new playlist is listed and opened, ready for its first tracks.
    expect(await screen.findByRole('dialog', { name: 'Dimanche' })).toBeInTheDocument();
    expect(screen.getByText('1 playlist')).toBeInTheDocument();
  });

  it('shows a failed delete in the confirmation dialog and keeps the card', async () => {
    mockApi([
      get(MINE, [rumba]),
      {
        method: 'DELETE',
        path: '/api/streaming/playlists/bbbbbbbbbbb1/delete/',
        answer: () => jsonResponse(500, { detail: 'Erreur interne du serveur' }),
      },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Soirée' }));
    const confirm = screen.getByRole('dialog', { name: 'Supprimer cette playlist ?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Oui, supprimer' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'La playlist n’a pas pu être supprimée. Réessayez.',
    );
    expect(screen.getByRole('button', { name: 'Ouvrir la playlist Soirée' })).toBeInTheDocument();
  });

  it('shows a failed add in the detail modal', async () => {
    mockApi([
      get(MINE, [sport]),
      get('/api/streaming/playlists/bbbbbbbbbbb2/', sport),
      get('/api/streaming/playlists/bbbbbbbbbbb2/available-songs/', page([makeSong(7, 'Liputa')])),
      {
        method: 'POST',
        path: '/api/streaming/playlists/bbbbbbbbbbb2/add-song/',
        answer: () => jsonResponse(403, { detail: 'Seul le propriétaire de la playlist peut la modifier' }),
      },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ouvrir la playlist Sport' }));
    const dialog = screen.getByRole('dialog', { name: 'Sport' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Ajouter Liputa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Seul le propriétaire de la playlist peut la modifier',
    );
  });
});
