// @vitest-environment jsdom
import '../../../test/dom.ts';
import '../../../test/dialog.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { ReservationDetailPage } from '../../../routes/reservation-detail.tsx';
import { callsTo, jsonResponse, makeAccessToken, mockApi, notFound, renderAt } from '../../../test/auth.tsx';
import { makeTicket } from '../../../test/payments.ts';
import { makeReservation } from '../../../test/reservations.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const renderPage = (serialId: string) =>
  renderAt(<ReservationDetailPage />, { path: '/reservations/:id', url: `/reservations/${serialId}` });

const answering = (reservation: ReturnType<typeof makeReservation>) => ({
  method: 'GET',
  path: `/api/tickets/reservations/${reservation.serial_id}/`,
  answer: () => jsonResponse(200, reservation),
});

describe('ReservationDetailPage', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows number, event, tickets with unit price, total and the hold expiry, with the owner actions', async () => {
    const reservation = makeReservation({ serial_id: 'resD1', expires_at: '2026-12-01T19:00:00.000Z' });
    mockApi([answering(reservation)]);
    renderPage('resD1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réservation n° resD1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nuit de la Rumba' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Standard/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(4);
    const [, quantity, unitPrice, subtotal] = cells;
    expect(quantity).toHaveTextContent(/^2$/);
    expect(unitPrice).toHaveTextContent(/^10 000 XAF$/);
    expect(subtotal).toHaveTextContent(/^20 000 XAF$/);
    // The line's subtotal, and the reservation's total.
    expect(screen.getAllByText('20 000 XAF')).toHaveLength(2);
    expect(screen.getByText(/Places gardées jusqu’au mardi 1 décembre 2026 à 20:00/)).toBeInTheDocument();
    expect(screen.getByText('En attente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payer maintenant' })).toHaveAttribute(
      'href',
      '/reservation/resD1/checkout',
    );
    expect(screen.getByRole('link', { name: 'Retour aux réservations' })).toHaveAttribute(
      'href',
      '/reservations',
    );
    expect(screen.getByRole('button', { name: 'Annuler la réservation' })).toBeInTheDocument();
  });

  it('is read-only for a user it was shared with', async () => {
    const reservation = makeReservation({
      serial_id: 'resD2',
      is_owner: false,
      owner: { id: 9, username: 'bob' },
    });
    mockApi([answering(reservation)]);
    renderPage('resD2');

    expect(await screen.findByText('Partagée avec moi')).toBeInTheDocument();
    expect(screen.getByText('Partagée par bob')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payer maintenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Partager' })).not.toBeInTheDocument();
  });

  it('offers no payment once paid', async () => {
    mockApi([
      answering(makeReservation({ serial_id: 'resD3', is_paid: true, status: 'paid', expires_at: null })),
      {
        method: 'GET',
        path: '/api/tickets/reservations/resD3/tickets/',
        answer: () => jsonResponse(200, [makeTicket()]),
      },
    ]);
    renderPage('resD3');

    expect(await screen.findByText('Payée')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payer maintenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).not.toBeInTheDocument();
  });

  it('shows the e-tickets of a free reservation at once, with nothing to pay and a way to give it back', async () => {
    const free = makeReservation({
      serial_id: 'resF1',
      status: 'paid',
      is_paid: true,
      expires_at: null,
      total_price: 0,
      items: [
        {
          id: 1,
          quantity: 1,
          ticket_type: 8,
          assigned_to: null,
          data: { ticket: { name: 'Entrée libre', description: '', price: 0 } },
        },
      ],
    });
    mockApi([
      answering(free),
      {
        method: 'GET',
        path: '/api/tickets/reservations/resF1/tickets/',
        answer: () => jsonResponse(200, [makeTicket({ ticket_name: 'Entrée libre', seat: 1 })]),
      },
    ]);
    renderPage('resF1');

    expect(await screen.findByRole('heading', { name: 'Mes billets' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: /Entrée libre/ })).toBeInTheDocument();
    expect(screen.getByText('Payée')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payer maintenant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler la réservation' })).toBeInTheDocument();
  });

  it.each([
    [
      'paid by phone, sent back by the operator',
      { total_price: 5000, refund: { status: 'sent' as const, amount: 5125 } },
      '5 125 XAF remboursés automatiquement sur votre téléphone',
    ],
    [
      'paid by hand, to refund by hand',
      { total_price: 5000, refund: { status: 'manual' as const, amount: 5125 } },
      '5 125 XAF à vous rembourser à la main par l’organisateur, qui vous contactera',
    ],
    [
      'free',
      { total_price: 0, refund: { status: 'none' as const, amount: 0 } },
      'Billets gratuits : rien à rembourser',
    ],
  ])(
    'reads cancelled once its event is (%s), with the refund and cancelled tickets',
    async (_, over, refund) => {
      const reservation = makeReservation({
        serial_id: 'resX1',
        status: 'paid',
        is_paid: true,
        expires_at: null,
        ...over,
      });
      reservation.data.event.is_cancelled = true;
      mockApi([
        answering(reservation),
        {
          method: 'GET',
          path: '/api/tickets/reservations/resX1/tickets/',
          answer: () => jsonResponse(200, [makeTicket({ ticket_name: 'Standard', seat: 1 })]),
        },
      ]);
      renderPage('resX1');

      expect(await screen.findByRole('heading', { level: 3, name: /Standard/ })).toBeInTheDocument();
      expect(screen.getByText('Annulée')).toBeInTheDocument();
      expect(screen.queryByText('Payée')).not.toBeInTheDocument();
      expect(
        screen.getByText('L’organisateur a annulé cet événement : cette réservation n’est plus valable.'),
      ).toBeInTheDocument();
      expect(screen.getByText(refund)).toBeInTheDocument();
      expect(screen.getByText('Annulé : ce billet n’est plus valable')).toBeInTheDocument();
      expect(screen.queryByText('Valable')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Partager' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).not.toBeInTheDocument();
    },
  );

  it.each(['cancelled', 'expired'] as const)(
    'offers no sharing, payment or cancel once %s',
    async (status) => {
      mockApi([answering(makeReservation({ serial_id: `resC-${status}`, status, expires_at: null }))]);
      renderPage(`resC-${status}`);

      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Partager' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Payer maintenant' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).not.toBeInTheDocument();
    },
  );

  it('cancels after confirmation, then goes back to the list', async () => {
    const reservation = makeReservation({ serial_id: 'resD4' });
    const fetchMock = mockApi([
      answering(reservation),
      {
        method: 'DELETE',
        path: '/api/tickets/reservations/resD4/cancel/',
        answer: () => jsonResponse(200, { detail: 'Réservation annulée avec succès' }),
      },
      // The cancelled reservation's payment history, asked for as the page refreshes before leaving.
      {
        method: 'GET',
        path: '/api/tickets/reservations/resD4/payments/',
        answer: () => jsonResponse(200, []),
      },
    ]);
    const user = userEvent.setup();
    renderPage('resD4');

    await user.click(await screen.findByRole('button', { name: 'Annuler la réservation' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler cette réservation ?' });
    expect(callsTo(fetchMock, '/api/tickets/reservations/resD4/cancel/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler' }));

    expect(await screen.findByRole('heading', { name: 'Page /reservations' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Réservation annulée avec succès');
  });

  it("says 'Réservation introuvable' for someone else's reservation (404)", async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/tickets/reservations/resX/',
        answer: notFound,
      },
    ]);
    renderPage('resX');
    expect(await screen.findByRole('heading', { name: 'Réservation introuvable' })).toBeInTheDocument();
  });
});
