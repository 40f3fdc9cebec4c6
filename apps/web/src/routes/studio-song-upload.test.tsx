// @vitest-environment jsdom
import '../test/dom.ts';
import { studioMusicMessages } from '@sanza/contracts/constants';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockApi, renderAt } from '../test/auth.tsx';
import { StudioSongUploadPage } from './studio-song-upload.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = (artist: unknown) =>
  mockApi([
    {
      method: 'GET',
      path: '/api/auth/user/',
      answer: () => jsonResponse(200, makeUser({ roles: ['artist'] })),
    },
    {
      method: 'GET',
      path: '/api/studio/artist/',
      answer: () =>
        artist
          ? jsonResponse(200, artist)
          : jsonResponse(404, { detail: "Vous n'avez pas encore de profil d'artiste" }),
    },
    { method: 'GET', path: '/api/streaming/genres/', answer: () => jsonResponse(200, []) },
    { method: 'GET', path: '/api/studio/albums/', answer: () => jsonResponse(200, []) },
  ]);

describe('/studio/songs/new', () => {
  it('sends an artist without a profile to make one first, with no form to fill in vain', async () => {
    routes(null);
    renderAt(<StudioSongUploadPage />);
    expect(await screen.findByText(studioMusicMessages.artistProfileFirst)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer mon profil' })).toHaveAttribute('href', '/studio/artist');
    expect(screen.queryByRole('button', { name: 'Envoyer la chanson' })).not.toBeInTheDocument();
  });

  it('shows the upload form once the profile exists', async () => {
    routes({ id: 4, name: 'Mbilia Sound' });
    renderAt(<StudioSongUploadPage />);
    expect(await screen.findByRole('button', { name: 'Envoyer la chanson' })).toBeInTheDocument();
    expect(screen.queryByText(studioMusicMessages.artistProfileFirst)).not.toBeInTheDocument();
  });
});
