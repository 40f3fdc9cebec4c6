// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { ReservationDetailPage } from '../../../routes/reservation-detail.tsx';
import { ReservationsPage } from '../../../routes/reservations.tsx';
import { jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../test/auth.tsx';
import { makeTicket } from '../../../test/payments.ts';
import { makeReservation } from '../../../test/reservations.ts';
import { OfflineBanner } from '../../offline/components/offline-banner.tsx';

// What the reservation pages loaded is kept per user on the phone, and shown, said so, when the
// network is missing; another user, or the same phone after a sign-out, never sees it.

const NOTICE = 'Billets enregistrés sur ce téléphone — affichés sans connexion.';

/** An access token of user `userId` (the kept copies are filed under it). */
function tokenOf(userId: number): string {
  const [head, , signature] = makeAccessToken(3600).split('.');
  const claims = btoa(JSON.stringify({ sub: String(userId), user_id: userId, exp: Date.now() / 1000 + 3600 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `${head}.${claims}.${signature}`;
}

/** A request that gets no answer: the phone is offline. */
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

const paid = makeReservation({
  serial_id: 'resOff',
  status: 'paid',
  is_paid: true,
  expires_at: null,
  data: { event: { ...makeReservation().data.event, name: 'Makossa Live' } },
});
const tickets = [makeTicket({ serial_id: 'tkO1', code: 'tkO1.sig', seat: 1 })];

const kept = () => import('../kept-tickets.ts');

/** Loads the list and the reservation page online, then waits until the phone has kept them for user 1. */
async function visitOnline() {
  mockApi([
    { method: 'GET', path: '/api/tickets/reservations/', answer: () => jsonResponse(200, [paid]) },
    { method: 'GET', path: '/api/tickets/reservations/resOff/', answer: () => jsonResponse(200, paid) },
    {
      method: 'GET',
      path: '/api/tickets/reservations/resOff/tickets/',
      answer: () => jsonResponse(200, tickets),
    },
  ]);
  const list = renderAt(<ReservationsPage />, { path: '/reservations' });
  expect(await screen.findByText('Makossa Live')).toBeInTheDocument();
  list.unmount();
  const detail = renderAt(<ReservationDetailPage />, {
    path: '/reservations/:id',
    url: '/reservations/resOff',
  });
  expect(await screen.findByRole('img', { name: 'QR code du billet Standard n° 1' })).toBeInTheDocument();
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  detail.unmount();
  await vi.waitFor(async () => {
    const store = await kept();
    expect(await store.readCopy('user:1', 'tickets:resOff')).not.toBeNull();
    expect(await store.readCopy('user:1', 'list')).not.toBeNull();
  });
}

/** Every request of the reservation pages fails for want of network. */
function goOffline() {
  mockApi([
    { method: 'GET', path: '/api/tickets/reservations/', answer: offline },
    { method: 'GET', path: '/api/tickets/reservations/resOff/', answer: offline },
    { method: 'GET', path: '/api/tickets/reservations/resOff/tickets/', answer: offline },
  ]);
}

beforeAll(() => vi.stubGlobal('indexedDB', new IDBFactory()));
afterAll(() => vi.unstubAllGlobals());

describe('reservations and e-tickets kept on the phone', () => {
  beforeEach(() => writeTokens({ access: tokenOf(1) }));
  afterEach(async () => {
    await (await kept()).forgetKeptCopies();
    vi.clearAllMocks();
  });

  it('offline, the list shows what was kept for the signed-in user, with the notice and no sharing', async () => {
    await visitOnline();
    goOffline();
    renderAt(<ReservationsPage />, { path: '/reservations' });

    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Makossa Live')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Partager/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Impossible de charger vos réservations.')).not.toBeInTheDocument();
  });

  it('offline, the reservation page shows its kept e-tickets: the QR code as is, the notice once, no actions', async () => {
    await visitOnline();
    goOffline();
    renderAt(<ReservationDetailPage />, { path: '/reservations/:id', url: '/reservations/resOff' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réservation n° resOff' }),
    ).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Mes billets' });
    const qr = await within(region).findByRole('img', { name: 'QR code du billet Standard n° 1' });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(tickets[0]!.qr_svg)}`,
    );
    expect(screen.getAllByText(NOTICE)).toHaveLength(1);
    expect(
      within(region).getByRole('button', { name: 'Enregistrer l’image du billet Standard n° 1' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Partager' })).not.toBeInTheDocument();
  });

  it('with the server out of reach, the notice that says so stays while the kept list shows', async () => {
    await visitOnline();
    goOffline();
    renderAt(
      <>
        <OfflineBanner />
        <ReservationsPage />
      </>,
      { path: '/reservations' },
    );

    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Makossa Live')).toBeInTheDocument();
    // The list's one retry fails too: the banner says why the kept copy shows, and the copy stays.
    expect(await screen.findByText(/Connexion au serveur impossible\./)).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('another user signed in on the same phone never sees them', async () => {
    await visitOnline();
    writeTokens({ access: tokenOf(2) });
    goOffline();
    renderAt(<ReservationsPage />, { path: '/reservations' });

    expect(await screen.findByText('Impossible de charger vos réservations.')).toBeInTheDocument();
    expect(screen.queryByText('Makossa Live')).not.toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('after a sign-out nothing kept is left: signed in again offline, the page has nothing to show', async () => {
    await visitOnline();
    const { queryClient } = renderAt(<p>Accueil</p>);
    await (await kept()).forgetKeptTickets(queryClient);
    expect(await (await kept()).readKeptList('user:1')).toBeNull();

    goOffline();
    renderAt(<ReservationDetailPage />, { path: '/reservations/:id', url: '/reservations/resOff' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('an error answer is not a missing network: a refused reservation is never replaced by its copy', async () => {
    await visitOnline();
    mockApi([
      {
        method: 'GET',
        path: '/api/tickets/reservations/resOff/',
        answer: () => jsonResponse(404, { detail: 'Ressource non trouvée' }),
      },
    ]);
    renderAt(<ReservationDetailPage />, { path: '/reservations/:id', url: '/reservations/resOff' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
