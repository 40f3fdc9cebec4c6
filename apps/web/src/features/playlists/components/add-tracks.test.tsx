// @vitest-environment jsdom
import '../../../test/dom.ts';
import '../../../test/dialog.ts';
import type { Playlist, Song } from '@sanza/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../test/auth.tsx';
import { AVAILABLE_SONGS_PAGE_SIZE } from '../api.ts';
import { PlaylistsView } from './playlists-view.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const AVAILABLE = '/api/streaming/playlists/bbbbbbbbbbb2/available-songs/';

function makeSong(id: number, title: string): Song {
  return {
    id,
    reference_id: `${id}`.padStart(12, 'a'),
    title,
    artists: [{ id: 1, reference_id: 'aaaaaaaaaaa1', name: 'Kíngó Mwána' }],
    album: null,
    cover_image: null,
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

const sport: Playlist = {
  id: 2,
  reference_id: 'bbbbbbbbbbb2',
  name: 'Sport',
  description: '',
  style: 'Afrobeat',
  is_public: false,
  owner: { username: 'awa' },
  contents: [],
  subscribers: { count: 0 },
  likes_count: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  is_hidden: false,
  hidden_reason: null,
};

/** A catalogue of `total` songs (titles « Titre 1 »…) answered page by page as the server does. */
function serveCatalogue(total: number) {
  const songs = Array.from({ length: total }, (_, i) => makeSong(i + 1, `Titre ${i + 1}`));
  const api = mockApi([
    {
      method: 'GET',
      path: '/api/streaming/playlists/user-playlists/',
      answer: () => jsonResponse(200, [sport]),
    },
    { method: 'GET', path: '/api/streaming/playlists/bbbbbbbbbbb2/', answer: () => jsonResponse(200, sport) },
  ]);
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== AVAILABLE) return api(input, init);
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('page_size'));
    const search = url.searchParams.get('search');
    const matching = search ? songs.filter((s) => s.title.endsWith(search)) : songs;
    const results = matching.slice((page - 1) * size, page * size);
    const next = page * size < matching.length ? `http://localhost${AVAILABLE}?page=${page + 1}` : null;
    return jsonResponse(200, { count: matching.length, next, previous: null, results });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const availableCalls = (fetchMock: ReturnType<typeof serveCatalogue>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === AVAILABLE)
    .map((url) => Object.fromEntries(url.searchParams));

describe('Add tracks of a playlist', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('pages through every song with « Charger plus » (45 songs: 20, 40, 45), then the button goes', async () => {
    const fetchMock = serveCatalogue(45);
    renderAt(<PlaylistsView />, { path: '/playlist' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ouvrir la playlist Sport' }));
    const dialog = screen.getByRole('dialog', { name: 'Sport' });
    const list = await within(dialog).findByRole('list', { name: 'Ajouter des titres' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(AVAILABLE_SONGS_PAGE_SIZE);
    expect(within(dialog).getByText('20 sur 45 titres')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
    expect(within(dialog).getByRole('button', { name: 'Ajouter Titre 45' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
    expect(availableCalls(fetchMock).map((q) => q.page)).toEqual(['1', '2', '3']);
  });

  it('sends the search with the page, and pages its results too', async () => {
    const fetchMock = serveCatalogue(300);
    renderAt(<PlaylistsView />, { path: '/playlist' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ouvrir la playlist Sport' }));
    const dialog = screen.getByRole('dialog', { name: 'Sport' });
    await within(dialog).findByText('20 sur 300 titres');
    await userEvent.type(within(dialog).getByLabelText('Chercher un titre ou un artiste'), '7');
    // « Titre 7 », « Titre 17 »… « Titre 297 »: 30 songs end with 7.
    expect(await within(dialog).findByText('20 sur 30 titres')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Charger plus' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('list', { name: 'Ajouter des titres' }).children).toHaveLength(30),
    );
    expect(availableCalls(fetchMock).slice(-2)).toEqual([
      { page: '1', page_size: '20', search: '7' },
      { page: '2', page_size: '20', search: '7' },
    ]);
  });
});
