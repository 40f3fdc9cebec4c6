// @vitest-environment jsdom
import '../../../../test/dom.ts';
// The studio frame's door entry keeps its lists in IndexedDB.
import 'fake-indexeddb/auto';
import { studioMessages } from '@sanza/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../../app/providers.tsx';
import { createRoutes } from '../../../../app/router.tsx';
import { writeTokens } from '../../../../lib/tokens.ts';
import { jsonResponse, makeAccessToken, makeUser, mockApi, signedInLayout } from '../../../../test/auth.tsx';
import { logout } from '../../../auth/store.ts';

/** The app's router at /studio/money, signed in with `roles`; answers the fetch mock. */
function openMoney(roles: ('organizer' | 'artist')[]) {
  writeTokens({ access: makeAccessToken(3600) });
  const fetchMock = mockApi([
    { method: 'GET', path: '/api/auth/providers/', answer: () => jsonResponse(200, []) },
    ...signedInLayout(makeUser({ roles })),
    {
      method: 'GET',
      path: '/api/studio/money/',
      answer: () => jsonResponse(200, { balance: 0, available: 0, pending: 0, currency: 'XAF' }),
    },
    {
      method: 'GET',
      path: '/api/studio/money/statement/',
      answer: () =>
        jsonResponse(200, {
          from: '2030-06-01',
          to: '2030-06-30',
          currency: 'XAF',
          opening_balance: 0,
          closing_balance: 0,
          totals: { sales: 0, fees: 0, refunds: 0, payouts: 0, net: 0 },
          entries: [],
        }),
    },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/studio/money'] });
  render(
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return fetchMock;
}

describe('/studio/money', () => {
  beforeEach(() => {
    logout();
    localStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens « Mon argent » to an organizer', async () => {
    openMoney(['organizer']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon argent' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Aucun mouvement sur cette période.')).toBeInTheDocument();
  });

  it('refuses it to an artist who is not an organizer', async () => {
    const fetchMock = openMoney(['artist']);
    expect(
      await screen.findByRole('heading', { name: studioMessages.organizerOnly }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths.filter((path) => path.startsWith('/api/studio/money/'))).toEqual([]);
  });
});
