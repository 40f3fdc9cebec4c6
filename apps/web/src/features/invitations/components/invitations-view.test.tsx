// @vitest-environment jsdom
import '../../../test/dom.ts';
import '../../../test/dialog.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import { deferred, makeInvitation } from '../../../test/invitations.ts';
import { InvitationsView } from './invitations-view.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const RECEIVED = '/api/guest/invitations/received/';
const SENT = '/api/guest/invitations/sent/';

const renderPage = (url = '/invitations') => renderAt(<InvitationsView />, { path: '/invitations', url });

const list = (path: string, invitations: unknown) => ({
  method: 'GET',
  path,
  answer: () => jsonResponse(200, invitations),
});

/** A fetch mock for the page: `routes`, and the signed-in user it asks for. */
const invitationsApi = (routes: Parameters<typeof mockApi>[0]) =>
  mockApi([list('/api/auth/user/', makeUser()), ...routes]);

/** The card of an event in the open tab. */
const cardOf = (eventName: string) =>
  screen.getAllByRole('article').find((card) => within(card).queryByRole('link', { name: eventName }))!;

describe('InvitationsView', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("opens on 'Reçues' and shows each invitation: event link, date and time, who invited, status", async () => {
    invitationsApi([
      list(RECEIVED, [
        makeInvitation({ invited_by: { username: 'awa' } }),
        makeInvitation({
          status: 'confirmed',
          event: { serial_id: 'evt-mak', name: 'Makossa Live', date: '2027-01-09', time: '21:30:00' },
          invited_by: { username: 'cedric' },
        }),
      ]),
    ]);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Invitations' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Invitations' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reçues' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Reçues' })).toBeInTheDocument();

    await screen.findByText('awa');
    const rumba = cardOf('Nuit de la Rumba');
    expect(within(rumba).getByRole('link', { name: 'Nuit de la Rumba' })).toHaveAttribute(
      'href',
      '/events/evt-rumba',
    );
    expect(rumba).toHaveTextContent('samedi 12 décembre 2026 · 20:00');
    expect(rumba).toHaveTextContent('Invité par awa');
    expect(within(rumba).getByText('En attente')).toBeInTheDocument();
    expect(within(rumba).getByRole('button', { name: /^Accepter/ })).toBeInTheDocument();
    expect(within(rumba).getByRole('button', { name: /^Refuser/ })).toBeInTheDocument();

    const makossa = cardOf('Makossa Live');
    expect(within(makossa).getByText('Acceptée')).toBeInTheDocument();
    expect(makossa).toHaveTextContent('samedi 9 janvier 2027 · 21:30');
    expect(within(makossa).queryByRole('button')).not.toBeInTheDocument();
  });

  it('switches tabs by click and arrow keys, keeps the choice in the address, and goes back with history', async () => {
    const fetchMock = invitationsApi([
      list(RECEIVED, [makeInvitation()]),
      list(SENT, [makeInvitation({ status: 'declined', recipient_email: 'cedric@example.org', user: null })]),
    ]);
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByText('awa');
    // Only the open tab's list is downloaded.
    expect(callsTo(fetchMock, SENT)).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Envoyées' }));
    expect(router.state.location.search).toBe('?onglet=envoyees');
    expect(screen.getByRole('tab', { name: 'Envoyées' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Reçues' })).toHaveAttribute('tabindex', '-1');
    expect(await screen.findByText('cedric@example.org')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Envoyée à cedric@example.org');
    expect(screen.getByText('Refusée')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Reçues' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('awa')).toBeInTheDocument();

    screen.getByRole('tab', { name: 'Reçues' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Envoyées' })).toHaveFocus();
    expect(router.state.location.search).toBe('?onglet=envoyees');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reçues' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Envoyées' })).toHaveAttribute('aria-selected', 'true');
  });

  it("opens on 'Envoyées' from ?onglet=envoyees", async () => {
    invitationsApi([list(SENT, [makeInvitation({ recipient_email: 'ami@example.org', user: null })])]);
    renderPage('/invitations?onglet=envoyees');

    expect(screen.getByRole('tab', { name: 'Envoyées' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('ami@example.org')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Annuler/ })).toBeInTheDocument();
  });

  it.each([
    ['Accepter', 'confirmed', 'Acceptée', 'Invitation acceptée avec succès', 'Acceptation…'],
    ['Refuser', 'declined', 'Refusée', 'Invitation refusée avec succès', 'Refus…'],
  ] as const)(
    '%s sends %s, waits busy, then shows %s and the success text',
    async (button, status, label, text, busy) => {
      const invitation = makeInvitation();
      const answer = deferred<Response>();
      const fetchMock = invitationsApi([
        list(RECEIVED, [invitation]),
        { method: 'PATCH', path: `/api/guest/invitations/${invitation.id}/`, answer: () => answer.promise },
      ]);
      const user = userEvent.setup();
      renderPage();

      await user.click(await screen.findByRole('button', { name: new RegExp(`^${button}`) }));
      expect(callsTo(fetchMock, `/api/guest/invitations/${invitation.id}/`)[0]?.body).toEqual({ status });
      const buttons = within(cardOf('Nuit de la Rumba')).getAllByRole('button');
      for (const one of buttons) expect(one).toBeDisabled();
      // The clicked button says it is working; the other one only waits.
      expect(
        buttons.filter((one) => one.getAttribute('aria-busy') === 'true').map((one) => one.textContent),
      ).toEqual([busy]);

      await act(async () => answer.resolve(jsonResponse(200, { ...invitation, status })));
      expect(await within(cardOf('Nuit de la Rumba')).findByText(label)).toBeInTheDocument();
      expect(within(cardOf('Nuit de la Rumba')).queryByRole('button')).not.toBeInTheDocument();
      expect(toast.success).toHaveBeenCalledWith(text);
    },
  );

  it('tells why an answer failed (409), and reloads the list to show where the invitation stands', async () => {
    const invitation = makeInvitation();
    let isAnswered = false;
    const fetchMock = invitationsApi([
      {
        method: 'GET',
        path: RECEIVED,
        answer: () => jsonResponse(200, [isAnswered ? { ...invitation, status: 'declined' } : invitation]),
      },
      {
        method: 'PATCH',
        path: `/api/guest/invitations/${invitation.id}/`,
        answer: () => {
          isAnswered = true;
          return jsonResponse(409, { detail: 'Cette invitation ne peut plus être acceptée' });
        },
      },
    ]);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: /^Accepter/ }));
    expect(await screen.findByText('Refusée')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Une erreur est survenue', {
      description: 'Cette invitation ne peut plus être acceptée',
    });
    expect(callsTo(fetchMock, RECEIVED)).toHaveLength(2);
  });

  it('cancels a sent invitation after confirmation: the card leaves at once, then the success text', async () => {
    const gone = makeInvitation({ recipient_email: 'ami@example.org', user: null });
    const kept = makeInvitation({
      status: 'confirmed',
      event: { serial_id: 'evt-mak', name: 'Makossa Live', date: '2027-01-09', time: '21:30:00' },
    });
    const answer = deferred<Response>();
    const fetchMock = invitationsApi([
      list(SENT, [gone, kept]),
      { method: 'DELETE', path: `/api/guest/invitations/${gone.id}/`, answer: () => answer.promise },
    ]);
    const user = userEvent.setup();
    renderPage('/invitations?onglet=envoyees');

    await user.click(
      await screen.findByRole('button', {
        name: "Annuler l'invitation à ami@example.org pour Nuit de la Rumba",
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Annuler cette invitation ?' });
    expect(callsTo(fetchMock, `/api/guest/invitations/${gone.id}/`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler' }));

    // Gone before the server has answered.
    expect(screen.queryByRole('link', { name: 'Nuit de la Rumba' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Makossa Live' })).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/guest/invitations/${gone.id}/`)[0]?.init?.method).toBe('DELETE');
    // The panel takes the focus in an effect, which runs once the card's removal is painted.
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Envoyées' })).toHaveFocus());

    await act(async () => answer.resolve(jsonResponse(200, { detail: 'Invitation annulée avec succès' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Invitation annulée avec succès'));
    expect(screen.queryByRole('link', { name: 'Nuit de la Rumba' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SENT)).toHaveLength(1);
  });

  it("puts a cancelled card back where it was when the server fails, with 'Échec de l'annulation'", async () => {
    const first = makeInvitation({ recipient_email: 'a@example.org', user: null });
    const second = makeInvitation({ recipient_email: 'b@example.org', user: null });
    const answer = deferred<Response>();
    invitationsApi([
      list(SENT, [first, second]),
      { method: 'DELETE', path: `/api/guest/invitations/${second.id}/`, answer: () => answer.promise },
    ]);
    const user = userEvent.setup();
    renderPage('/invitations?onglet=envoyees');

    await user.click(await screen.findByRole('button', { name: /^Annuler l'invitation à b@example.org/ }));
    await user.click(screen.getByRole('button', { name: 'Oui, annuler' }));
    expect(screen.queryByText('b@example.org')).not.toBeInTheDocument();

    await act(async () => answer.resolve(jsonResponse(500, { detail: 'Erreur interne du serveur' })));
    expect(await screen.findByText('b@example.org')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual([
      expect.stringContaining('Envoyée à a@example.org'),
      expect.stringContaining('Envoyée à b@example.org'),
    ]);
    expect(toast.error).toHaveBeenCalledWith("Échec de l'annulation", {
      description: 'Erreur interne du serveur',
    });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("keeps the card when 'Non, garder' is chosen", async () => {
    const fetchMock = invitationsApi([list(SENT, [makeInvitation()])]);
    const user = userEvent.setup();
    renderPage('/invitations?onglet=envoyees');

    await user.click(await screen.findByRole('button', { name: /^Annuler/ }));
    await user.click(screen.getByRole('button', { name: 'Non, garder' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuit de la Rumba' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('says so when a list is empty, with a link to the events', async () => {
    invitationsApi([list(RECEIVED, []), list(SENT, [])]);
    const user = userEvent.setup();
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Aucune invitation reçue pour le moment.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir les événements' })).toHaveAttribute('href', '/events');
    await user.click(screen.getByRole('tab', { name: 'Envoyées' }));
    expect(
      await screen.findByRole('heading', { name: "Vous n'avez envoyé aucune invitation." }),
    ).toBeInTheDocument();
  });

  it('shows skeletons while loading, then the error text with a retry', async () => {
    const answer = deferred<Response>();
    let calls = 0;
    invitationsApi([
      {
        method: 'GET',
        path: RECEIVED,
        answer: () => (++calls === 1 ? answer.promise : jsonResponse(200, [])),
      },
    ]);
    const user = userEvent.setup();
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Chargement des invitations…');
    await act(async () => answer.resolve(jsonResponse(403, {})));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la récupération des invitations',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { name: 'Aucune invitation reçue pour le moment.' }),
    ).toBeInTheDocument();
  });
});
