// @vitest-environment jsdom
import '../../../test/dom.ts';
import '../../../test/dialog.ts';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../test/auth.tsx';
import { logout } from '../../auth/store.ts';
import { InviteFriendsButton } from './invite-friends-button.tsx';

const renderButton = () => renderAt(<InviteFriendsButton eventId="evt1" />, { path: '/events/evt1' });

describe("'Inviter des amis'", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    logout();
  });

  it("opens 'Inviter un ami', refuses an invalid e-mail, sends a valid one and closes 2 s after success", async () => {
    writeTokens({ access: makeAccessToken(3600) });
    const fetchMock = mockApi([
      { method: 'POST', path: '/api/guest/invitations/', answer: () => jsonResponse(201, { id: 1 }) },
    ]);
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Inviter des amis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un ami' });
    const email = screen.getByLabelText('Email de votre ami');

    await user.type(email, 'pas-un-email');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Email invalide')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Email invalide');
    expect(callsTo(fetchMock, '/api/guest/invitations/')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' ami@example.org ');
    vi.useFakeTimers();
    fireEvent.submit(email.closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Invitation envoyée !')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/guest/invitations/')[0]?.body).toEqual({
      event_id: 'evt1',
      recipient_email: 'ami@example.org',
    });

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(dialog).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      400,
      { detail: 'Vous ne pouvez pas vous inviter vous-même' },
      'Vous ne pouvez pas vous inviter vous-même',
    ],
    [400, {}, "Données d'invitation invalides"],
    [404, {}, 'Événement non trouvé'],
    [409, { detail: 'x' }, 'Une invitation a déjà été envoyée à cet utilisateur'],
    [500, {}, "Une erreur est survenue lors de l'envoi de l'invitation"],
  ])('shows the spec text for a %i answer', async (status, body, message) => {
    writeTokens({ access: makeAccessToken(3600) });
    mockApi([{ method: 'POST', path: '/api/guest/invitations/', answer: () => jsonResponse(status, body) }]);
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Inviter des amis' }));
    await user.type(await screen.findByLabelText('Email de votre ami'), 'ami@example.org');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends a visitor to sign in first', async () => {
    mockApi([]);
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Inviter des amis' }));
    expect(
      await screen.findByRole('heading', { name: 'Page /login?next=%2Fevents%2Fevt1' }),
    ).toBeInTheDocument();
  });
});
