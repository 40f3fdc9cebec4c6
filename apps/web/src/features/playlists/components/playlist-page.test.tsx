// @vitest-environment jsdom
import '../../../test/dom.ts';
import { type Playlist, playlistMessages } from '@sanza/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, writeTokens } from '../../../lib/tokens.ts';
import { jsonResponse, makeAccessToken, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import { PlaylistPage } from './playlist-page.tsx';

const REF = 'abcdefabcdef';
const playlist = (overrides: Partial<Playlist> = {}): Playlist => ({
  id: 7,
  reference_id: REF,
  name: 'Soirée rumba',
  description: '',
  style: 'Rumba',
  is_public: true,
  owner: { username: 'awa' },
  contents: [],
  subscribers: { count: 0 },
  likes_count: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  is_hidden: false,
  hidden_reason: null,
  ...overrides,
});
const renderPage = (answer: Playlist) => {
  mockApi([
    { method: 'GET', path: `/api/streaming/playlists/${REF}/`, answer: () => jsonResponse(200, answer) },
    { method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, makeUser()) },
    {
      method: 'GET',
      path: `/api/streaming/playlists/${REF}/follow-status/`,
      answer: () => jsonResponse(200, { is_following: false }),
    },
  ]);
  return renderAt(<PlaylistPage playlistRef={REF} />, { path: '/playlist/:id', url: `/playlist/${REF}` });
};

describe('PlaylistPage', () => {
  afterEach(() => {
    clearTokens();
    vi.unstubAllGlobals();
  });

  it('tells the owner of a playlist staff hid why, and offers them no report', async () => {
    writeTokens({ access: makeAccessToken(3600) });
    renderPage(playlist({ is_hidden: true, hidden_reason: 'Nom injurieux' }));
    expect(await screen.findByText("Playlist masquée par l'équipe Sanza")).toBeInTheDocument();
    expect(screen.getByText(playlistMessages.hiddenNotice)).toBeInTheDocument();
    expect(screen.getByText('Raison : Nom injurieux')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Suivre' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signaler' })).not.toBeInTheDocument();
  });

  it('offers « Signaler » to a visitor, with no notice on a listed playlist', async () => {
    renderPage(playlist({ owner: { username: 'kevin' } }));
    expect(await screen.findByRole('button', { name: 'Signaler' })).toBeInTheDocument();
    expect(screen.queryByText("Playlist masquée par l'équipe Sanza")).not.toBeInTheDocument();
  });
});
