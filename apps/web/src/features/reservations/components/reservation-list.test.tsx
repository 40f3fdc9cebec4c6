// @vitest-environment jsdom
import '../../../test/dom.ts';
import '../../../test/dialog.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { jsonResponse, makeAccessToken, mockApi } from '../../../test/auth.tsx';
import { makeReservation } from '../../../test/reservations.ts';
import { ReservationList } from './reservation-list.tsx';

/** The list at /reservations, reached with `state` (what another page passes when navigating here). */
function renderList(state: unknown = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/reservations', element: <ReservationList /> }], {
    initialEntries: [{ pathname: '/reservations', state }],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const mine = makeReservation({
  serial_id: 'resM1',
  is_paid: true,
  status: 'paid',
  data: { event: { ...makeReservation().data.event, name: 'Makossa Live' } },
});
const sharedWithMe = makeReservation({
  serial_id: 'resS2',
  is_owner: false,
  owner: { id: 5, username: 'bob' },
  data: { event: { ...makeReservation().data.event, name: 'Kin Rire Show' } },
});

describe('ReservationList', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows each reservation with its paid and ownership badges, a link to it, and Partager for the owner only', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/tickets/reservations/',
        answer: () => jsonResponse(200, [mine, sharedWithMe]),
      },
    ]);
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeInTheDocument();
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByText('Payée')).toBeInTheDocument();
    expect(within(first!).getByText('Ma reservation')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Makossa Live' })).toHaveAttribute(
      'href',
      '/reservations/resM1',
    );
    expect(within(first!).getByRole('button', { name: /^Partager/ })).toBeInTheDocument();

    expect(within(second!).getByText('En attente')).toBeInTheDocument();
    expect(within(second!).getByText('Partagée avec moi')).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /^Partager/ })).not.toBeInTheDocument();
  });

  it('opens the share dialog from a card', async () => {
    mockApi([
      { method: 'GET', path: '/api/tickets/reservations/', answer: () => jsonResponse(200, [mine]) },
      {
        method: 'GET',
        path: '/api/tickets/reservations/resM1/shared-users/',
        answer: () => jsonResponse(200, []),
      },
    ]);
    const user = userEvent.setup();
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Partager la réservation : Makossa Live' }));
    expect(screen.getByRole('dialog', { name: 'Partager la réservation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher un utilisateur')).toBeInTheDocument();
  });

  it('shows a message passed by navigation for 5 seconds, then forgets it', async () => {
    vi.useFakeTimers();
    mockApi([{ method: 'GET', path: '/api/tickets/reservations/', answer: () => jsonResponse(200, [mine]) }]);
    const router = renderList({ message: 'Paiement envoyé avec succès' });

    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Paiement envoyé avec succès')).toBeInTheDocument();
    // Dropped from the history entry, so a reload does not show it again.
    expect(router.state.location.state).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText('Paiement envoyé avec succès')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Paiement envoyé avec succès')).not.toBeInTheDocument();
  });

  it('invites to browse events when there is no reservation', async () => {
    mockApi([{ method: 'GET', path: '/api/tickets/reservations/', answer: () => jsonResponse(200, []) }]);
    renderList();

    expect(
      await screen.findByRole('heading', { name: 'Aucune réservation pour le moment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir les événements' })).toHaveAttribute('href', '/events');
  });
});
