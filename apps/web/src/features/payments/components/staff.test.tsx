// @vitest-environment jsdom
import '../../../test/dom.ts';
import '../../../test/dialog.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { ProfilePage } from '../../../routes/profile.tsx';
import { StaffCheckInPage } from '../../../routes/staff-check-in.tsx';
import { StaffPaymentsPage } from '../../../routes/staff-payments.tsx';
import { callsTo, jsonResponse, makeAccessToken, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import { makeStaffPayment } from '../../../test/payments.ts';

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

  it.each([
    ['/staff/payments', <StaffPaymentsPage key="p" />],
    ['/staff/check-in', <StaffCheckInPage key="c" />],
  ])(
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
    renderAt(<StaffPaymentsPage />, { path: '/staff/payments', url: '/staff/payments' });

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
    renderAt(<StaffPaymentsPage />, { path: '/staff/payments', url: '/staff/payments' });

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
    renderAt(<StaffPaymentsPage />, { path: '/staff/payments', url: '/staff/payments?statut=all' });

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['yann', 'zoe']);
    expect(within(cards[1]!).queryByRole('button', { name: 'Confirmer' })).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('Confirmé')).toBeInTheDocument();
  });

  it('checks a typed code in: admitted, then already used with its date, then invalid', async () => {
    let answer = () =>
      jsonResponse(200, {
        detail: 'Billet valide : entrée autorisée',
        ticket: { serial_id: 'tk1', ticket_name: 'VIP', seat: 2 },
      });
    const fetchMock = mockApi([
      asUser(true),
      { method: 'POST', path: '/api/tickets/check-in/', answer: () => answer() },
    ]);
    const user = userEvent.setup();
    renderAt(<StaffCheckInPage />, { path: '/staff/check-in', url: '/staff/check-in' });

    await user.click(await screen.findByRole('button', { name: 'Vérifier' }));
    expect(screen.getByText('Saisissez un code.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/tickets/check-in/')).toHaveLength(0);

    await user.type(screen.getByLabelText('Code du billet'), ' tk1.sig ');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Billet valide : entrée autorisée')).toBeInTheDocument();
    expect(screen.getByText('VIP · billet n° 2')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/tickets/check-in/')[0]?.body).toEqual({ code: 'tk1.sig' });
    expect(screen.getByLabelText('Code du billet')).toHaveValue('');

    answer = () => jsonResponse(409, { detail: 'Billet déjà utilisé le 12 décembre 2026 à 20:05' });
    await user.type(screen.getByLabelText('Code du billet'), 'tk1.sig');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Billet déjà utilisé le 12 décembre 2026 à 20:05')).toBeInTheDocument();

    answer = () => jsonResponse(400, { detail: 'Billet invalide' });
    await user.type(screen.getByLabelText('Code du billet'), 'n-importe-quoi');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Billet invalide')).toBeInTheDocument();
    expect(screen.getByLabelText('Code du billet')).toHaveValue('n-importe-quoi');
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
  });
});
