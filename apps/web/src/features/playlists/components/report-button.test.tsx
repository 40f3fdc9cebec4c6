// @vitest-environment jsdom
import '../../../test/dom.ts';
import '../../../test/dialog.ts';
import { playlistMessages } from '@sanza/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import { ReportButton } from './report-button.tsx';

const REF = 'abcdefabcdef';
const REPORT = `/api/streaming/playlists/${REF}/report/`;
const renderButton = (owner = 'kevin') =>
  renderAt(<ReportButton playlistRef={REF} ownerUsername={owner} />, {
    path: '/playlist/:id',
    url: `/playlist/${REF}`,
  });
const me = { method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, makeUser()) };

describe('ReportButton', () => {
  afterEach(() => {
    clearTokens();
    vi.unstubAllGlobals();
  });

  it('sends a visitor to sign in, coming back to the playlist, without reporting', async () => {
    const fetchMock = mockApi([]);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Signaler' }));
    expect(
      await screen.findByRole('heading', { name: `Page /login?next=%2Fplaylist%2F${REF}` }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, REPORT)).toHaveLength(0);
  });

  it('is not offered to the playlist’s owner', async () => {
    writeTokens({ access: makeAccessToken(3600) });
    const fetchMock = mockApi([me]);
    renderButton('awa');
    await waitFor(() => expect(callsTo(fetchMock, '/api/auth/user/')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Signaler' })).not.toBeInTheDocument());
  });

  it('asks for a reason from the list, sends it, then thanks and says « Signalée »', async () => {
    writeTokens({ access: makeAccessToken(3600) });
    const fetchMock = mockApi([
      me,
      {
        method: 'POST',
        path: REPORT,
        answer: () => jsonResponse(201, { detail: playlistMessages.reported }),
      },
    ]);
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Signaler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler cette playlist' });
    // The form downloads when the dialog opens.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByText(playlistMessages.reportReason)).toBeInTheDocument();
    expect(callsTo(fetchMock, REPORT)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam ou publicité' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByRole('button', { name: 'Signalée' })).toBeDisabled();
    expect(screen.getAllByText(playlistMessages.reported).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, REPORT).map((c) => c.body)).toEqual([{ reason: 'spam' }]);
  });

  it('takes « already reported » (409) as done, and shows any other refusal in the dialog', async () => {
    writeTokens({ access: makeAccessToken(3600) });
    let status = 500;
    mockApi([
      me,
      {
        method: 'POST',
        path: REPORT,
        answer: () =>
          jsonResponse(
            status,
            status === 409 ? { detail: playlistMessages.reportTwice } : { detail: 'Erreur interne' },
          ),
      },
    ]);
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Signaler' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Autre raison' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Le signalement n'a pas pu être envoyé. Réessayez.",
    );

    status = 409;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByRole('button', { name: 'Signalée' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(playlistMessages.reportTwice);
  });
});
