// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../test/auth.tsx';
import { FollowButton } from './follow-button.tsx';

const REF = 'abcdefabcdef';
const renderButton = () =>
  renderAt(<FollowButton playlistRef={REF} />, { path: '/playlist/:id', url: `/playlist/${REF}` });

describe('FollowButton', () => {
  afterEach(() => {
    clearTokens();
    vi.unstubAllGlobals();
  });

  it('sends a visitor to sign in, coming back to the playlist, without calling the server', async () => {
    const fetchMock = mockApi([]);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Suivre' }));
    expect(
      await screen.findByRole('heading', { name: `Page /login?next=%2Fplaylist%2F${REF}` }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/streaming/playlists/${REF}/follow/`)).toHaveLength(0);
  });

  it('shows the saved state and toggles it on the server', async () => {
    writeTokens({ access: makeAccessToken(3600) });
    const fetchMock = mockApi([
      {
        method: 'GET',
        path: `/api/streaming/playlists/${REF}/follow-status/`,
        answer: () => jsonResponse(200, { is_following: true }),
      },
      {
        method: 'POST',
        path: `/api/streaming/playlists/${REF}/follow/`,
        answer: () => jsonResponse(200, { is_following: false, followers_count: 4 }),
      },
    ]);
    renderButton();
    const button = await screen.findByRole('button', { name: 'Abonné' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Suivre' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(callsTo(fetchMock, `/api/streaming/playlists/${REF}/follow/`)).toHaveLength(1);
  });

  it('shows a failed toggle under the button', async () => {
    writeTokens({ access: makeAccessToken(3600) });
    mockApi([
      {
        method: 'GET',
        path: `/api/streaming/playlists/${REF}/follow-status/`,
        answer: () => jsonResponse(200, { is_following: false }),
      },
      {
        method: 'POST',
        path: `/api/streaming/playlists/${REF}/follow/`,
        answer: () => jsonResponse(500, { detail: 'Erreur interne du serveur' }),
      },
    ]);
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Suivre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’abonnement n’a pas pu être enregistré. Réessayez.',
    );
  });
});
