// @vitest-environment jsdom
import '../../test/dom.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MainLayout } from './main-layout.tsx';

function renderLayout(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: MainLayout,
        children: [
          { index: true, element: <h1>Accueil</h1> },
          { path: 'music', element: <h1>Musique</h1> },
          { path: '*', element: <h1>Autre</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  // The signed-in top bar asks for the notifications' unread count.
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('MainLayout', () => {
  beforeEach(() => {
    // Page views are posted on each navigation; the network is not part of these tests.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 201 })),
    );
    // jsdom has no scrolling; the layout's scroll restoration calls it on navigation.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("has the landmarks and the menu entries with their paths (the spec's eight, then auctions and downloads)", () => {
    renderLayout();

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal', hidden: true });
    const links = within(menu)
      .getAllByRole('link', { hidden: true })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Accueil', '/'],
      ['Rechercher', '/search'],
      ['Invitations', '/invitations'],
      ['Playlists', '/playlist'],
      ['Reservations', '/reservations'],
      ['Musique', '/music'],
      ['Événements', '/events'],
      ['Artistes', '/artists'],
      ['Enchères', '/auctions'],
      ['Téléchargements', '/downloads'],
    ]);
  });

  it('toggles the mobile menu with its button, reflecting the state in aria-expanded', async () => {
    const user = userEvent.setup();
    renderLayout();

    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveClass('hidden');
  });

  it('closes the mobile menu after navigating from it', async () => {
    const user = userEvent.setup();
    const router = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Menu' });

    await user.click(toggle);
    await user.click(within(screen.getByRole('navigation', { name: 'Menu principal' })).getByText('Musique'));

    expect(router.state.location.pathname).toBe('/music');
    expect(screen.getByRole('heading', { name: 'Musique' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Menu' });

    await user.click(toggle);
    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('leads to the cart from the top bar when signed in, with the number of tickets waiting', async () => {
    window.localStorage.setItem('access', 'token');
    window.localStorage.setItem('refresh', 'r');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/api/tickets/cart/')
          ? Response.json({ items: [], total_price: 15000, count: 3 })
          : new Response(null, { status: 201 }),
      ),
    );
    renderLayout('/music');

    expect(await screen.findByRole('link', { name: 'Panier, 3 billets en attente' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('shows Connexion and S’inscrire when signed out, Mes Réservations and Deconnexion when signed in', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('access', 'token');
    window.localStorage.setItem('refresh', 'r');
    const router = renderLayout('/music');

    expect(screen.getByRole('link', { name: 'Mes Réservations' })).toHaveAttribute('href', '/reservations');
    expect(screen.queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deconnexion' }));

    expect(window.localStorage.getItem('access')).toBeNull();
    expect(window.localStorage.getItem('refresh')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Enchère en cours' })).toHaveAttribute('href', '/auctions');
    expect(screen.getByRole('link', { name: 'Lecteur' })).toHaveAttribute('href', '/player/trending/1');
  });
});
