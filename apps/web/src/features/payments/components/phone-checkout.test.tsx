// @vitest-environment jsdom
import '../../../test/dom.ts';
import type { PaymentRequest, Reservation } from '@sanza/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { CheckoutPage } from '../../../routes/checkout.tsx';
import { FakeEventSource } from '../../../test/auctions.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../test/auth.tsx';
import { makePaymentOptions, makePaymentRequest, makeTicket, QR_SVG } from '../../../test/payments.ts';
import { makeReservation } from '../../../test/reservations.ts';
import { paymentKeys } from '../queries.ts';

type Route = Parameters<typeof mockApi>[0][number];

/** The API for one reservation (total 20 000 XAF), the operators, its tickets, and any extra routes. */
function api(reservation: Reservation, extra: Route[] = [], options = makePaymentOptions()) {
  return mockApi([
    {
      method: 'GET',
      path: `/api/tickets/reservations/${reservation.serial_id}/`,
      answer: () => jsonResponse(200, reservation),
    },
    {
      method: 'GET',
      path: `/api/tickets/reservations/${reservation.serial_id}/tickets/`,
      answer: () => jsonResponse(200, reservation.is_paid ? [makeTicket({ qr_svg: QR_SVG })] : []),
    },
    { method: 'GET', path: '/api/payment/options/', answer: () => jsonResponse(200, options) },
    ...extra,
  ]);
}

/** `POST /payment/request-to-pay/` answering `request`, and `GET` of it answering `current()`. */
function requestRoutes(request: PaymentRequest, current: () => PaymentRequest): Route[] {
  return [
    { method: 'POST', path: '/api/payment/request-to-pay/', answer: () => jsonResponse(202, request) },
    {
      method: 'GET',
      path: `/api/payment/request-to-pay/${request.id}/`,
      answer: () => jsonResponse(200, current()),
    },
  ];
}

const renderCheckout = (serialId: string, query = '') =>
  renderAt(<CheckoutPage />, {
    path: '/reservation/:id/checkout',
    url: `/reservation/${serialId}/checkout${query}`,
  });

/** Chooses an operator and types a number on the phone form, then sends it. */
async function askPhone(user: ReturnType<typeof userEvent.setup>, operator: string, phone: string) {
  await user.click(await screen.findByRole('radio', { name: operator }));
  await user.type(screen.getByLabelText('Numéro de téléphone'), phone);
  await user.click(screen.getByRole('button', { name: 'Payer sur mon téléphone' }));
}

