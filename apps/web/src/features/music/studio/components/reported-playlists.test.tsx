// @vitest-environment jsdom
import '../../../../test/dom.ts';
import '../../../../test/dialog.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../../components/ui/toast.tsx';
import { writeTokens } from '../../../../lib/tokens.ts';
import { StudioModerationPage } from '../../../../routes/studio-moderation.tsx';
import {
  callsTo,
  jsonResponse,
  makeAccessToken,
  makeUser,
  mockApi,
  renderAt,
} from '../../../../test/auth.tsx';
import type { ReportedPlaylist } from '../moderation-api.ts';

vi.mock('../../../../components/ui/toast.tsx', () => ({ showToast: vi.fn() }));

type Route = Parameters<typeof mockApi>[0][number];

const routes = (list: ReportedPlaylist[]): Route[] => [
  {
    method: 'GET',
    path: '/api/auth/user/',
    answer: () => jsonResponse(200, makeUser({ roles: ['staff'] })),
  },
  {
    method: 'GET',
    path: '/api/studio/moderation/',
    answer: () => jsonResponse(200, { events: [], songs: [] }),
  },
  { method: 'GET', path: '/api/studio/moderation/playlists/', answer: () => jsonResponse(200, list) },
];
const none = { offensive: 0, spam: 0, misleading: 0, other: 0 };
const reported: ReportedPlaylist = {
  id: 7,
  reference_id: 'abcdefabcdef',
  name: '<img src=x onerror=alert(1)>',
  owner: 'kevin',
  reports: 3,
  reasons: { ...none, offensive: 2, spam: 1 },
  last_reported_at: '2026-11-21T09:30:00Z',
  hidden: false,
  hidden_at: null,
  hidden_reason: null,
};
const hidden: ReportedPlaylist = {
  ...reported,
  id: 8,
  reference_id: 'bbbbbbbbbbbb',
  name: 'S',
  reports: 1,
  reasons: { ...none, misleading: 1 },
  hidden: true,
  hidden_at: '2026-11-22T09:30:00Z',
  hidden_reason: 'Vide',
};

const show = () =>
  renderAt(<StudioModerationPage />, { path: '/studio/moderation', url: '/studio/moderation' });

describe('/studio/moderation: reported playlists', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists reported playlists with their counts and reasons, names as text; hides one with a reason', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi([
      ...routes([reported, hidden]),
      {
        method: 'POST',
        path: '/api/studio/moderation/playlists/7/',
        answer: () =>
          jsonResponse(200, { hidden: true, hidden_at: '2026-11-23T09:30:00Z', hidden_reason: 'Injurieux' }),
      },
    ]);
    show();
    const rows = await screen.findAllByTestId('reported-playlist');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole('link', { name: `Ouvrir la playlist « ${reported.name} »` }),
    ).toHaveAttribute('href', '/playlist/abcdefabcdef');
    expect(rows[0]).toHaveTextContent('par kevin · 3 signalements');
    expect(rows[0]).toHaveTextContent('Nom, description ou image choquants : 2');
    expect(rows[0]).toHaveTextContent('Spam ou publicité : 1');
    expect(rows[0]).not.toHaveTextContent('Autre raison');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(rows[1]).toHaveTextContent('Raison : Vide');

    await user.click(within(rows[0]!).getByRole('button', { name: `Masquer « ${reported.name} »` }));
    const dialog = screen.getByRole('dialog', { name: `Masquer « ${reported.name} »` });
    await user.type(within(dialog).getByLabelText('Raison du masquage'), 'Injurieux');
    await user.click(within(dialog).getByRole('button', { name: 'Masquer' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/studio/moderation/playlists/7/').map((c) => c.body)).toEqual([
        { hidden: true, reason: 'Injurieux' },
      ]),
    );
    // The list is asked again after the change.
    await waitFor(() => expect(callsTo(fetchMock, '/api/studio/moderation/playlists/').length).toBe(2));
  });

  it('restores a hidden playlist in one tap', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi([
      ...routes([hidden]),
      {
        method: 'POST',
        path: '/api/studio/moderation/playlists/8/',
        answer: () => jsonResponse(200, { hidden: false, hidden_at: null, hidden_reason: null }),
      },
    ]);
    show();
    await user.click(await screen.findByRole('button', { name: 'Rétablir « S »' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/studio/moderation/playlists/8/').map((c) => c.body)).toEqual([
        { hidden: false },
      ]),
    );
    expect(showToast).toHaveBeenCalledWith('« S » est rétablie');
  });

  it('says when nothing is reported', async () => {
    mockApi(routes([]));
    show();
    expect(await screen.findByText('Aucune playlist signalée.')).toBeInTheDocument();
  });
});
