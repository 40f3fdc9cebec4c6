// @vitest-environment jsdom
import '../../../../test/dom.ts';
import '../../../../test/dialog.ts';
import { staffMessages, studioMessages } from '@sanza/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../../components/ui/toast.tsx';
import { writeTokens } from '../../../../lib/tokens.ts';
import { StudioUsersPage } from '../../../../routes/studio-users.tsx';
import {
  callsTo,
  jsonResponse,
  makeAccessToken,
  makeUser,
  mockApi,
  renderAt,
} from '../../../../test/auth.tsx';
import type { StaffUser } from '../api.ts';

vi.mock('../../../../components/ui/toast.tsx', () => ({ showToast: vi.fn() }));

type Route = Parameters<typeof mockApi>[0][number];

const me = (roles: StaffUser['roles']): Route => ({
  method: 'GET',
  path: '/api/auth/user/',
  answer: () => jsonResponse(200, makeUser({ id: 1, username: 'sarah', roles })),
});

const account = (overrides: Partial<StaffUser> = {}): StaffUser => ({
  id: 7,
  username: 'olivier',
  email: 'olivier@example.org',
  roles: [],
  is_active: true,
  date_joined: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

const page = (results: StaffUser[], count = results.length, next: string | null = null) =>
  jsonResponse(200, { count, next, previous: null, results });

/** The query string of each call to the users list. */
const listQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/studio/users/')
    .map((url) => url.search);

const show = () => renderAt(<StudioUsersPage />, { path: '/studio/users', url: '/studio/users' });

describe('/studio/users', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("refuses an organizer with the server's text and asks nothing of the staff API", async () => {
    const fetchMock = mockApi([me(['organizer'])]);
    show();
    expect(await screen.findByRole('heading', { name: studioMessages.staffOnly })).toBeInTheDocument();
    expect(listQueries(fetchMock)).toEqual([]);
  });

  it('shows each account as a card: e-mail, joined date, active or not, roles as switches', async () => {
    mockApi([
      me(['staff']),
      {
        method: 'GET',
        path: '/api/studio/users/',
        answer: () =>
          page([
            account({ roles: ['artist'] }),
            account({ id: 8, username: 'kevin', email: 'k@example.org', is_active: false }),
          ]),
      },
    ]);
    show();
    const card = await screen.findByRole('article', { name: 'olivier' });
    expect(within(card).getByText('olivier@example.org')).toBeInTheDocument();
    expect(within(card).getByText('Inscrit le lundi 2 mars 2026')).toBeInTheDocument();
    expect(within(card).getByText('Actif')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Artiste' })).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Organisateur' })).not.toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Équipe Sanza' })).not.toBeChecked();
    const off = screen.getByRole('article', { name: 'kevin' });
    expect(within(off).getByText('Désactivé')).toBeInTheDocument();
    expect(within(off).getByRole('button', { name: 'Réactiver' })).toBeInTheDocument();
    expect(screen.getByText('2 comptes')).toBeInTheDocument();
  });

  it('saves the whole set of roles at a switch, showing it pending, then the answer', async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = mockApi([
      me(['staff']),
      { method: 'GET', path: '/api/studio/users/', answer: () => page([account({ roles: ['artist'] })]) },
      {
        method: 'PUT',
        path: '/api/studio/users/7/roles/',
        answer: () => new Promise<Response>((resolve) => (release = resolve)),
      },
    ]);
    const user = userEvent.setup();
    show();
    const card = await screen.findByRole('article', { name: 'olivier' });
    await user.click(within(card).getByRole('switch', { name: 'Organisateur' }));

    expect(callsTo(fetchMock, '/api/studio/users/7/roles/').map((c) => c.body)).toEqual([
      { roles: ['organizer', 'artist'] },
    ]);
    // Pending: the switch shows what was asked, and none can be pressed again meanwhile.
    expect(within(card).getByRole('switch', { name: 'Organisateur' })).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Artiste' })).toBeDisabled();
    expect(within(card).getByText('Enregistrement…')).toBeInTheDocument();

    release(jsonResponse(200, account({ roles: ['organizer', 'artist'] })));
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Artiste' })).toBeEnabled());
    expect(within(card).getByRole('switch', { name: 'Organisateur' })).toBeChecked();
    expect(showToast).toHaveBeenCalledWith('Rôles enregistrés');
  });

  it("shows the server's refusal and puts the switch back when staff drop their own staff role", async () => {
    mockApi([
      me(['staff']),
      {
        method: 'GET',
        path: '/api/studio/users/',
        answer: () => page([account({ id: 1, username: 'sarah', roles: ['staff'] })]),
      },
      {
        method: 'PUT',
        path: '/api/studio/users/1/roles/',
        answer: () => jsonResponse(400, { detail: staffMessages.ownStaffRole }),
      },
    ]);
    const user = userEvent.setup();
    show();
    const card = await screen.findByRole('article', { name: 'sarah' });
    await user.click(within(card).getByRole('switch', { name: 'Équipe Sanza' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(staffMessages.ownStaffRole);
    expect(within(card).getByRole('switch', { name: 'Équipe Sanza' })).toBeChecked();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('searches once typing stops, from the first page', async () => {
    const fetchMock = mockApi([
      me(['staff']),
      {
        method: 'GET',
        path: '/api/studio/users/',
        answer: () => page([account()], 45, 'http://x/api/studio/users/?page=2'),
      },
    ]);
    const user = userEvent.setup();
    show();
    await screen.findByRole('article', { name: 'olivier' });
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?page=2'));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un compte' }), 'oli');
    await waitFor(() => expect(listQueries(fetchMock)).toContain('?page=1&q=oli'));
    // No call for each key: only the settled text is asked.
    expect(listQueries(fetchMock).filter((q) => q.includes('q='))).toEqual(['?page=1&q=oli']);
  });

  it('pages through 20 accounts at a time', async () => {
    const fetchMock = mockApi([
      me(['staff']),
      {
        method: 'GET',
        path: '/api/studio/users/',
        answer: () => page([account()], 45, 'http://x/api/studio/users/?page=2'),
      },
    ]);
    const user = userEvent.setup();
    show();
    await screen.findByRole('article', { name: 'olivier' });
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();
    expect(listQueries(fetchMock)).toEqual(['?page=1', '?page=2']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page précédente' })).toBeEnabled());
  });

  it('hides the paging when one page holds every account', async () => {
    mockApi([me(['staff']), { method: 'GET', path: '/api/studio/users/', answer: () => page([account()]) }]);
    show();
    await screen.findByRole('article', { name: 'olivier' });
    expect(screen.queryByRole('navigation', { name: 'Pages de la liste' })).toBeNull();
  });

  it('deactivates an account only once confirmed; cancelling sends nothing', async () => {
    const fetchMock = mockApi([
      me(['staff']),
      { method: 'GET', path: '/api/studio/users/', answer: () => page([account()]) },
      {
        method: 'POST',
        path: '/api/studio/users/7/deactivate/',
        answer: () => jsonResponse(200, account({ is_active: false })),
      },
    ]);
    const user = userEvent.setup();
    show();
    const card = await screen.findByRole('article', { name: 'olivier' });
    await user.click(within(card).getByRole('button', { name: 'Désactiver' }));
    let dialog = screen.getByRole('dialog', { name: 'Désactiver le compte de olivier ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, '/api/studio/users/7/deactivate/')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Désactiver' }));
    dialog = screen.getByRole('dialog', { name: 'Désactiver le compte de olivier ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver le compte' }));
    expect(await within(card).findByText('Désactivé')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/users/7/deactivate/')).toHaveLength(1);
    expect(showToast).toHaveBeenCalledWith('Le compte de olivier est désactivé');
    expect(within(card).getByRole('button', { name: 'Réactiver' })).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal (one's own account)", async () => {
    mockApi([
      me(['staff']),
      {
        method: 'GET',
        path: '/api/studio/users/',
        answer: () => page([account({ id: 1, username: 'sarah' })]),
      },
      {
        method: 'POST',
        path: '/api/studio/users/1/deactivate/',
        answer: () => jsonResponse(400, { detail: staffMessages.ownAccount }),
      },
    ]);
    const user = userEvent.setup();
    show();
    const card = await screen.findByRole('article', { name: 'sarah' });
    await user.click(within(card).getByRole('button', { name: 'Désactiver' }));
    const dialog = screen.getByRole('dialog', { name: 'Désactiver le compte de sarah ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver le compte' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(staffMessages.ownAccount);
    expect(within(card).getByText('Actif')).toBeInTheDocument();
  });

  it('reactivates a deactivated account after confirming', async () => {
    const fetchMock = mockApi([
      me(['staff']),
      { method: 'GET', path: '/api/studio/users/', answer: () => page([account({ is_active: false })]) },
      {
        method: 'POST',
        path: '/api/studio/users/7/activate/',
        answer: () => jsonResponse(200, account({ is_active: true })),
      },
    ]);
    const user = userEvent.setup();
    show();
    const card = await screen.findByRole('article', { name: 'olivier' });
    await user.click(within(card).getByRole('button', { name: 'Réactiver' }));
    const dialog = screen.getByRole('dialog', { name: 'Réactiver le compte de olivier ?' });
    expect(callsTo(fetchMock, '/api/studio/users/7/activate/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Réactiver le compte' }));
    expect(await within(card).findByText('Actif')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/users/7/activate/')).toHaveLength(1);
  });
});
