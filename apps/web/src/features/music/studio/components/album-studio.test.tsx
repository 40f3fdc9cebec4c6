// @vitest-environment jsdom
import '../../../../test/dom.ts';
import type { StudioAlbum } from '@sanza/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, renderAt } from '../../../../test/auth.tsx';
import type { StudioSong } from '../api.ts';
import { AlbumStudio, ReleaseBadge } from './album-studio.tsx';

const ARTIST = { id: 4, reference_id: 'a', name: 'A', bio: '', country: '', genres: [], photo: null };
const GENRES = [
  { id: 1, name: 'Rumba' },
  { id: 2, name: 'Ndombolo' },
];

function makeAlbum(overrides: Partial<StudioAlbum> = {}): StudioAlbum {
  return {
    id: 7,
    reference_id: 'alb-7',
    title: 'Mokili',
    release_date: '2026-01-10',
    genre: 1,
    description: '',
    cover: null,
    tracks: [],
    ...overrides,
  };
}

const song = (song_id: number, title: string, status: StudioSong['status'] = 'ready'): StudioSong => ({
  id: song_id * 10,
  song_id: status === 'ready' ? song_id : null,
  status,
  duration: 200,
  title,
  created_at: '2026-11-20T10:00:00Z',
  plays: 0,
  likes: 0,
  hidden_reason: null,
});

/** The API of the albums page, holding `albums` and answering PATCH with `patch` (default: applies the tracks). */
function albumsApi(albums: StudioAlbum[], songs: StudioSong[], patch?: () => Response) {
  return mockApi([
    { method: 'GET', path: '/api/studio/artist/', answer: () => jsonResponse(200, ARTIST) },
    { method: 'GET', path: '/api/streaming/genres/', answer: () => jsonResponse(200, GENRES) },
    { method: 'GET', path: '/api/studio/songs/', answer: () => jsonResponse(200, songs) },
    { method: 'GET', path: '/api/studio/albums/', answer: () => jsonResponse(200, albums) },
    {
      method: 'POST',
      path: '/api/studio/albums/',
      answer: (init) => {
        const created = makeAlbum({ id: 8, reference_id: 'alb-8', ...JSON.parse(String(init?.body)) });
        albums.push(created);
        return jsonResponse(201, created);
      },
    },
    ...albums.map((album) => ({
      method: 'PATCH',
      path: `/api/studio/albums/${album.id}/`,
      answer: (init: RequestInit | undefined) => {
        if (patch) return patch();
        const body = JSON.parse(String(init?.body)) as { tracks: number[] };
        const titles = new Map(songs.map((s) => [s.song_id, s.title]));
        album.tracks = body.tracks.map((id, i) => ({
          song_id: id,
          title: titles.get(id)!,
          track_number: i + 1,
        }));
        return jsonResponse(200, album);
      },
    })),
  ]);
}

afterEach(() => vi.unstubAllGlobals());

describe('ReleaseBadge', () => {
  it('announces a future release date, and only a future one', () => {
    const { rerender } = render(<ReleaseBadge date="2026-12-24" today="2026-11-25" />);
    expect(screen.getByText('Sortie prévue le 24 décembre 2026')).toBeInTheDocument();
    rerender(<ReleaseBadge date="2026-11-25" today="2026-11-25" />);
    expect(screen.queryByText(/Sortie prévue/)).not.toBeInTheDocument();
    expect(screen.getByText('Sortie le 25 novembre 2026')).toBeInTheDocument();
  });
});

