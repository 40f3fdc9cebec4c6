// @vitest-environment jsdom
import '../../../../test/dom.ts';
import '../../../../test/dialog.ts';
import { staffMessages } from '@sanza/contracts/constants';
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
import { makeEvent } from '../../../../test/fixtures.ts';
import type { HiddenList } from '../moderation-api.ts';

vi.mock('../../../../components/ui/toast.tsx', () => ({ showToast: vi.fn() }));

type Route = Parameters<typeof mockApi>[0][number];

const staff: Route = {
  method: 'GET',
  path: '/api/auth/user/',
  answer: () => jsonResponse(200, makeUser({ roles: ['staff'] })),
};
/** A staff member, and the reported playlists the page also lists (none here). */
const staffPage: Route[] = [
  staff,
  { method: 'GET', path: '/api/studio/moderation/playlists/', answer: () => jsonResponse(200, []) },
];
const hiddenList = (list: HiddenList = { events: [], songs: [] }): Route => ({
  method: 'GET',
  path: '/api/studio/moderation/',
  answer: () => jsonResponse(200, list),
});
const song = { id: 42, title: 'Liputa Party', artists: [{ id: 1, reference_id: 'a', name: 'DJ Liputa' }] };
const songSearch: Route = {
  method: 'GET',
  path: '/api/search/music/',
  answer: () => jsonResponse(200, { results: [song], count: 1, filters: { genres: [] } }),
};

const show = () =>
  renderAt(<StudioModerationPage />, { path: '/studio/moderation', url: '/studio/moderation' });

async function openHideDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('searchbox', { name: 'Rechercher une chanson' }), 'lip');
  await user.click(await screen.findByRole('button', { name: 'Masquer « Liputa Party »' }));
  return screen.getByRole('dialog', { name: 'Masquer « Liputa Party »' });
}

