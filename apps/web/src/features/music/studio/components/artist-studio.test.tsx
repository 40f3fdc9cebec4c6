// @vitest-environment jsdom
import '../../../../test/dom.ts';
import type { StudioArtist } from '@sanza/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, renderAt } from '../../../../test/auth.tsx';
import { ArtistStudio } from './artist-studio.tsx';

const MB = 1024 * 1024;
const fileOf = (type: string, size: number, name = 'photo') =>
  new File([new Uint8Array(size)], name, { type });

const GENRES = [
  { id: 1, name: 'Rumba' },
  { id: 2, name: 'Ndombolo' },
  { id: 3, name: 'Afrobeat' },
];

function makeArtist(overrides: Partial<StudioArtist> = {}): StudioArtist {
  return {
    id: 42,
    reference_id: 'art-42',
    name: 'Mbilia Sound',
    bio: 'Rumba de Brazzaville',
    country: 'Congo',
    genres: ['Rumba'],
    photo: null,
    ...overrides,
  };
}

const genresRoute = {
  method: 'GET',
  path: '/api/streaming/genres/',
  answer: () => jsonResponse(200, GENRES),
};

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:apercu', revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('artist profile page', () => {
  it('explains that a profile is needed before sending songs, then creates it with the chosen genres', async () => {
    const user = userEvent.setup();
    let artist: StudioArtist | null = null;
    const fetchMock = mockApi([
      genresRoute,
      {
        method: 'GET',
        path: '/api/studio/artist/',
        answer: () =>
          artist
            ? jsonResponse(200, artist)
            : jsonResponse(404, { detail: "Vous n'avez pas encore de profil d'artiste" }),
      },
      {
        method: 'POST',
        path: '/api/studio/artist/',
        answer: (init) => {
          const body = JSON.parse(String(init?.body));
          artist = makeArtist({ ...body, genres: body.genres });
          return jsonResponse(200, artist);
        },
      },
    ]);
    renderAt(<ArtistStudio />, { path: '/studio/artist' });

    expect(
      await screen.findByText("Créez d'abord votre profil d'artiste avant d'envoyer une chanson"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voir ma page publique' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choisir une image')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Nom d'artiste"), 'Mbilia Sound');
    await user.type(screen.getByLabelText('Pays'), 'Congo');
    await user.type(screen.getByLabelText('Biographie'), 'Rumba de Brazzaville');
    await user.click(await screen.findByRole('checkbox', { name: 'Ndombolo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Rumba' }));
    await user.click(screen.getByRole('button', { name: 'Créer mon profil' }));

    expect(
      await screen.findByText('Profil créé. Vous pouvez maintenant envoyer vos chansons.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/artist/').find((c) => c.init?.method === 'POST')?.body).toEqual({
      name: 'Mbilia Sound',
      bio: 'Rumba de Brazzaville',
      country: 'Congo',
      genres: ['Ndombolo', 'Rumba'],
    });
    expect(screen.getByRole('link', { name: 'Voir ma page publique' })).toHaveAttribute(
      'href',
      '/artists/42',
    );
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choisir une image')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names", async () => {
    const user = userEvent.setup();
    mockApi([
      genresRoute,
      { method: 'GET', path: '/api/studio/artist/', answer: () => jsonResponse(200, makeArtist()) },
      {
        method: 'POST',
        path: '/api/studio/artist/',
        answer: () => jsonResponse(400, { genres: ['Genre inconnu'] }),
      },
    ]);
    renderAt(<ArtistStudio />);
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const legend = await screen.findByText('Genre inconnu');
    expect(legend.closest('fieldset')).toHaveAccessibleDescription(/Genre inconnu/);
  });

  it('shows a refusal that names no field above the form, and clears it at the next save', async () => {
    const user = userEvent.setup();
    let refuse = true;
    mockApi([
      genresRoute,
      { method: 'GET', path: '/api/studio/artist/', answer: () => jsonResponse(200, makeArtist()) },
      {
        method: 'POST',
        path: '/api/studio/artist/',
        answer: () =>
          refuse ? jsonResponse(409, { detail: 'Profil modifié ailleurs' }) : jsonResponse(200, makeArtist()),
      },
    ]);
    renderAt(<ArtistStudio />);
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profil modifié ailleurs');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil enregistré.')).toBeInTheDocument();
    expect(screen.queryByText('Profil modifié ailleurs')).toBeNull();
  });

  it('refuses more than 10 genres before sending', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 11 }, (_, i) => ({ id: i + 1, name: `Genre ${i + 1}` }));
    const fetchMock = mockApi([
      { method: 'GET', path: '/api/streaming/genres/', answer: () => jsonResponse(200, many) },
      {
        method: 'GET',
        path: '/api/studio/artist/',
        answer: () => jsonResponse(200, makeArtist({ genres: [] })),
      },
    ]);
    renderAt(<ArtistStudio />);
    for (const genre of many) await user.click(await screen.findByRole('checkbox', { name: genre.name }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Choisissez au plus 10 genres')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/artist/').filter((c) => c.init?.method === 'POST')).toHaveLength(
      0,
    );
  });

  it('checks the photo before sending it, previews it, and shows what the server refuses', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = mockApi([
      genresRoute,
      { method: 'GET', path: '/api/studio/artist/', answer: () => jsonResponse(200, makeArtist()) },
      {
        method: 'POST',
        path: '/api/studio/artist/photo/',
        answer: () => jsonResponse(400, { file: ['La photo doit être une image JPEG, PNG ou WebP'] }),
      },
    ]);
    renderAt(<ArtistStudio />);
    const section = await screen.findByRole('region', { name: "Photo d'artiste" });
    const input = within(section).getByLabelText('Choisir une image');
    const send = within(section).getByRole('button', { name: 'Enregistrer la photo' });

    await user.upload(input, fileOf('image/gif', 100, 'anim.gif'));
    expect(input).toHaveAccessibleDescription(/La photo doit être une image JPEG, PNG ou WebP/);
    expect(send).toBeDisabled();
    await user.upload(input, fileOf('image/jpeg', 10 * MB + 1, 'big.jpg'));
    expect(input).toHaveAccessibleDescription(/La photo dépasse 10 Mo/);
    expect(send).toBeDisabled();
    expect(callsTo(fetchMock, '/api/studio/artist/photo/')).toHaveLength(0);

    await user.upload(input, fileOf('image/png', 1000, 'fausse.png'));
    expect(within(section).getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toHaveAttribute(
      'src',
      'blob:apercu',
    );
    await user.click(send);
    expect(
      await within(section).findByText('La photo doit être une image JPEG, PNG ou WebP'),
    ).toBeInTheDocument();
    const sent = callsTo(fetchMock, '/api/studio/artist/photo/')[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toBeInstanceOf(File);
  });

  it('saves a good photo and shows it', async () => {
    const user = userEvent.setup();
    mockApi([
      genresRoute,
      { method: 'GET', path: '/api/studio/artist/', answer: () => jsonResponse(200, makeArtist()) },
      {
        method: 'POST',
        path: '/api/studio/artist/photo/',
        answer: () => jsonResponse(200, makeArtist({ photo: '/media/artists/p.webp' })),
      },
    ]);
    renderAt(<ArtistStudio />);
    const section = await screen.findByRole('region', { name: "Photo d'artiste" });
    await user.upload(
      within(section).getByLabelText('Choisir une image'),
      fileOf('image/webp', 500, 'moi.webp'),
    );
    await user.click(within(section).getByRole('button', { name: 'Enregistrer la photo' }));
    expect(await within(section).findByText('Photo enregistrée.')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Photo de Mbilia Sound' })).toHaveAttribute(
      'src',
      '/media/artists/p.webp',
    );
  });
});
