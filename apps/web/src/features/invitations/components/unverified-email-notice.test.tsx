// @vitest-environment jsdom
import '../../../test/dom.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import { authKeys } from '../../auth/queries.ts';
import { InvitationsView } from './invitations-view.tsx';

const NOTICE = 'Confirmez votre adresse e-mail pour voir les invitations qui vous sont envoyées.';
const routes = (emailVerified: boolean) => [
  {
    method: 'GET',
    path: '/api/auth/user/',
    answer: () => jsonResponse(200, makeUser({ email_verified: emailVerified })),
  },
  { method: 'GET', path: '/api/guest/invitations/received/', answer: () => jsonResponse(200, []) },
  { method: 'GET', path: '/api/guest/invitations/sent/', answer: () => jsonResponse(200, []) },
  {
    method: 'POST',
    path: '/api/auth/email/resend/',
    answer: () => jsonResponse(200, { detail: 'Un lien de confirmation a été envoyé à awa@example.org.' }),
  },
];

describe("'Reçues' while the address is not confirmed", () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => vi.unstubAllGlobals());

  it('says invitations show once the address is confirmed, and resends the link', async () => {
    const fetchMock = mockApi(routes(false));
    renderAt(<InvitationsView />, { path: '/invitations' });
    const panel = screen.getByRole('tabpanel', { name: 'Reçues' });
    expect(await within(panel).findByText(NOTICE)).toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Renvoyer le lien' }));
    expect(
      await within(panel).findByText('Un lien de confirmation a été envoyé à awa@example.org.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/email/resend/')).toHaveLength(1);
  });

  it('says nothing once the address is confirmed', async () => {
    mockApi(routes(true));
    const { queryClient } = renderAt(<InvitationsView />, { path: '/invitations' });
    expect(await screen.findByText('Aucune invitation reçue pour le moment.')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(authKeys.currentUser())?.status).toBe('success'));
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('says nothing under Envoyées', async () => {
    mockApi(routes(false));
    const { queryClient } = renderAt(<InvitationsView />, {
      path: '/invitations',
      url: '/invitations?onglet=envoyees',
    });
    act(() => queryClient.setQueryData(authKeys.currentUser(), makeUser({ email_verified: false })));
    expect(await screen.findByText("Vous n'avez envoyé aucune invitation.")).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
