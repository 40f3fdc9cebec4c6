// @vitest-environment jsdom
import '../../../test/dom.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { EmailConfirmPage } from '../../../routes/email-confirm.tsx';
import { callsTo, jsonResponse, makeAccessToken, makeUser, mockApi } from '../../../test/auth.tsx';

const CONFIRM = '/api/auth/email/confirm/';
/** The page at /email-confirm/tok-123, in strict mode: effects run twice on mount, as in development. */
function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/email-confirm/:token', Component: EmailConfirmPage }], {
    initialEntries: ['/email-confirm/tok-123'],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { reactStrictMode: true },
  );
}

describe('/email-confirm/{token}', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the link once, even when effects run twice, and says the address is confirmed', async () => {
    writeTokens({ access: makeAccessToken(3600) });
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: CONFIRM,
        answer: () => jsonResponse(200, makeUser({ email: 'awa.new@example.org' })),
      },
    ]);
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirmation de votre adresse e-mail' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmation en cours…')).toBeInTheDocument();
    expect(
      await screen.findByText('Votre adresse e-mail awa.new@example.org est confirmée.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, CONFIRM).map((call) => call.body)).toEqual([{ token: 'tok-123' }]);
    expect(callsTo(fetchMock, CONFIRM)[0]?.init?.headers).not.toHaveProperty('Authorization');
    expect(screen.getByRole('link', { name: 'Voir mes invitations' })).toHaveAttribute(
      'href',
      '/invitations',
    );
  });

  it('offers to sign in when nobody is signed in on this device', async () => {
    mockApi([{ method: 'POST', path: CONFIRM, answer: () => jsonResponse(200, makeUser()) }]);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Se connecter maintenant' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("shows the server's reason in a red box when the link is used, expired or unknown", async () => {
    mockApi([
      {
        method: 'POST',
        path: CONFIRM,
        answer: () => jsonResponse(400, { detail: 'Lien de confirmation invalide ou expiré' }),
      },
    ]);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Lien de confirmation invalide ou expiré');
    expect(screen.getByText('Vous pouvez demander un nouveau lien depuis votre profil.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à mon profil' })).toHaveAttribute('href', '/profile');
  });
});
