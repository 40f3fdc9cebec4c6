// @vitest-environment jsdom
import '../../../test/dom.ts';
import type { Reservation } from '@sanza/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { ReservationDetailPage } from '../../../routes/reservation-detail.tsx';
import { callsTo, jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../test/auth.tsx';
import { makePayment, makeTicket, QR_SVG } from '../../../test/payments.ts';
import { makeReservation } from '../../../test/reservations.ts';

function renderReservation(reservation: Reservation, extra: Parameters<typeof mockApi>[0] = []) {
  const fetchMock = mockApi([
    {
      method: 'GET',
      path: `/api/tickets/reservations/${reservation.serial_id}/`,
      answer: () => jsonResponse(200, reservation),
    },
    ...extra,
  ]);
  renderAt(<ReservationDetailPage />, {
    path: '/reservations/:id',
    url: `/reservations/${reservation.serial_id}`,
  });
  return fetchMock;
}

describe('payment state and e-tickets on the reservation page', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("shows 'Payée' and each e-ticket: QR code as an image, number, code, 'Utilisé le …' and a download", async () => {
    renderReservation(
      makeReservation({ serial_id: 'resP', status: 'paid', is_paid: true, expires_at: null }),
      [
        {
          method: 'GET',
          path: '/api/tickets/reservations/resP/tickets/',
          answer: () =>
            jsonResponse(200, [
              makeTicket({ serial_id: 'tkA', code: 'tkA.sigA', seat: 1 }),
              makeTicket({
                serial_id: 'tkB',
                code: 'tkB.sigB',
                seat: 2,
                checked_in_at: '2026-12-12T19:05:00.000Z',
              }),
            ]),
        },
      ],
    );

    const tickets = await screen.findByRole('region', { name: 'Mes billets' });
    expect(screen.getByText('Payée')).toBeInTheDocument();
    const first = await within(tickets).findByRole('img', { name: 'QR code du billet Standard n° 1' });
    // The SVG is an image source, never markup of the page.
    expect(first).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(tickets.querySelector('svg path[stroke="#000000"]')).toBeNull();
    expect(within(tickets).getByText('tkA.sigA')).toBeInTheDocument();
    expect(within(tickets).getByText('Valable')).toBeInTheDocument();
    expect(within(tickets).getByText('Utilisé le samedi 12 décembre 2026 à 20:05')).toBeInTheDocument();
    const download = within(tickets).getByRole('link', { name: 'Télécharger le billet Standard n° 2' });
    expect(download).toHaveAttribute('download', 'billet-tkB.svg');
    expect(download.getAttribute('href')).toMatch(/^data:image\/svg\+xml;/);
    expect(within(tickets).getAllByText('Télécharger')).toHaveLength(2);
  });

  it('asks for no tickets while unpaid', async () => {
    const fetchMock = renderReservation(makeReservation({ serial_id: 'resU' }), [
      {
        method: 'GET',
        path: '/api/tickets/reservations/resU/payments/',
        answer: () => jsonResponse(200, []),
      },
    ]);
    expect(await screen.findByText('En attente')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mes billets' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/tickets/reservations/resU/tickets/')).toHaveLength(0);
  });

  it("shows 'Paiement en cours de vérification' with the payment sent, and no 'Payer maintenant'", async () => {
    renderReservation(
      makeReservation({ serial_id: 'resA', status: 'awaiting_confirmation', expires_at: null }),
      [
        {
          method: 'GET',
          path: '/api/tickets/reservations/resA/payments/',
          answer: () => jsonResponse(200, [makePayment({ reservation: 'resA', transaction_id: 'AM55555' })]),
        },
      ],
    );
    expect(await screen.findByText('Paiement en cours de vérification')).toBeInTheDocument();
    expect(await screen.findByText('Transaction AM55555')).toBeInTheDocument();
    expect(screen.getByText(/Airtel Money · 20 500 XAF/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payer maintenant' })).not.toBeInTheDocument();
  });

  it("shows 'À régler en espèces' for a cash reservation", async () => {
    renderReservation(makeReservation({ serial_id: 'resC', status: 'cash_pending', expires_at: null }), [
      {
        method: 'GET',
        path: '/api/tickets/reservations/resC/payments/',
        answer: () => jsonResponse(200, [makePayment({ provider: 'cash', amount: 20000, fee: 0 })]),
      },
    ]);
    expect(await screen.findByText('À régler en espèces')).toBeInTheDocument();
    expect(screen.getByText(/Réglez le montant à la caisse/)).toBeInTheDocument();
  });

  it('tells the owner a refused payment, and offers to pay again', async () => {
    renderReservation(makeReservation({ serial_id: 'resR' }), [
      {
        method: 'GET',
        path: '/api/tickets/reservations/resR/payments/',
        answer: () => jsonResponse(200, [makePayment({ status: 'rejected' })]),
      },
    ]);
    expect(await screen.findByText(/Votre dernier paiement n’a pas pu être vérifié/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payer maintenant' })).toBeInTheDocument();
  });
});
