// @vitest-environment jsdom
import '../test/dom.ts';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../features/auth/store.ts';
import { writeTokens } from '../lib/tokens.ts';
import { jsonResponse, makeAccessToken, mockApi, notFound, signedInLayout } from '../test/auth.tsx';
import { makePaymentOptions } from '../test/payments.ts';
import { Providers } from './providers.tsx';
import { createRoutes } from './router.tsx';

vi.mock('../features/auth/components/captcha-field.tsx', () => import('../test/captcha-mock.tsx'));

/** Every protected route of the spec's site map, as a concrete path. */
const PROTECTED = [
  '/cart',
  '/reservations',
  '/reservations/12',
  '/profile',
  '/invitations',
  '/playlist',
  '/reservation/7/checkout',
];

function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** Waits until the router has settled on a page (loaders run, page code loaded) and the layout shows. */
async function waitForPage(router: ReturnType<typeof renderApp>) {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await screen.findByRole('main');
}

const signIn = () => writeTokens({ access: makeAccessToken(300) });

describe('route guards', () => {
  beforeEach(() => {
    logout();
    localStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    mockApi([
      ...signedInLayout(),
      { method: 'GET', path: '/api/auth/providers/', answer: () => jsonResponse(200, []) },
      { method: 'GET', path: '/api/events/', answer: () => jsonResponse(200, []) },
      { method: 'GET', path: '/api/events/-/c/categories/', answer: () => jsonResponse(200, []) },
      { method: 'GET', path: '/api/events/5/priority-10/', answer: () => jsonResponse(200, []) },
      // The protected pages' own data: empty lists, and no reservation 7 or 12.
      { method: 'GET', path: '/api/tickets/reservations/', answer: () => jsonResponse(200, []) },
      { method: 'GET', path: '/api/tickets/reservations/7/', answer: notFound },
      { method: 'GET', path: '/api/tickets/reservations/12/', answer: notFound },
      { method: 'GET', path: '/api/guest/invitations/received/', answer: () => jsonResponse(200, []) },
      {
        method: 'GET',
        path: '/api/streaming/playlists/user-playlists/',
        answer: () => jsonResponse(200, []),
      },
      { method: 'GET', path: '/api/payment/options/', answer: () => jsonResponse(200, makePaymentOptions()) },
      {
        method: 'GET',
        path: '/api/notifications/preferences/',
        answer: () => jsonResponse(200, { email_artist_news: true }),
      },
    ]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(PROTECTED)('sends a visitor from %s to /login, remembering the path', async (path) => {
    const router = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
  });

  it.each(PROTECTED)('lets a signed-in user into %s', async (path) => {
    signIn();
    const router = renderApp(path);
    await waitForPage(router);
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('heading', { level: 1, name: 'Connexion' })).not.toBeInTheDocument();
  });

  it('clears a garbage token and treats its holder as a visitor', async () => {
    localStorage.setItem('access', 'token-de-test');
    const router = renderApp('/reservations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access')).toBeNull();
  });

  it.each(['/login', '/register', '/auth2/login'])(
    'sends a signed-in user from %s to the home page',
    async (path) => {
      signIn();
      const router = renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Streaming & Événements en Direct' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('leaves the public account pages open to visitors', async () => {
    const router = renderApp('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();
    await act(() => router.navigate('/password-reset-confirm/MQ/abc'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nouveau mot de passe' }),
    ).toBeInTheDocument();
    await act(() => router.navigate('/terms'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Conditions générales d'utilisation" }),
    ).toBeInTheDocument();
  });

  it('goes to /login when the session ends on a protected page', async () => {
    signIn();
    const router = renderApp('/invitations');
    await waitForPage(router);

    // Another tab signed out, or a check refused the tokens: not the user's own Deconnexion here.
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/invitations')}`);
  });

  it('Deconnexion on a protected page goes to the home page', async () => {
    const user = userEvent.setup();
    signIn();
    const router = renderApp('/reservations');
    await waitForPage(router);

    await user.click(screen.getByRole('button', { name: 'Deconnexion' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Streaming & Événements en Direct' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('access')).toBeNull();
  });
});
