// @vitest-environment jsdom
import '../../../test/dom.ts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { createRoutes } from '../../../app/router.tsx';
import { jsonResponse, mockApi } from '../../../test/auth.tsx';
import { logout } from '../../auth/store.ts';

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

  it.each(['/staff/payments', '/staff/check-in'])(
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
});