describe('albums page', () => {
  it('lists my albums, hides the public link of a scheduled one, and creates an album', async () => {
    const user = userEvent.setup();
    const albums = [
      makeAlbum({ release_date: '2099-06-01', title: 'Bientôt' }),
      makeAlbum({ id: 9, reference_id: 'alb-9' }),
    ];
    const fetchMock = albumsApi(albums, []);
    renderAt(<AlbumStudio />, { path: '/studio/albums' });

    const list = await screen.findByRole('list', { name: 'Mes albums' });
    const [scheduled, released] = within(list).getAllByRole('listitem');
    expect(scheduled).toHaveTextContent('Sortie prévue le 1 juin 2099');
    expect(
      within(scheduled!).queryByRole('link', { name: "Voir la page de l'album" }),
    ).not.toBeInTheDocument();
    expect(within(released!).getByRole('link', { name: "Voir la page de l'album" })).toHaveAttribute(
      'href',
      '/album/alb-9',
    );

    await user.click(screen.getByRole('button', { name: 'Nouvel album' }));
    const form = screen.getByRole('region', { name: 'Nouvel album' });
    await user.type(within(form).getByLabelText('Titre'), 'Nouvelle ère');
    const date = within(form).getByLabelText('Date de sortie');
    await user.clear(date);
    await user.type(date, '2099-12-31');
    await user.selectOptions(await within(form).findByLabelText('Genre'), 'Ndombolo');
    await user.type(within(form).getByLabelText('Description'), 'Premier album');
    await user.click(within(form).getByRole('button', { name: "Créer l'album" }));

    expect(await screen.findByText('Album créé.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/albums/').find((c) => c.init?.method === 'POST')?.body).toEqual({
      title: 'Nouvelle ère',
      release_date: '2099-12-31',
      genre: 2,
      description: 'Premier album',
    });
    expect(await within(list).findByText('Nouvelle ère')).toBeInTheDocument();
  });

  it('adds a ready song, moves tracks with buttons and saves the order with PATCH tracks', async () => {
    const user = userEvent.setup();
    const album = makeAlbum({
      tracks: [
        { song_id: 1, title: 'Un', track_number: 1 },
        { song_id: 2, title: 'Deux', track_number: 2 },
      ],
    });
    const other = makeAlbum({
      id: 9,
      reference_id: 'alb-9',
      title: 'Ancien',
      tracks: [{ song_id: 3, title: 'Trois', track_number: 1 }],
    });
    const fetchMock = albumsApi(
      [album, other],
      [
        song(1, 'Un'),
        song(2, 'Deux'),
        song(3, 'Trois'),
        song(4, 'Quatre'),
        song(5, 'En cours', 'processing'),
      ],
    );
    renderAt(<AlbumStudio />);
    const card = (await screen.findByRole('heading', { name: 'Mokili' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Modifier' }));

    const add = within(card).getByLabelText('Ajouter une chanson');
    const options = within(add)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // Only ready songs not in the album, saying where one is now; a processing one can't be added.
    expect(options).toEqual(['Choisir une chanson publiée…', 'Trois (dans « Ancien »)', 'Quatre']);
    await user.selectOptions(add, 'Quatre');
    await user.click(within(card).getByRole('button', { name: 'Ajouter' }));

    expect(within(card).getByRole('button', { name: 'Monter « Un »' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Descendre « Quatre »' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Monter « Quatre »' }));
    await user.click(within(card).getByRole('button', { name: 'Descendre « Un »' }));
    await user.click(within(card).getByRole('button', { name: 'Retirer « Deux »' }));
    const tracks = within(card).getByRole('list', { name: 'Titres' });
    expect(
      within(tracks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Quatre', '2Un']);
    expect(within(card).getByText('Modifications non enregistrées.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Enregistrer les titres' }));
    expect(await within(card).findByText('Titres enregistrés.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/albums/7/')[0]?.body).toEqual({ tracks: [4, 1] });
    expect(within(card).queryByText('Modifications non enregistrées.')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Enregistrer les titres' })).toBeDisabled();
    expect(within(card).getByText('2 titres')).toBeInTheDocument();
  });

  it("shows the server's refusal of the tracks", async () => {
    const user = userEvent.setup();
    const album = makeAlbum({ tracks: [{ song_id: 1, title: 'Un', track_number: 1 }] });
    albumsApi([album], [song(1, 'Un'), song(2, 'Deux')], () =>
      jsonResponse(400, { tracks: ['Chaque titre doit être une de vos chansons, une seule fois'] }),
    );
    renderAt(<AlbumStudio />);
    const card = (await screen.findByRole('heading', { name: 'Mokili' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Modifier' }));
    await user.selectOptions(within(card).getByLabelText('Ajouter une chanson'), 'Deux');
    await user.click(within(card).getByRole('button', { name: 'Ajouter' }));
    await user.click(within(card).getByRole('button', { name: 'Enregistrer les titres' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Chaque titre doit être une de vos chansons, une seule fois',
    );
  });

  it('edits an album and shows a refused field under it', async () => {
    const user = userEvent.setup();
    const fetchMock = albumsApi([makeAlbum()], [], () => jsonResponse(400, { genre: ['Genre inconnu'] }));
    renderAt(<AlbumStudio />);
    const card = (await screen.findByRole('heading', { name: 'Mokili' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Modifier' }));
    // The saved genre shows once the genres have arrived.
    expect(await within(card).findByRole('option', { name: 'Rumba', selected: true })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Enregistrer' }));
    expect(within(card).getByLabelText('Genre')).toHaveAccessibleDescription('Genre inconnu');
    expect(callsTo(fetchMock, '/api/studio/albums/7/')[0]?.body).toEqual({
      title: 'Mokili',
      release_date: '2026-01-10',
      genre: 1,
      description: '',
    });
  });

  it('asks for the artist profile first', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: '/api/studio/artist/', answer: () => jsonResponse(404, { detail: 'Aucun' }) },
    ]);
    renderAt(<AlbumStudio />);
    expect(
      await screen.findByText("Créez d'abord votre profil d'artiste avant d'envoyer une chanson"),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/albums/')).toHaveLength(0);
  });
});