describe('/studio/moderation', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists what is hidden now with its reason, and shows one again', async () => {
    const fetchMock = mockApi([
      ...staffPage,
      hiddenList({
        events: [
          {
            serial_id: 'evA',
            name: 'Gala douteux',
            hidden_at: '2026-11-20T09:30:00Z',
            hidden_reason: 'Arnaque',
          },
        ],
        songs: [
          {
            id: 42,
            title: 'Liputa Party',
            artist: 'DJ Liputa',
            hidden_at: '2026-11-21T09:30:00Z',
            hidden_reason: 'Droits contestés',
          },
        ],
      }),
      {
        method: 'POST',
        path: '/api/studio/moderation/songs/42/',
        answer: () => jsonResponse(200, { hidden: false, hidden_at: null, hidden_reason: null }),
      },
    ]);
    const user = userEvent.setup();
    show();
    const region = await screen.findByRole('region', { name: 'Masqué en ce moment' });
    expect(await within(region).findByText('Liputa Party')).toBeInTheDocument();
    expect(within(region).getByText('Droits contestés')).toBeInTheDocument();
    expect(
      within(region).getByText('par DJ Liputa · Masqué le samedi 21 novembre 2026 à 10:30'),
    ).toBeInTheDocument();
    expect(within(region).getByText('Gala douteux')).toBeInTheDocument();
    expect(within(region).getByText('Arnaque')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Rendre visible : « Liputa Party »' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/studio/moderation/songs/42/').map((c) => c.body)).toEqual([
        { hidden: false },
      ]),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('« Liputa Party » est de nouveau visible'));
  });

  it('says when nothing is hidden', async () => {
    mockApi([...staffPage, hiddenList()]);
    show();
    expect(await screen.findByText("Rien n'est masqué en ce moment.")).toBeInTheDocument();
  });

  it('hides a found song only with a reason: none, spaces or over 500 characters send nothing', async () => {
    const fetchMock = mockApi([
      ...staffPage,
      hiddenList(),
      songSearch,
      {
        method: 'POST',
        path: '/api/studio/moderation/songs/42/',
        answer: () =>
          jsonResponse(200, { hidden: true, hidden_at: '2026-11-21T09:30:00Z', hidden_reason: 'Droits' }),
      },
    ]);
    const user = userEvent.setup();
    show();
    const dialog = await openHideDialog(user);
    const reason = within(dialog).getByLabelText('Raison du masquage');
    const submit = within(dialog).getByRole('button', { name: 'Masquer' });

    await user.click(submit);
    expect(await within(dialog).findByText(staffMessages.reasonRequired)).toBeInTheDocument();
    await user.type(reason, '   ');
    await user.click(submit);
    expect(await within(dialog).findByText(staffMessages.reasonRequired)).toBeInTheDocument();
    await user.clear(reason);
    await user.click(reason);
    await user.paste('x'.repeat(501));
    await user.click(submit);
    expect(await within(dialog).findByText(staffMessages.reasonTooLong)).toBeInTheDocument();
    expect(within(dialog).getByText('501 / 500 caractères')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/moderation/songs/42/')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  Droits ');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/studio/moderation/songs/42/').map((c) => c.body)).toEqual([
      { hidden: true, reason: 'Droits' },
    ]);
    expect(showToast).toHaveBeenCalledWith('« Liputa Party » est masqué');
  });

  it("shows the server's field error under the reason and keeps the dialog open", async () => {
    mockApi([
      ...staffPage,
      hiddenList(),
      songSearch,
      {
        method: 'POST',
        path: '/api/studio/moderation/songs/42/',
        answer: () => jsonResponse(400, { reason: ['Raison refusée par le serveur'] }),
      },
    ]);
    const user = userEvent.setup();
    show();
    const dialog = await openHideDialog(user);
    await user.type(within(dialog).getByLabelText('Raison du masquage'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Masquer' }));
    expect(await within(dialog).findByText('Raison refusée par le serveur')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Raison du masquage')).toHaveAttribute('aria-invalid', 'true');
  });

  it('cancelling the dialog hides nothing', async () => {
    const fetchMock = mockApi([...staffPage, hiddenList(), songSearch]);
    const user = userEvent.setup();
    show();
    const dialog = await openHideDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, '/api/studio/moderation/songs/42/')).toHaveLength(0);
  });

  it('starts each tab with an empty search', async () => {
    mockApi([...staffPage, hiddenList(), songSearch]);
    const user = userEvent.setup();
    show();
    await user.type(await screen.findByRole('searchbox', { name: 'Rechercher une chanson' }), 'lip');
    expect(await screen.findByRole('button', { name: 'Masquer « Liputa Party »' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Événements' }));
    expect(screen.getByRole('searchbox', { name: 'Rechercher un événement' })).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Chansons' }));
    expect(screen.getByRole('searchbox', { name: 'Rechercher une chanson' })).toHaveValue('');
  });

  it('finds events by name and hides one by its serial id', async () => {
    const fetchMock = mockApi([
      ...staffPage,
      hiddenList(),
      {
        method: 'GET',
        path: '/api/search/events/',
        answer: () =>
          jsonResponse(200, {
            results: [makeEvent({ serial_id: 'ev1', name: 'Afrobeat Sunset' })],
            count: 1,
            filters: { genres: [] },
          }),
      },
      {
        method: 'POST',
        path: '/api/studio/moderation/events/ev1/',
        answer: () =>
          jsonResponse(200, { hidden: true, hidden_at: '2026-11-21T09:30:00Z', hidden_reason: 'Arnaque' }),
      },
    ]);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('tab', { name: 'Événements' }));
    // One letter is not searched.
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un événement' }), 'a');
    expect(screen.getByText('Tapez au moins deux lettres.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un événement' }), 'fro');
    await user.click(await screen.findByRole('button', { name: 'Masquer « Afrobeat Sunset »' }));
    const dialog = screen.getByRole('dialog', { name: 'Masquer « Afrobeat Sunset »' });
    await user.type(within(dialog).getByLabelText('Raison du masquage'), 'Arnaque');
    await user.click(within(dialog).getByRole('button', { name: 'Masquer' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/studio/moderation/events/ev1/').map((c) => c.body)).toEqual([
        { hidden: true, reason: 'Arnaque' },
      ]),
    );
    const searched = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/search/events/')
      .map((url) => url.searchParams.get('q'));
    expect(searched).not.toContain('a');
  });
});
