// @vitest-environment jsdom
import '../test/dom.ts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error.tsx';

/** A page whose code cannot be downloaded, as when the network is cut. */
function renderFailingPage() {
  const router = createMemoryRouter([
    {
      path: '/',
      ErrorBoundary: RouteError,
      lazy: async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks to check the connection and reload when a page fails online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue');
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });

  it('says the page is not available offline when the phone has no connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailingPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Cette page n'est pas disponible hors ligne");
    expect(alert).toHaveTextContent('Elle s’affichera dès que la connexion reviendra.');
  });
});
