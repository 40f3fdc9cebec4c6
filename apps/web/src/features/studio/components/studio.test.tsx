// @vitest-environment jsdom
import '../../../test/dom.ts';
import { studioMessages } from '@sanza/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clearTokens, writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import { RoleGate } from './role-gate.tsx';
import { StudioHome } from './studio-home.tsx';
import { StudioLayout } from './studio-layout.tsx';
import { StudioMenuLink } from './studio-menu-link.tsx';

const answerUser = (user: ReturnType<typeof makeUser>) =>
  mockApi([{ method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, user) }]);

afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('RoleGate', () => {
  it.each([
    ['organizer', studioMessages.organizerOnly],
    ['artist', studioMessages.artistOnly],
    ['staff', studioMessages.staffOnly],
  ] as const)('refuses a %s page to a listener with the server’s own words', async (role, message) => {
    answerUser(makeUser());
    renderAt(
      <RoleGate needs={role}>
        <p>Contenu</p>
      </RoleGate>,
    );
    expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument();
    expect(screen.queryByText('Contenu')).not.toBeInTheDocument();
  });

  it('shows the page to a holder of the role, and every page to staff', async () => {
    answerUser(makeUser({ roles: ['artist'] }));
    renderAt(
      <RoleGate needs="artist">
        <p>Contenu artiste</p>
      </RoleGate>,
    );
    expect(await screen.findByText('Contenu artiste')).toBeInTheDocument();
  });

  it('shows a page open to several roles to a holder of any of them, and refuses it to a listener', async () => {
    answerUser(makeUser({ roles: ['artist'] }));
    renderAt(
      <RoleGate needs={['organizer', 'artist']}>
        <p>Contenu partagé</p>
      </RoleGate>,
    );
    expect(await screen.findByText('Contenu partagé')).toBeInTheDocument();
  });

  it("refuses with the page's own wording when it gives one, and leads back where it says", async () => {
    answerUser(makeUser());
    renderAt(
      <RoleGate
        needs="staff"
        wording={{
          checking: 'Vérification…',
          loadFailed: 'Échec',
          refused: 'Réservé au personnel',
          hint: 'Cette page est réservée à l’équipe Sanza.',
          back: { to: '/', label: 'Retour à l’accueil' },
        }}
      >
        <p>Contenu</p>
      </RoleGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Réservé au personnel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Contenu')).not.toBeInTheDocument();
  });

  it('lets staff into an organizer page', async () => {
    answerUser(makeUser({ roles: ['staff'], is_staff: true }));
    renderAt(
      <RoleGate needs="organizer">
        <p>Contenu organisateur</p>
      </RoleGate>,
    );
    expect(await screen.findByText('Contenu organisateur')).toBeInTheDocument();
  });
});

describe('StudioHome and StudioLayout', () => {
  it('tells a listener how to get a role, with no section to open', async () => {
    mockApi([
      { method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, makeUser()) },
      { method: 'GET', path: '/api/tickets/check-in/events/', answer: () => jsonResponse(200, []) },
    ]);
    renderAt(<StudioHome />);
    expect(
      await screen.findByRole('heading', { name: 'Le studio est réservé aux organisateurs et aux artistes' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mes événements' })).not.toBeInTheDocument();
  });

  it('groups the sections of an organizer who is also an artist', async () => {
    answerUser(makeUser({ roles: ['organizer', 'artist'] }));
    renderAt(<StudioHome />);
    expect(await screen.findByRole('heading', { name: 'Organisateur' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Artiste' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Équipe Sanza' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes événements' })).toHaveAttribute('href', '/studio/events');
    expect(screen.getByRole('link', { name: 'Mon argent' })).toHaveAttribute('href', '/studio/money');
    expect(screen.getByRole('link', { name: 'Mes chansons' })).toHaveAttribute('href', '/studio/songs');
  });

  it('shows the section menu of the roles held above the page', async () => {
    answerUser(makeUser({ roles: ['artist'] }));
    const router = createMemoryRouter(
      [{ path: '/studio', Component: StudioLayout, children: [{ path: 'songs', element: <p>Chansons</p> }] }],
      { initialEntries: ['/studio/songs'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const menu = await screen.findByRole('navigation', { name: 'Sections du studio' });
    expect(menu).toHaveTextContent('Mes chansons');
    expect(menu).not.toHaveTextContent('Mes événements');
    expect(screen.getByText('Chansons')).toBeInTheDocument();
  });

  it('brings the current section into view in the sideways-scrolling row', async () => {
    const scrolled: string[] = [];
    // jsdom has no scrollIntoView: the test gives elements one that records who asked.
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this.textContent ?? '');
      },
    });
    onTestFinished(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });
    answerUser(makeUser({ roles: ['artist'] }));
    const router = createMemoryRouter(
      [{ path: '/studio', Component: StudioLayout, children: [{ path: 'stats', element: <p>Stats</p> }] }],
      { initialEntries: ['/studio/stats'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole('navigation', { name: 'Sections du studio' });
    await vi.waitFor(() => expect(scrolled).toEqual(['Statistiques']));
  });
});

describe('StudioMenuLink', () => {
  const linkClass = () => 'lien';

  it('is offered to a signed-in organizer', async () => {
    writeTokens({ access: makeAccessToken(), refresh: 'r' });
    answerUser(makeUser({ roles: ['organizer'] }));
    renderAt(
      <ul>
        <StudioMenuLink className={linkClass} />
      </ul>,
    );
    expect(await screen.findByRole('link', { name: 'Studio' })).toHaveAttribute('href', '/studio');
  });

  it('is not offered to a listener without a studio role', async () => {
    writeTokens({ access: makeAccessToken(), refresh: 'r' });
    const fetchMock = answerUser(makeUser());
    renderAt(
      <ul>
        <StudioMenuLink className={linkClass} />
      </ul>,
    );
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/auth/user/')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Studio' })).not.toBeInTheDocument();
  });

  it('never asks a visitor’s account', async () => {
    const fetchMock = answerUser(makeUser({ roles: ['organizer'] }));
    renderAt(
      <ul>
        <StudioMenuLink className={linkClass} />
      </ul>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, '/api/auth/user/')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Studio' })).not.toBeInTheDocument();
  });
});
