// @vitest-environment jsdom
import '../../../test/dom.ts';
import type { Reservation } from '@sanza/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { CheckoutPage } from '../../../routes/checkout.tsx';
import { callsTo, jsonResponse, makeAccessToken, mockApi, notFound, renderAt } from '../../../test/auth.tsx';
import { makePayment, makePaymentOptions } from '../../../test/payments.ts';
import { makeReservation } from '../../../test/reservations.ts';

type Route = Parameters<typeof mockApi>[0][number];

/** The API for one reservation (total 20 000 XAF), the operators, and any extra routes. */
function api(reservation: Reservation, extra: Route[] = []) {
  return mockApi([
    {
      method: 'GET',
      path: `/api/tickets/reservations/${reservation.serial_id}/`,
      answer: () => jsonResponse(200, reservation),
    },
    { method: 'GET', path: '/api/payment/options/', answer: () => jsonResponse(200, makePaymentOptions()) },
    ...extra,
  ]);
}

const renderCheckout = (serialId: string, query = '') =>
  renderAt(<CheckoutPage />, {
    path: '/reservation/:id/checkout',
    url: `/reservation/${serialId}/checkout${query}`,
  });

/** The accessible description of an operator's radio button, with its no-break spaces as plain ones. */
function descriptionOf(name: string): string {
  const radio = screen.getByRole('radio', { name });
  const ids = radio.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Chooses an operator on step 1 and continues to step 2. */
async function chooseOperator(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('radio', { name }));
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
}

