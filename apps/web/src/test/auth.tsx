import type { CurrentUser } from '@sanza/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, vi } from 'vitest';

/** base64url of the UTF-8 JSON of a value, as a JWT encodes its parts. */
function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** An access token (unsigned: the client never checks signatures) expiring `seconds` from now. */
export function makeAccessToken(seconds = 300, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + seconds;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', user_id: 1, exp })}.sig`;
}

/** A JSON answer for a mocked fetch. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The server's answer for something that is not there (or not the user's). */
export const notFound = () => jsonResponse(404, { detail: 'Ressource non trouvée' });

type Route = {
  method: string;
  path: string;
  answer: (init: RequestInit | undefined) => Response | Promise<Response>;
};

/** Requests the running test made that its `mockApi` did not declare. */
let undeclared: string[] = [];

// A component calling a URL the test did not declare fails the test, even when the page copes with the error;
// a test that declares nothing declares that it makes no request. Checked once the test and its hooks are done,
// so the page is unmounted first whatever happens.
beforeEach(({ onTestFinished }) => {
  undeclared = [];
  mockApi([]);
  onTestFinished(() => {
    const calls = takeUndeclared();
    if (calls.length) throw new Error(`Requests the test did not declare: ${calls.join(', ')}`);
  });
});

/** The undeclared requests made so far, forgotten as they are read: for a test that expects one. */
export function takeUndeclared(): string[] {
  const calls = undeclared;
  undeclared = [];
  return calls;
}

/**
 * A fetch mock answering by method and path (query ignored). A request no route declares is refused (a network
 * error for the page) and fails the test. Page views are answered 201 so the layout's tracking never gets in
 * the way.
 */
export function mockApi(routes: Route[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/dataset/log/') return jsonResponse(201, {});
    const route = routes.find((r) => r.method === method && r.path === url.pathname);
    if (route) return route.answer(init);
    undeclared.push(`${method} ${url.pathname}`);
    throw new TypeError(`Undeclared request: ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * What every page of a signed-in user asks for around the page itself, answered empty: the user, the bell's
 * notifications, the cart count in the top bar, and the home page's followed artists' concerts.
 */
export function signedInLayout(user: CurrentUser = makeUser()): Route[] {
  return [
    { method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, user) },
    {
      method: 'GET',
      path: '/api/notifications/',
      answer: () => jsonResponse(200, { count: 0, next: null, previous: null, results: [], unread_count: 0 }),
    },
    {
      method: 'GET',
      path: '/api/tickets/cart/',
      answer: () => jsonResponse(200, { items: [], total_price: 0, count: 0 }),
    },
    { method: 'GET', path: '/api/events/-/followed/', answer: () => jsonResponse(200, []) },
  ];
}

/** The calls a fetch mock received to `path`, with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => ({
      init,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : init?.body,
    }));
}

/** A user as `GET /api/auth/user/` answers it. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    username: 'awa',
    email: 'awa@example.org',
    first_name: 'Awa',
    last_name: 'Mbemba',
    avatar: null,
    birth_date: null,
    gender: null,
    phone_number: null,
    social_links: { facebook: '', instagram: '', tiktok: '', youtube: '' },
    interests: '',
    is_staff: false,
    roles: [],
    email_verified: true,
    pending_email: null,
    ...overrides,
  };
}

/** Where a test's navigation ended: the path and query, in a heading. */
function CurrentPath() {
  const location = useLocation();
  return <h1>Page {location.pathname + location.search}</h1>;
}

/**
 * Renders `element` at `path` in a memory router with a fresh query client; other paths render their
 * pathname in a heading, so a test can see where a navigation went.
 */
export function renderAt(
  element: ReactNode,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', Component: CurrentPath },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
