// @vitest-environment jsdom
import '../../../test/dom.ts';
import '../../../test/dialog.ts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../test/auth.tsx';
import { makeReservation } from '../../../test/reservations.ts';
import { ShareDialog } from './share-dialog.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const reservation = makeReservation({ serial_id: 'resS1' });
const base = '/api/tickets/reservations/resS1';

/** The searches sent, by their `search` parameter. */
const searchesSent = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `${base}/available-users/`)
    .map((url) => url.searchParams.get('search'));

function renderDialog() {
  return renderAt(<ShareDialog reservation={reservation} onClose={() => {}} />);
}

describe('ShareDialog', () => {
  beforeEach(() => {
    writeTokens({ access: makeAccessToken(3600) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  // Fake timers drive the debounce; typing is done with `fireEvent`, which (unlike user-event and `findBy`)
  // does not wait on timers of its own.
  it('asks for 2 characters and sends nothing below; then searches once typing pauses for 300 ms', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi([
      { method: 'GET', path: `${base}/shared-users/`, answer: () => jsonResponse(200, []) },
      {
        method: 'GET',
        path: `${base}/available-users/`,
        answer: () => jsonResponse(200, [{ id: 2, username: 'awa_m' }]),
      },
    ]);
    renderDialog();

    const input = screen.getByLabelText('Rechercher un utilisateur');
    expect(input).toHaveAccessibleDescription('Tapez au moins 2 caractères pour rechercher');

    fireEvent.input(input, { target: { value: 'a' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(searchesSent(fetchMock)).toEqual([]);
    expect(input).toHaveAccessibleDescription('Tapez au moins 2 caractères pour rechercher');

    fireEvent.input(input, { target: { value: 'aw' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(searchesSent(fetchMock)).toEqual([]);
    expect(input).not.toHaveAccessibleDescription('Tapez au moins 2 caractères pour rechercher');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchesSent(fetchMock)).toEqual(['aw']);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('button', { name: 'awa_m' })).toBeInTheDocument();
  });

  it('sends one search for a burst of typing, with the last text', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi([
      { method: 'GET', path: `${base}/shared-users/`, answer: () => jsonResponse(200, []) },
      { method: 'GET', path: `${base}/available-users/`, answer: () => jsonResponse(200, []) },
    ]);
    renderDialog();

    const input = screen.getByLabelText('Rechercher un utilisateur');
    for (const text of ['m', 'mb', 'mbe', 'mbem', 'mbemb', 'mbemba']) {
      fireEvent.input(input, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(150));
    }
    expect(searchesSent(fetchMock)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(searchesSent(fetchMock)).toEqual(['mbemba']);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Aucun utilisateur trouvé.')).toBeInTheDocument();
  });

  it('shares with the users picked, then lists them with a remove action', async () => {
    let shared: { id: number; username: string }[] = [];
    const fetchMock = mockApi([
      { method: 'GET', path: `${base}/shared-users/`, answer: () => jsonResponse(200, shared) },
      {
        method: 'GET',
        path: `${base}/available-users/`,
        answer: () => jsonResponse(200, [{ id: 2, username: 'awa_m' }]),
      },
      {
        method: 'POST',
        path: `${base}/share/`,
        answer: () => {
          shared = [{ id: 2, username: 'awa_m' }];
          return jsonResponse(200, { detail: 'Réservation partagée avec succès', shared_with: shared });
        },
      },
      {
        method: 'DELETE',
        path: `${base}/unshare/2/`,
        answer: () => {
          shared = [];
          return new Response(null, { status: 204 });
        },
      },
      { method: 'GET', path: `${base}/`, answer: () => jsonResponse(200, reservation) },
    ]);
    const user = userEvent.setup();
    renderDialog();

    expect(await screen.findByText('Cette réservation n’est partagée avec personne.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Partager' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Rechercher un utilisateur'), 'awa');
    await user.click(await screen.findByRole('button', { name: 'awa_m' }));
    expect(screen.getByRole('button', { name: 'awa_m' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(submit);

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Réservation partagée avec succès'));
    expect(callsTo(fetchMock, `${base}/share/`)[0]?.body).toEqual({ shared_with: [2] });
    const sharedList = screen.getByRole('region', { name: 'Déjà partagée avec' });
    await user.click(await within(sharedList).findByRole('button', { name: 'Retirer awa_m' }));
    expect(
      await within(sharedList).findByText('Cette réservation n’est partagée avec personne.'),
    ).toBeInTheDocument();
  });

  it('says so when the search or the shared users cannot be loaded', async () => {
    mockApi([
      { method: 'GET', path: `${base}/shared-users/`, answer: () => jsonResponse(500, {}) },
      { method: 'GET', path: `${base}/available-users/`, answer: () => jsonResponse(500, {}) },
    ]);
    const user = userEvent.setup();
    renderDialog();

    // A server error is retried once (after a second) before the message shows.
    expect(
      await screen.findByText(
        'Impossible de charger les utilisateurs. Veuillez réessayer.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Rechercher un utilisateur'), 'awa');
    expect(await screen.findByText('Erreur lors de la recherche des utilisateurs')).toBeInTheDocument();
  });
});