describe('CheckoutPage', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows each operator with its fee and the amount due, rounded up to the whole XAF', async () => {
    api(makeReservation({ serial_id: 'resF', total_price: 20001 }));
    renderCheckout('resF');

    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement' })).toBeInTheDocument();
    expect(screen.getByText('Étape 1 sur 4')).toBeInTheDocument();
    // 2.5 % of 20 001 is 500.025: 501 XAF; 3 % is 600.03: 601 XAF.
    expect(descriptionOf('Airtel Money')).toBe('Frais 2,5 % · 501 XAF À payer 20 502 XAF');
    expect(descriptionOf('Moov Money')).toBe('Frais 3 % · 601 XAF À payer 20 602 XAF');
    expect(descriptionOf('Espèces')).toBe('Sans frais (0 %) À payer 20 001 XAF');
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDisabled();
  });

  it('walks mobile money: instructions from the server, back and forth, the form prefilled, then done', async () => {
    const reservation = makeReservation({ serial_id: 'resM' });
    const fetchMock = api(reservation, [
      {
        method: 'POST',
        path: '/api/payment/checkout/',
        answer: () => {
          reservation.status = 'awaiting_confirmation';
          return jsonResponse(201, makePayment({ reservation: 'resM', provider: 'moov', amount: 20600 }));
        },
      },
    ]);
    const user = userEvent.setup();
    const { router } = renderCheckout('resM');

    await chooseOperator(user, 'Moov Money');
    expect(await screen.findByRole('heading', { name: 'Payer avec Moov Money' })).toBeInTheDocument();
    expect(screen.getByText('Étape 2 sur 4')).toBeInTheDocument();
    expect(screen.getByText('Composez *555# sur votre téléphone')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Composer *555#' })).toHaveAttribute('href', 'tel:*555%23');
    expect(screen.getByText('20 600 XAF')).toBeInTheDocument();
    expect(screen.getByText('+242 06 444 55 66')).toBeInTheDocument();
    expect(
      screen.getByText('Délai de confirmation : Généralement moins de 15 minutes les jours ouvrables'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?etape=instructions&moyen=moov');

    // Back returns to step 1 with the operator still chosen.
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('radio', { name: 'Moov Money' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(await screen.findByRole('button', { name: 'J’ai envoyé le paiement' }));

    expect(await screen.findByRole('heading', { name: 'Confirmez votre paiement' })).toBeInTheDocument();
    expect(screen.getByText('Étape 3 sur 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Montant envoyé (XAF)')).toHaveValue('20600');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Payer avec Moov Money' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'J’ai envoyé le paiement' }));

    await user.type(await screen.findByLabelText('Numéro de téléphone utilisé'), '+242 06 612 34 56');
    await user.type(screen.getByLabelText('Identifiant de transaction'), 'MP2611.1234');
    await user.click(screen.getByRole('button', { name: 'Confirmer le paiement' }));

    expect(
      await screen.findByText('Paiement enregistré : il sera confirmé après vérification.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Étape 4 sur 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir ma réservation' })).toHaveAttribute(
      'href',
      '/reservations/resM',
    );
    expect(callsTo(fetchMock, '/api/payment/checkout/').map((call) => call.body)).toEqual([
      {
        reservation: 'resM',
        phone_number: '+242066123456',
        transaction_id: 'MP2611.1234',
        amount: 20600,
        provider: 'moov',
      },
    ]);
    // The form's entry was replaced: back from 'done' does not return to a form already sent.
    expect(router.state.location.search).toBe('?etape=termine&moyen=moov');
  });

  it("asks for every field with 'Please fill all fields', then a transaction id of 5 characters", async () => {
    const fetchMock = api(makeReservation({ serial_id: 'resV' }));
    const user = userEvent.setup();
    renderCheckout('resV', '?etape=confirmation&moyen=airtel');

    const amount = await screen.findByLabelText('Montant envoyé (XAF)');
    expect(amount).toHaveValue('20500');
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Confirmer le paiement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all fields');
    expect(screen.getByLabelText('Numéro de téléphone utilisé')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Identifiant de transaction')).toHaveAttribute('aria-invalid', 'true');

    await user.type(amount, '20500');
    await user.type(screen.getByLabelText('Numéro de téléphone utilisé'), '+242061234567');
    await user.type(screen.getByLabelText('Identifiant de transaction'), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Confirmer le paiement' }));
    const transaction = screen.getByLabelText('Identifiant de transaction');
    expect(await screen.findByText('Transaction ID must be at least 5 characters')).toBeInTheDocument();
    expect(transaction).toHaveAccessibleDescription(/Transaction ID must be at least 5 characters/);
    expect(screen.queryByText('Please fill all fields')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/payment/checkout/')).toHaveLength(0);
  });

  it("shows 'Payment failed: {server message}' in an alert, or the generic text without an answer", async () => {
    let answer: () => Response = () =>
      jsonResponse(400, { transaction_id: ['Cet identifiant de transaction a déjà été utilisé'] });
    api(makeReservation({ serial_id: 'resE' }), [
      { method: 'POST', path: '/api/payment/checkout/', answer: () => answer() },
    ]);
    const user = userEvent.setup();
    renderCheckout('resE', '?etape=confirmation&moyen=airtel');

    await user.type(await screen.findByLabelText('Numéro de téléphone utilisé'), '+242061234567');
    await user.type(screen.getByLabelText('Identifiant de transaction'), 'AM99999');
    await user.click(screen.getByRole('button', { name: 'Confirmer le paiement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed: Cet identifiant de transaction a déjà été utilisé',
    );

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(screen.getByRole('button', { name: 'Confirmer le paiement' }));
    expect(await screen.findByText('Une erreur est survenue. Veuillez réessayer.')).toBeInTheDocument();
  });

  it("skips the form for cash: 'Confirmer le paiement en espèces' posts at once, then step 3 of 3", async () => {
    const reservation = makeReservation({ serial_id: 'resK' });
    const fetchMock = api(reservation, [
      {
        method: 'POST',
        path: '/api/payment/cash/',
        answer: () => {
          reservation.status = 'cash_pending';
          return jsonResponse(200, {
            detail: 'Réservation à régler en espèces : présentez-vous à la caisse.',
            reservation: 'resK',
          });
        },
      },
    ]);
    const user = userEvent.setup();
    renderCheckout('resK');

    await chooseOperator(user, 'Espèces');
    expect(await screen.findByRole('heading', { name: 'Payer en espèces' })).toBeInTheDocument();
    expect(screen.getByText('Étape 2 sur 3')).toBeInTheDocument();
    expect(screen.getByText('Réglez ce montant en espèces à la caisse').nextElementSibling).toHaveTextContent(
      /^20\s000\sXAF$/,
    );
    await user.click(screen.getByRole('button', { name: 'Confirmer le paiement en espèces' }));

    expect(
      await screen.findByText('Réservation à régler en espèces : présentez-vous à la caisse.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Étape 3 sur 3')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/payment/cash/').map((call) => call.body)).toEqual([
      { reservation_id: 'resK' },
    ]);
  });

  it("shows 'Erreur lors de la confirmation cash : …' when the server refuses cash", async () => {
    api(makeReservation({ serial_id: 'resKE' }), [
      {
        method: 'POST',
        path: '/api/payment/cash/',
        answer: () => jsonResponse(403, { detail: "Vous n'avez pas les droits pour cette action" }),
      },
    ]);
    const user = userEvent.setup();
    renderCheckout('resKE', '?etape=instructions&moyen=cash');

    await user.click(await screen.findByRole('button', { name: 'Confirmer le paiement en espèces' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Erreur lors de la confirmation cash : Vous n'avez pas les droits pour cette action",
    );
  });

  it.each([
    ['paid', { status: 'paid', is_paid: true }, 'Cette réservation est déjà payée'],
    [
      'awaiting confirmation',
      { status: 'awaiting_confirmation' },
      'Un paiement est déjà en attente de confirmation pour cette réservation',
    ],
    ['cancelled', { status: 'cancelled' }, 'Cette réservation est annulée ou expirée'],
    ['shared with the viewer', { is_owner: false }, "Vous n'avez pas les droits pour cette action"],
  ] as const)(
    'shows why a %s reservation cannot be paid, instead of the flow',
    async (_, overrides, reason) => {
      api(makeReservation({ serial_id: 'resN', expires_at: null, ...overrides }));
      renderCheckout('resN', '?etape=confirmation&moyen=airtel');

      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Identifiant de transaction')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voir ma réservation' })).toHaveAttribute(
        'href',
        '/reservations/resN',
      );
    },
  );

  it('does not take an address for a payment: done on a pending reservation shows step 1', async () => {
    api(makeReservation({ serial_id: 'resD' }));
    renderCheckout('resD', '?etape=termine&moyen=airtel');
    expect(
      await screen.findByRole('heading', { name: 'Comment souhaitez-vous payer ?' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Étapes du paiement' })).getByText('Étape 1 sur 4'),
    ).toBeInTheDocument();
  });

  it("says 'Réservation introuvable' for an unknown reservation", async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/tickets/reservations/nope/',
        answer: notFound,
      },
    ]);
    renderCheckout('nope');
    expect(await screen.findByRole('heading', { name: 'Réservation introuvable' })).toBeInTheDocument();
  });
});