describe('paying on the phone', () => {
  beforeEach(() => {
    writeTokens({ access: makeAccessToken(3600) });
    // jsdom has no EventSource: the request is then followed by asking for it every 3 s.
    vi.stubGlobal('EventSource', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('offers « Payer sur mon téléphone » on step 1 only when the server can prompt a phone', async () => {
    api(makeReservation({ serial_id: 'resO' }));
    const first = renderCheckout('resO');
    const link = await screen.findByRole('link', { name: 'Payer sur mon téléphone' });
    expect(link).toHaveAttribute('href', '/reservation/resO/checkout?etape=telephone');
    expect(link).toHaveAccessibleDescription(/Avec Airtel Money ou MTN MoMo\./);
    first.unmount();

    api(makeReservation({ serial_id: 'resH' }), [], { ...makePaymentOptions(), request_to_pay: [] });
    const { queryClient } = renderCheckout('resH');
    expect(await screen.findByRole('radio', { name: 'Airtel Money' })).toBeInTheDocument();
    await vi.waitFor(() => expect(queryClient.getQueryState(paymentKeys.options())?.status).toBe('success'));
    expect(screen.queryByRole('link', { name: 'Payer sur mon téléphone' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Recevez la demande sur votre téléphone/)).not.toBeInTheDocument();
  });

  it("refuses a number of another operator before sending it, and shows the server's refusal the same way", async () => {
    const fetchMock = api(makeReservation({ serial_id: 'resV' }), [
      {
        method: 'POST',
        path: '/api/payment/request-to-pay/',
        answer: () => jsonResponse(400, { phone: ['Ce numéro ne peut pas recevoir de demande de paiement'] }),
      },
    ]);
    const user = userEvent.setup();
    renderCheckout('resV');

    await user.click(await screen.findByRole('link', { name: 'Payer sur mon téléphone' }));
    expect(await screen.findByRole('heading', { name: 'Paiement sur votre téléphone' })).toBeInTheDocument();
    expect(screen.getByText('Étape 2 sur 4')).toBeInTheDocument();
    // Each operator with its fee and the amount due, as on step 1.
    const mtn = screen.getByRole('radio', { name: 'MTN MoMo' });
    expect(mtn).toHaveAccessibleDescription(/Frais 2,5\s%\s·\s500\sXAF À payer\s*20\s500\sXAF/);

    await askPhone(user, 'MTN MoMo', '05 123 45 67');
    const phone = screen.getByLabelText('Numéro de téléphone');
    const message = "Ce numéro n'est pas un numéro MTN MoMo : saisissez-le comme 06 123 45 67";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(new RegExp(message));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/payment/request-to-pay/')).toHaveLength(0);

    // The same number is an Airtel one: it goes, and the server's word on it shows under the field.
    await user.click(screen.getByRole('radio', { name: 'Airtel Money' }));
    await user.click(screen.getByRole('button', { name: 'Payer sur mon téléphone' }));
    expect(
      await screen.findByText('Ce numéro ne peut pas recevoir de demande de paiement'),
    ).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/payment/request-to-pay/').map((call) => call.body)).toEqual([
      { reservation_id: 'resV', operator: 'airtel', phone: '05 123 45 67' },
    ]);
  });

  it('waits for the approval with a countdown, then shows the tickets once the request succeeded (polled)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reservation = makeReservation({ serial_id: 'resP' });
    const pending = makePaymentRequest({ id: 'rtpP', reservation: 'resP' });
    let current = pending;
    const fetchMock = api(
      reservation,
      requestRoutes(pending, () => current),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderCheckout('resP', '?etape=telephone');

    await askPhone(user, 'MTN MoMo', '06 123 45 67');

    const waiting = await screen.findByTestId('rtp-waiting');
    expect(within(waiting).getByRole('heading', { name: 'Validez sur votre téléphone' })).toBeInTheDocument();
    expect(
      within(waiting).getByText(/^Validez le paiement de 20\s500\sXAF sur votre téléphone \(code PIN\)$/),
    ).toBeInTheDocument();
    expect(within(waiting).getByText('MTN MoMo')).toBeInTheDocument();
    expect(within(waiting).getByText('+242061234567')).toBeInTheDocument();
    // The request lives 5 min and the countdown is capped there; under a second has passed since the answer.
    expect(within(waiting).getByRole('timer')).toHaveTextContent(/^Expire dans 5\smin 00\ss$/);
    expect(screen.getByText('Étape 3 sur 4')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?etape=validation&operateur=mtn&demande=rtpP');
    expect(callsTo(fetchMock, '/api/payment/request-to-pay/').map((call) => call.body)).toEqual([
      { reservation_id: 'resP', operator: 'mtn', phone: '06 123 45 67' },
    ]);

    // The operator says yes: the next poll brings it, and the tickets show in place.
    reservation.status = 'paid';
    reservation.is_paid = true;
    current = { ...pending, status: 'succeeded', decided_at: new Date().toISOString() };
    const readsBefore = callsTo(fetchMock, '/api/tickets/reservations/resP/').length;
    await vi.advanceTimersByTimeAsync(3_000);

    expect(await screen.findByRole('heading', { name: 'Paiement confirmé' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code du billet Standard n° 1' })).toBeInTheDocument();
    expect(screen.getByText('Étape 4 sur 4')).toBeInTheDocument();
    expect(screen.queryByTestId('rtp-waiting')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/payment/request-to-pay/rtpP/').length).toBeGreaterThanOrEqual(2);
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, '/api/tickets/reservations/resP/').length).toBeGreaterThan(readsBefore),
    );
    // Paid, the page does not turn into « déjà payée »: the tickets stay.
    expect(screen.queryByText('Cette réservation est déjà payée')).not.toBeInTheDocument();
  });

  it("counts down on the server's clock when the phone's is 2 min ahead: 5 min 00 s at once, 3 min 59 s 61 s later", async () => {
    // Only Date is faked: the phone's clock stays where the test sets it, while timers and fetches run.
    vi.useFakeTimers({ toFake: ['Date'] });
    const serverNow = Date.parse('2026-12-01T09:00:00.000Z');
    const phoneNow = serverNow + 2 * 60_000;
    vi.setSystemTime(phoneNow);
    writeTokens({ access: makeAccessToken(3600) });
    // The server learns of the request at its 09:00:00 and gives the buyer 5 min: its answer carries that time.
    const pending = makePaymentRequest({
      id: 'rtpC',
      reservation: 'resC',
      created_at: new Date(serverNow).toISOString(),
      expires_at: new Date(serverNow + 5 * 60_000).toISOString(),
    });
    api(
      makeReservation({ serial_id: 'resC' }),
      requestRoutes(pending, () => pending),
    );
    const user = userEvent.setup();
    renderCheckout('resC', '?etape=telephone');

    await askPhone(user, 'MTN MoMo', '06 123 45 67');

    // Read on the phone's clock alone, 09:02:00 would leave 3 min; on the server's, the whole 5 min are left.
    const timer = within(await screen.findByTestId('rtp-waiting')).getByRole('timer');
    expect(timer).toHaveTextContent(/^Expire dans 5\smin 00\ss$/);

    // 61 s later on the phone (09:03:01), the server's clock reads 09:01:01: 3 min 59 s left (1 min 59 s if
    // the phone's clock were trusted).
    // testing-library's waitFor, not vi.waitFor: the latter moves the faked clock 50 ms at each try.
    vi.setSystemTime(phoneNow + 61_000);
    await waitFor(() => expect(timer).toHaveTextContent(/^Expire dans 3\smin 59\ss$/), { timeout: 2_500 });
  });

  it('shows why a request failed, and « Réessayer » returns to the form with the number kept', async () => {
    const pending = makePaymentRequest({ id: 'rtpF', reservation: 'resF', operator: 'airtel' });
    const failed: PaymentRequest = {
      ...pending,
      status: 'failed',
      reason: 'Paiement refusé sur le téléphone. Vous pouvez réessayer.',
    };
    api(
      makeReservation({ serial_id: 'resF' }),
      requestRoutes(pending, () => failed),
    );
    const user = userEvent.setup();
    const { router } = renderCheckout('resF', '?etape=telephone');

    await askPhone(user, 'Airtel Money', '05 987 65 43');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Paiement refusé sur le téléphone. Vous pouvez réessayer.',
    );
    expect(screen.getByRole('heading', { name: 'Le paiement n’a pas abouti' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('heading', { name: 'Paiement sur votre téléphone' })).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro de téléphone')).toHaveValue('05 987 65 43');
    expect(screen.getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
    expect(router.state.location.search).toBe('?etape=telephone&operateur=airtel');
  });

  it("says the request expired with the server's reason when the address names one that is over", async () => {
    const expired = makePaymentRequest({
      id: 'rtpX',
      reservation: 'resX',
      status: 'expired',
      reason:
        "Vous n'avez pas confirmé sur le téléphone à temps : la demande a expiré. Vous pouvez réessayer.",
    });
    api(
      makeReservation({ serial_id: 'resX' }),
      requestRoutes(expired, () => expired),
    );
    renderCheckout('resX', '?etape=validation&operateur=mtn&demande=rtpX');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Vous n'avez pas confirmé sur le téléphone à temps : la demande a expiré.",
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('follows the request on its stream when the browser has one, without asking for it again', async () => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    const reservation = makeReservation({ serial_id: 'resS' });
    const pending = makePaymentRequest({ id: 'rtpS', reservation: 'resS' });
    const fetchMock = api(
      reservation,
      requestRoutes(pending, () => pending),
    );
    renderCheckout('resS', '?etape=validation&operateur=mtn&demande=rtpS');

    expect(await screen.findByTestId('rtp-waiting')).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toMatch(/^\/api\/payment\/request-to-pay\/rtpS\/events\/\?access_token=.+/);

    reservation.status = 'paid';
    reservation.is_paid = true;
    stream.emit('state', { ...pending, status: 'succeeded' });

    expect(await screen.findByRole('heading', { name: 'Paiement confirmé' })).toBeInTheDocument();
    expect(stream.isClosed).toBe(true);
    expect(callsTo(fetchMock, '/api/payment/request-to-pay/rtpS/')).toHaveLength(1);
  });
});
