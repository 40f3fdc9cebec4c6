// @vitest-environment jsdom
import '../../../test/dom.ts';
import type { Cart } from '@sanza/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../test/auth.tsx';
import { makeCart } from '../../../test/reservations.ts';
import { CartView } from './cart-view.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** A fake cart server: PATCH, DELETE and checkout change `cart` the way the API does. */
function mockCart(initial: Cart) {
  let cart = initial;
  const withQuantity = (serialId: string, quantity: number) => {
    const lines = cart.items.map((line) => ({
      serial_id: line.serial_id,
      name: line.ticket.name,
      price: line.ticket.price,
      quantity: line.serial_id === serialId ? quantity : line.quantity,
    }));
    return makeCart(lines);
  };
  return mockApi([
    { method: 'GET', path: '/api/tickets/cart/', answer: () => jsonResponse(200, cart) },
    {
      method: 'PATCH',
      path: '/api/tickets/cart/items/l1/',
      answer: (init) => {
        cart = withQuantity('l1', JSON.parse(String(init?.body)).quantity);
        return jsonResponse(200, cart);
      },
    },
    {
      method: 'DELETE',
      path: '/api/tickets/cart/items/l2/',
      answer: () => {
        cart = { ...makeCart([]), items: cart.items.filter((l) => l.serial_id !== 'l2') };
        return jsonResponse(200, cart);
      },
    },
    {
      method: 'POST',
      path: '/api/tickets/cart/checkout/',
      answer: () => jsonResponse(201, { reservation_id: 'resC1', serial_id: 'resC1' }),
    },
    { method: 'DELETE', path: '/api/tickets/cart/', answer: () => jsonResponse(200, makeCart([])) },
  ]);
}

const twoLines = () =>
  makeCart([
    { serial_id: 'l1', name: 'Standard', price: 10000, quantity: 1 },
    { serial_id: 'l2', name: 'VIP', price: 25000, quantity: 2 },
  ]);

const line = (name: string) => screen.getByRole('group', { name: `Quantité : ${name}` });

describe('CartView', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('never lets a quantity go below 1, and changes it with + through the API', async () => {
    const fetchMock = mockCart(twoLines());
    const user = userEvent.setup();
    renderAt(<CartView />, { path: '/cart' });

    await screen.findByText('Standard');
    const minus = within(line('Standard')).getByRole('button', { name: 'Diminuer la quantité : Standard' });
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(callsTo(fetchMock, '/api/tickets/cart/items/l1/')).toHaveLength(0);

    await user.click(
      within(line('Standard')).getByRole('button', { name: 'Augmenter la quantité : Standard' }),
    );
    await vi.waitFor(() => expect(within(line('Standard')).getByRole('status').textContent).toBe('2'));
    expect(callsTo(fetchMock, '/api/tickets/cart/items/l1/')[0]?.body).toEqual({ quantity: 2 });
    expect(screen.getByText('70 000 XAF')).toBeInTheDocument();
    expect(within(line('Standard')).getByRole('button', { name: /Diminuer/ })).toBeEnabled();
  });

  it('stops + at 4 tickets', async () => {
    mockCart(makeCart([{ serial_id: 'l1', name: 'Standard', price: 10000, quantity: 4 }]));
    renderAt(<CartView />, { path: '/cart' });

    await screen.findByText('Standard');
    expect(within(line('Standard')).getByRole('button', { name: /Augmenter/ })).toBeDisabled();
  });

  it('removes a line, and checks out to the new reservation', async () => {
    mockCart(twoLines());
    const user = userEvent.setup();
    renderAt(<CartView />, { path: '/cart' });

    await user.click(await screen.findByRole('button', { name: 'Retirer VIP du panier' }));
    await vi.waitFor(() => expect(screen.queryByText('VIP')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Procéder au paiement' }));
    expect(await screen.findByRole('heading', { name: 'Page /reservations/resC1' })).toBeInTheDocument();
  });

  it('empties the cart with Vider le panier, then says it is empty', async () => {
    mockCart(twoLines());
    const user = userEvent.setup();
    renderAt(<CartView />, { path: '/cart' });

    await user.click(await screen.findByRole('button', { name: 'Vider le panier' }));
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir les événements' })).toHaveAttribute('href', '/events');
  });
});
