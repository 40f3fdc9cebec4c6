// @vitest-environment jsdom
import '../../../../test/dom.ts';
// The door keeps its lists in IndexedDB.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../../app/providers.tsx';
import { createRoutes } from '../../../../app/router.tsx';
import { writeTokens } from '../../../../lib/tokens.ts';
import { jsonResponse, makeAccessToken, makeUser, mockApi, signedInLayout } from '../../../../test/auth.tsx';
import { logout } from '../../../auth/store.ts';

describe('staff routes', () => {
  beforeEach(() => {
    logout();
    localStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    mockApi([{ method: 'GET', path: '/api/auth/providers/', answer: () => jsonResponse(200, []) }]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(['/studio/payments', '/studio/door'])(
    'sends a visitor from %s to /login, remembering it',
    async (path) => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
      render(
        <Providers client={queryClient}>
          <RouterProvider router={router} />
        </Providers>,
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Connexion' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
    },
  );

  it.each([
    ['/staff/payments', '/studio/payments'],
    ['/staff/check-in', '/studio/door'],
    ['/studio/check-in', '/studio/door'],
  ])('sends staff from the old address %s to %s in the studio', async (from, to) => {
    writeTokens({ access: makeAccessToken(3600) });
    mockApi([
      { method: 'GET', path: '/api/auth/providers/', answer: () => jsonResponse(200, []) },
      ...signedInLayout(makeUser({ is_staff: true, roles: ['staff'] })),
      { method: 'GET', path: '/api/payment/staff/payments/', answer: () => jsonResponse(200, []) },
      { method: 'GET', path: '/api/tickets/check-in/events/', answer: () => jsonResponse(200, []) },
    ]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [from] });
    render(
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(to), { timeout: 5000 });
    // The door opens without the studio's frame (it must work without network), under its own title.
    const landing =
      to === '/studio/door'
        ? screen.findByRole('heading', { level: 1, name: 'Contrôle des billets' }, { timeout: 5000 })
        : screen.findByRole('navigation', { name: 'Sections du studio' }, { timeout: 5000 });
    expect(await landing).toBeInTheDocument();
  });
});
