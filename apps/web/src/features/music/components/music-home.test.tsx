// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { MusicHome } from './music-home.tsx';

const song = {
  id: 1,
  reference_id: 'aaaaaaaaaaaa',
  title: 'Kin Électrique',
  artists: [{ id: 1, reference_id: 'bbbbbbbbbbbb', name: 'Kíngó Mwána' }],
  cover_image: null,
  duration_formatted: '0:55',
  is_explicit: true,
};
const album = {
  id: 2,
  reference_id: 'cccccccccccc',
  title: 'Mokili Ya Sika',
  artist: { id: 1, reference_id: 'bbbbbbbbbbbb', name: 'Mbóngo Sánzá' },
  cover_image: null,
  release_date: '2026-11-10',
};

describe('MusicHome', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a failing section shows its own message and retry while the others show their content', async () => {
    let isAlbumsDown = true;
    mockApi([
      { method: 'GET', path: '/api/streaming/playlists/featured/', answer: () => jsonResponse(200, []) },
      { method: 'GET', path: '/api/streaming/playlists/popular/', answer: () => jsonResponse(200, []) },
      { method: 'GET', path: '/api/streaming/artists/popular/', answer: () => jsonResponse(200, []) },
      { method: 'GET', path: '/api/streaming/musics/trending/', answer: () => jsonResponse(200, [song]) },
      {
        method: 'GET',
        path: '/api/streaming/albums/popular/',
        answer: () => (isAlbumsDown ? jsonResponse(503, {}) : jsonResponse(200, [album])),
      },
    ]);
    renderAt(<MusicHome />, { path: '/music' });

    const albums = screen.getByRole('region', { name: 'Albums populaires' });
    expect(await within(albums).findByRole('alert')).toHaveTextContent(
      'Impossible de charger les albums populaires.',
    );
    const trending = screen.getByRole('region', { name: 'Titres tendance' });
    expect(within(trending).getByRole('link', { name: 'Kin Électrique' })).toHaveAttribute(
      'href',
      '/musics/aaaaaaaaaaaa',
    );
    expect(within(trending).getByText('Explicite')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sanza Premium' })).toBeInTheDocument();
    // The banner promises nothing the files are not: no « qualité studio ».
    expect(screen.getByText('Les artistes Premium, leurs albums et leurs nouveautés.')).toBeInTheDocument();
    expect(screen.queryByText(/qualité studio/)).not.toBeInTheDocument();

    isAlbumsDown = false;
    await userEvent.click(within(albums).getByRole('button', { name: 'Réessayer' }));
    expect(await within(albums).findByRole('link', { name: 'Mokili Ya Sika' })).toHaveAttribute(
      'href',
      '/album/cccccccccccc',
    );
    expect(within(albums).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(albums).getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/albums');
  });
});
