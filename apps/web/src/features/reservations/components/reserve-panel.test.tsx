// @vitest-environment jsdom
import '../../../test/dom.ts';
import type { Event } from '@sanza/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi, notFound, renderAt } from '../../../test/auth.tsx';
import { makeEvent, makeTicket } from '../../../test/fixtures.ts';
import { makeReservation } from '../../../test/reservations.ts';
import { logout } from '../../auth/store.ts';
import { eventKeys } from '../../events/queries.ts';
import { ReservePanel } from './reserve-panel.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const standard = makeTicket({ id: 11, name: 'Standard', price: 10000, quantity_available: 400 });
const vip = makeTicket({ id: 12, name: 'VIP', price: 25000, quantity_available: 2 });
const soldOut = makeTicket({ id: 13, name: 'Balcon', price: 8000, quantity_available: 0 });
const auction = makeTicket({
  id: 14,
  name: 'Carré Or',
  price: 50000,
  quantity_available: 1,
  is_auction: true,
});
const openEvent = makeEvent({ serial_id: 'evt1', ticket_types: [standard, vip, soldOut, auction] });

function renderPanel(event: Event = openEvent, { isLoading = false } = {}) {
  return renderAt(<ReservePanel event={event} isLoading={isLoading} />, {
    path: '/events/:serialId',
    url: `/events/${event.serial_id}`,
  });
}

const reserveButton = () =>
  screen.getByRole('button', { name: /^(Réserver|Inscriptions fermées|Événement annulé)$/ });
const ticket = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const signIn = () => writeTokens({ access: makeAccessToken(300) });

describe('ReservePanel', () => {
  beforeEach(() => {
    logout();
    mockApi([]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('keeps Réserver (and the cart action) disabled until a ticket type is chosen', async () => {
    signIn();
    const user = userEvent.setup();
    renderPanel();

    expect(reserveButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Quantité' })).not.toBeInTheDocument();

    await user.click(ticket('Standard'));
    expect(ticket('Standard')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Quantité' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(reserveButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  });

  it('offers no more than what is left of the chosen type, and a sold-out type cannot be chosen', async () => {
    const user = userEvent.setup();
    renderPanel();

    expect(ticket('Balcon')).toBeDisabled();
    expect(screen.getByText('Complet')).toBeInTheDocument();
    await user.click(ticket('VIP'));
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
  });

  it('stays disabled while the event is still loading', async () => {
    const user = userEvent.setup();
    renderPanel(openEvent, { isLoading: true });
    await user.click(ticket('Standard'));
    expect(reserveButton()).toBeDisabled();
  });

  it("reads 'Inscriptions fermées' with the closing date (venue time) once registration is closed", async () => {
    const user = userEvent.setup();
    renderPanel(
      makeEvent({
        is_registration_open: false,
        // 23:00 UTC is already the next day in Douala.
        registration_deadline: '2026-06-01T23:00:00.000Z',
        ticket_types: [standard],
      }),
    );
    await user.click(ticket('Standard'));

    const button = reserveButton();
    expect(button).toHaveTextContent('Inscriptions fermées');
    expect(button).toBeDisabled();
    expect(screen.getByText('Les inscriptions ont fermé le mardi 2 juin 2026')).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('Les inscriptions ont fermé le mardi 2 juin 2026');
  });

  it("reads 'Événement annulé', disabled, with 'Cet événement est annulé' once its organizer cancelled it", async () => {
    const user = userEvent.setup();
    renderPanel(makeEvent({ is_cancelled: true, is_registration_open: false, ticket_types: [standard] }));
    // Its ticket types cannot be chosen: no quantity, no total to show.
    expect(ticket('Standard')).toBeDisabled();
    await user.click(ticket('Standard'));
    expect(screen.queryByText('Total')).not.toBeInTheDocument();

    const button = reserveButton();
    expect(button).toHaveTextContent('Événement annulé');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Cet événement est annulé');
  });

  it("falls back on the event's day for the closing note when there is no deadline", () => {
    renderPanel(makeEvent({ is_registration_open: false, registration_deadline: null, date: '2026-05-20' }));
    expect(screen.getByText('Les inscriptions ont fermé le mercredi 20 mai 2026')).toBeInTheDocument();
  });

  it('sends a visitor to sign in, coming back to the event afterwards', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).not.toBeInTheDocument();

    await user.click(ticket('Standard'));
    await user.click(reserveButton());

    expect(
      await screen.findByRole('heading', { name: `Page /login?next=${encodeURIComponent('/events/evt1')}` }),
    ).toBeInTheDocument();
  });

  it('reserves the chosen quantity, lowers the local stock and opens the new reservation', async () => {
    signIn();
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: '/api/tickets/reservations/',
        answer: () => jsonResponse(201, makeReservation({ serial_id: 'resA1' })),
      },
    ]);
    const user = userEvent.setup();
    const { queryClient } = renderPanel();
    queryClient.setQueryData(eventKeys.detail('evt1'), openEvent);

    await user.click(ticket('Standard'));
    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await user.click(reserveButton());

    expect(await screen.findByRole('heading', { name: 'Page /reservations/resA1' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/tickets/reservations/')[0]?.body).toEqual({
      event: 'evt1',
      items: [{ ticket_type: 11, quantity: 2 }],
    });
    expect(toast.success).toHaveBeenCalledWith('Réservation effectuée avec succès !');
    const cached = queryClient.getQueryData<Event>(eventKeys.detail('evt1'));
    expect(cached?.ticket_types.find((t) => t.id === 11)?.quantity_available).toBe(398);
  });

  it("shows the server's reason when the reservation is refused", async () => {
    signIn();
    mockApi([
      {
        method: 'POST',
        path: '/api/tickets/reservations/',
        answer: () => jsonResponse(400, { detail: 'Seulement 1 billet(s) disponible(s)' }),
      },
    ]);
    const user = userEvent.setup();
    renderPanel();

    await user.click(ticket('Standard'));
    await user.click(reserveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Seulement 1 billet(s) disponible(s)');
    expect(reserveButton()).toBeEnabled();
  });

  it('adds the chosen tickets to the cart', async () => {
    signIn();
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: '/api/tickets/cart/items/',
        answer: () => jsonResponse(201, { items: [], total_price: 0, count: 0 }),
      },
    ]);
    const user = userEvent.setup();
    renderPanel();

    await user.click(ticket('VIP'));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(callsTo(fetchMock, '/api/tickets/cart/items/')[0]?.body).toEqual({
      ticket_type_id: 12,
      quantity: 1,
    });
  });

  it('opens the auction of an auction ticket type, looked up from the type', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/tickets/auctions/ticket-type/14/',
        answer: () => jsonResponse(200, { id: 9 }),
      },
    ]);
    const user = userEvent.setup();
    renderPanel();

    expect(screen.getByText('enchère en cours...')).toBeInTheDocument();
    await user.click(ticket('Carré Or'));
    expect(await screen.findByRole('heading', { name: 'Page /auctions/9' })).toBeInTheDocument();
  });

  it("says 'Enchère introuvable' when the auction cannot be found", async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/tickets/auctions/ticket-type/14/',
        answer: notFound,
      },
    ]);
    const user = userEvent.setup();
    renderPanel();

    await user.click(ticket('Carré Or'));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Enchère introuvable'));
    expect(reserveButton()).toBeDisabled();
  });
});
