// @vitest-environment jsdom
import '../../../../test/dom.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../../lib/tokens.ts';
import { StaffPaymentsPage } from '../../../../routes/staff-payments.tsx';
import { jsonResponse, makeAccessToken, makeUser, mockApi, renderAt } from '../../../../test/auth.tsx';
import { makeRefund, makeStaffPaymentRequest } from '../../../../test/payments.ts';

type Route = Parameters<typeof mockApi>[0][number];

/** A staff member, and the two lists: refund requests and refunds to make. */
function api(extra: Route[] = []) {
  return mockApi([
    {
      method: 'GET',
      path: '/api/auth/user/',
      answer: () => jsonResponse(200, makeUser({ is_staff: true })),
    },
    { method: 'GET', path: '/api/payment/staff/payments/', answer: () => jsonResponse(200, []) },
    {
      method: 'GET',
      path: '/api/payment/staff/requests/',
      answer: () =>
        jsonResponse(200, [
          makeStaffPaymentRequest({ id: 'rtpA', username: 'awa', reservation: 'resA' }),
          makeStaffPaymentRequest({
            id: 'rtpB',
            username: 'bob',
            status: 'failed',
            reason: 'Paiement refusé sur le téléphone. Vous pouvez réessayer.',
            operator_reference: null,
            history: [],
            callbacks: [],
          }),
        ]),
    },
    {
      method: 'GET',
      path: '/api/payment/staff/refunds/',
      answer: () =>
        jsonResponse(200, [
          makeRefund({ id: 1, username: 'awa', reservation: 'resA' }),
          makeRefund({
            id: 2,
            username: 'cash_user',
            provider: 'cash',
            phone: null,
            amount: 15000,
            status: 'manual',
            operator_reference: null,
            note: 'Payé en espèces : à rembourser à la caisse',
          }),
        ]),
    },
    ...extra,
  ]);
}

describe('staff payments page, refund sections', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists the requests to pay with their references, history and redacted callbacks', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    const { router } = renderAt(<StaffPaymentsPage />, { path: '/studio/payments', url: '/studio/payments' });

    await user.click(await screen.findByRole('link', { name: 'Demandes sur téléphone' }));
    expect(router.state.location.search).toBe('?vue=demandes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demandes sur téléphone' }),
    ).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: /^Demande de awa, 20\s500\sXAF$/ });
    expect(within(card).getByText('Payée')).toBeInTheDocument();
    expect(within(card).getByText('MTN MoMo')).toBeInTheDocument();
    expect(within(card).getByText('242061234567')).toBeInTheDocument();
    expect(within(card).getByText('resA')).toBeInTheDocument();
    expect(within(card).getByText('SZ-RTP-0001')).toBeInTheDocument();
    expect(within(card).getByText('MTN-778899')).toBeInTheDocument();
    const history = within(card).getByRole('list', { name: 'Historique' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/· Demande · En attente \(PENDING\)$/),
      expect.stringMatching(/· Rappel de l’opérateur · Payée \(SUCCESSFUL\)$/),
    ]);
    const callbacks = within(card).getByText('Rappels de l’opérateur (1)');
    await user.click(callbacks);
    expect(card.querySelector('pre')?.textContent).toContain('"payer": "2420612***67"');

    const failed = screen.getByRole('article', { name: /^Demande de bob/ });
    expect(within(failed).getByText('Échouée')).toBeInTheDocument();
    expect(
      within(failed).getByText('Paiement refusé sur le téléphone. Vous pouvez réessayer.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/payment/staff/refunds/'))).toBe(
      false,
    );
  });

  it('lists the refunds with their event, provider, status in French and note', async () => {
    api();
    renderAt(<StaffPaymentsPage />, {
      path: '/studio/payments',
      url: '/studio/payments?vue=remboursements',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Remboursements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remboursements' })).toHaveAttribute('aria-current', 'page');
    const sent = await screen.findByRole('article', { name: /^Remboursement de awa, 20\s500\sXAF$/ });
    expect(within(sent).getByText('Envoyé')).toBeInTheDocument();
    expect(within(sent).getByText('Nuit de la Rumba')).toBeInTheDocument();
    expect(within(sent).getByText('resA')).toBeInTheDocument();
    expect(within(sent).getByText('MTN MoMo')).toBeInTheDocument();
    expect(within(sent).getByText('MTN-REF-1')).toBeInTheDocument();

    const manual = screen.getByRole('article', { name: /^Remboursement de cash_user, 15\s000\sXAF$/ });
    expect(within(manual).getByText('À rembourser à la main')).toBeInTheDocument();
    expect(within(manual).getByText('Espèces')).toBeInTheDocument();
    expect(within(manual).getByText('Payé en espèces : à rembourser à la caisse')).toBeInTheDocument();
  });
});
