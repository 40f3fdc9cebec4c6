// @vitest-environment jsdom
import '../../../../test/dom.ts';
import '../../../../test/dialog.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../../lib/tokens.ts';
import { ProfilePage } from '../../../../routes/profile.tsx';
import { StaffPaymentsPage } from '../../../../routes/staff-payments.tsx';
import {
  callsTo,
  jsonResponse,
  makeAccessToken,
  makeUser,
  mockApi,
  renderAt,
} from '../../../../test/auth.tsx';
import { makeStaffPayment } from '../../../../test/payments.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Route = Parameters<typeof mockApi>[0][number];

const asUser = (isStaff: boolean): Route => ({
  method: 'GET',
  path: '/api/auth/user/',
  answer: () => jsonResponse(200, makeUser({ is_staff: isStaff })),
});

describe('staff pages', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it.each([['/studio/payments', <StaffPaymentsPage key="p" />]])(
    "shows 'Réservé au personnel' on %s to a user who is not staff, and asks nothing else",
    async (path, page) => {
      const fetchMock = mockApi([asUser(false)]);
      renderAt(page, { path, url: path });
      expect(await screen.findByRole('heading', { name: 'Réservé au personnel' })).toBeInTheDocument();
      const asked = fetchMock.mock.calls.map(
        ([input]) => new URL(String(input), 'http://localhost').pathname,
      );
      expect(asked.filter((p) => p !== '/api/auth/user/' && p !== '/api/dataset/log/')).toEqual([]);
    },
  );

  it('lists payments to verify with their details, then confirms one after asking', async () => {
    const fetchMock = mockApi([
      asUser(true),
      {
        method: 'GET',
        path: '/api/payment/staff/payments/',
        answer: () =>
          jsonResponse(200, [
            makeStaffPayment({
              serial_id: 'payA',
              username: 'awa',
              reservation: 'resA',
              transaction_id: 'AM11111',
              phone_number: '+242061111111',
            }),
          ]),
      },
      {
        method: 'POST',
        path: '/api/payment/staff/payments/payA/confirm/',
        answer: () => jsonResponse(200, { detail: 'Paiement confirmé' }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<StaffPaymentsPage />, { path: '/studio/payments', url: '/studio/payments' });

    const card = await screen.findByRole('article', { name: /^Paiement de awa, 20\s500\sXAF$/ });
    expect(within(card).getByText('AM11111')).toBeInTheDocument();
    expect(within(card).getByText('+242061111111')).toBeInTheDocument();
    expect(within(card).getByText('resA')).toBeInTheDocument();
    expect(within(card).getByText('Airtel Money')).toBeInTheDocument();
    expect(within(card).getByText('total 20 000 XAF + frais 500 XAF')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'À vérifier' })).toHaveAttribute('aria-current', 'page');
    expect(new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').search).toBe('?status=pending');

    await user.click(within(card).getByRole('button', { name: 'Confirmer' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmer ce paiement ?' });
    expect(callsTo(fetchMock, '/api/payment/staff/payments/payA/confirm/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Oui, confirmer' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Paiement confirmé'));
    expect(callsTo(fetchMock, '/api/payment/staff/payments/payA/confirm/')).toHaveLength(1);
  });

  it('refuses a payment after asking, and reports a conflict', async () => {
    const fetchMock = mockApi([
      asUser(true),
      {
        method: 'GET',
        path: '/api/payment/staff/payments/',
        answer: () => jsonResponse(200, [makeStaffPayment({ serial_id: 'payR', username: 'bob' })]),
      },
      {
        method: 'POST',
        path: '/api/payment/staff/payments/payR/reject/',
        answer: () => jsonResponse(409, { detail: "Ce paiement n'est plus en attente" }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<StaffPaymentsPage />, { path: '/studio/payments', url: '/studio/payments' });

    await user.click(await screen.findByRole('button', { name: 'Refuser' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser ce paiement ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Oui, refuser' }));

    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith("Ce paiement n'est plus en attente"));
    expect(callsTo(fetchMock, '/api/payment/staff/payments/payR/reject/')).toHaveLength(1);
  });

  it('shows every status on the "Tous" tab, pending first, without decision buttons on decided ones', async () => {
    mockApi([
      asUser(true),
      {
        method: 'GET',
        path: '/api/payment/staff/payments/',
        answer: () =>
          jsonResponse(200, [
            makeStaffPayment({
              serial_id: 'p1',
              username: 'zoe',
              status: 'confirmed',
              decided_at: '2026-12-01T10:00:00Z',
            }),
            makeStaffPayment({ serial_id: 'p2', username: 'yann', status: 'pending' }),
          ]),
      },
    ]);
    renderAt(<StaffPaymentsPage />, { path: '/studio/payments', url: '/studio/payments?statut=all' });

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['yann', 'zoe']);
    expect(within(cards[1]!).queryByRole('button', { name: 'Confirmer' })).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('Confirmé')).toBeInTheDocument();
  });

  it('shows a cash payment’s deadline with « Prolonger », and flags a refused operator report', async () => {
    const fetchMock = mockApi([
      asUser(true),
      {
        method: 'GET',
        path: '/api/payment/staff/payments/',
        answer: () =>
          jsonResponse(200, [
            makeStaffPayment({
              serial_id: 'payC',
              username: 'cash_user',
              provider: 'cash',
              reservation: 'resC',
              transaction_id: null,
              phone_number: null,
              fee: 0,
              amount: 20000,
              reservation_status: 'cash_pending',
              reservation_expires_at: '2026-12-04T19:00:00.000Z',
            }),
            makeStaffPayment({
              serial_id: 'payM',
              username: 'mismatch_user',
              mismatch: { amount: 1, currency: 'XAF', received_at: '2026-12-01T09:00:00.000Z' },
            }),
          ]),
      },
      {
        method: 'POST',
        path: '/api/payment/staff/reservations/resC/extend/',
        answer: () =>
          jsonResponse(200, {
            detail: 'Réservation gardée jusqu’au 7 décembre 2026 à 20:00',
            expires_at: '2026-12-07T19:00:00.000Z',
          }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<StaffPaymentsPage />, { path: '/studio/payments', url: '/studio/payments' });

    const cash = await screen.findByRole('article', { name: /^Paiement de cash_user/ });
    expect(within(cash).getByText('À régler avant')).toBeInTheDocument();
    expect(within(cash).getByText(/4 décembre 2026 à 20:00/)).toBeInTheDocument();
    await user.click(within(cash).getByRole('button', { name: 'Prolonger' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Réservation gardée jusqu’au 7 décembre 2026 à 20:00'),
    );
    expect(callsTo(fetchMock, '/api/payment/staff/reservations/resC/extend/')).toHaveLength(1);

    const flagged = screen.getByRole('article', { name: /^Paiement de mismatch_user/ });
    expect(within(flagged).getByText('Signalement de l’opérateur refusé')).toBeInTheDocument();
    expect(
      within(flagged).getByText(/^L’opérateur a signalé 1\sXAF le .*, au lieu de 20\s500\sXAF\./),
    ).toBeInTheDocument();
    expect(within(flagged).queryByRole('button', { name: 'Prolonger' })).not.toBeInTheDocument();
  });

  it.each([
    [true, 2],
    [false, 0],
  ])('links the staff pages from the profile only for staff (staff: %s)', async (isStaff, links) => {
    mockApi([asUser(isStaff)]);
    renderAt(<ProfilePage />, { path: '/profile', url: '/profile' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Awa Mbemba' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const staffLinks = [
      screen.queryByRole('link', { name: 'Paiements à vérifier' }),
      screen.queryByRole('link', { name: 'Contrôle des billets' }),
    ].filter(Boolean);
    expect(staffLinks).toHaveLength(links);
    // They lead into the studio, where the staff pages now live.
    expect(staffLinks.map((link) => link?.getAttribute('href'))).toEqual(
      ['/studio/payments', '/studio/door'].slice(0, links),
    );
  });
});
