// @vitest-environment jsdom
import '../../../../test/dom.ts';
import { studioEventMessages } from '@sanza/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../../components/ui/toast.tsx';
import { writeTokens } from '../../../../lib/tokens.ts';
import { StudioEditorialPage } from '../../../../routes/studio-editorial.tsx';
import {
  callsTo,
  jsonResponse,
  makeAccessToken,
  makeUser,
  mockApi,
  renderAt,
} from '../../../../test/auth.tsx';
import type { EditorialList, StaffEvent } from '../moderation-api.ts';

vi.mock('../../../../components/ui/toast.tsx', () => ({ showToast: vi.fn() }));

type Route = Parameters<typeof mockApi>[0][number];

const staff: Route = {
  method: 'GET',
  path: '/api/auth/user/',
  answer: () => jsonResponse(200, makeUser({ roles: ['staff'] })),
};
const event = (overrides: Partial<StaffEvent>): StaffEvent => ({
  serial_id: 'ev',
  name: 'Concert',
  status: 'published',
  starts_at: '2099-06-10T19:00:00Z',
  city: 'Brazzaville',
  venue: 'Palais des Congrès',
  priority: 0,
  hidden_reason: null,
  ...overrides,
});
const events = (list: StaffEvent[]): Route => ({
  method: 'GET',
  path: '/api/studio/events/',
  answer: () => jsonResponse(200, list),
});
const featured = (list: EditorialList = { albums: [], playlists: [] }): Route => ({
  method: 'GET',
  path: '/api/studio/editorial/',
  answer: () => jsonResponse(200, list),
});

const show = () => renderAt(<StudioEditorialPage />, { path: '/studio/editorial', url: '/studio/editorial' });

describe('/studio/editorial', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists upcoming published events by priority, marking those on the home panel', async () => {
    mockApi([
      staff,
      featured(),
      events([
        event({ serial_id: 'low', name: 'Petit concert', priority: 5 }),
        event({ serial_id: 'top', name: 'Grand gala', priority: 90 }),
        event({ serial_id: 'draft', name: 'Brouillon', status: 'draft', priority: 100 }),
        event({ serial_id: 'past', name: 'Passé', starts_at: '2001-01-01T19:00:00Z', priority: 100 }),
        event({ serial_id: 'hid', name: 'Masqué', hidden_reason: 'Spam', priority: 100 }),
      ]),
    ]);
    show();
    const region = await screen.findByRole('region', { name: "Priorité sur l'accueil" });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Grand gala', 'Petit concert']);
    expect(within(items[0]!).getByText("Sur l'accueil")).toBeInTheDocument();
    expect(within(items[1]!).queryByText("Sur l'accueil")).toBeNull();
    expect(within(region).getByLabelText('Priorité de « Grand gala »')).toHaveValue(90);
  });

  it('saves a priority from 0 to 100 only', async () => {
    const fetchMock = mockApi([
      staff,
      featured(),
      events([event({ serial_id: 'ev1', name: 'Grand gala', priority: 20 })]),
      {
        method: 'PATCH',
        path: '/api/studio/events/ev1/',
        answer: () => jsonResponse(200, event({ serial_id: 'ev1', name: 'Grand gala', priority: 80 })),
      },
    ]);
    const user = userEvent.setup();
    show();
    const input = await screen.findByLabelText('Priorité de « Grand gala »');
    const save = screen.getByRole('button', { name: 'Enregistrer : Priorité de « Grand gala »' });
    for (const bad of ['150', '-1', '']) {
      await user.clear(input);
      if (bad) await user.type(input, bad);
      await user.click(save);
      expect(await screen.findByText(studioEventMessages.priorityRange)).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, '/api/studio/events/ev1/')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '80');
    await user.click(save);
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/studio/events/ev1/').map((c) => c.body)).toEqual([{ priority: 80 }]),
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Priorité de « Grand gala » : 80'));
    expect(screen.queryByText(studioEventMessages.priorityRange)).toBeNull();
  });

  it("shows the server's refusal of a priority", async () => {
    mockApi([
      staff,
      featured(),
      events([event({ serial_id: 'ev1', name: 'Grand gala' })]),
      {
        method: 'PATCH',
        path: '/api/studio/events/ev1/',
        answer: () => jsonResponse(409, { detail: 'Cet événement est annulé' }),
      },
    ]);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer : Priorité de « Grand gala »' }));
    expect(await screen.findByText('Cet événement est annulé')).toBeInTheDocument();
  });

  it('takes a featured album out, and puts a found one in', async () => {
    const fetchMock = mockApi([
      staff,
      events([]),
      featured({ albums: [{ id: 3, title: 'Mokili Ya Sika', artist: 'Mbongo Sanza' }], playlists: [] }),
      {
        method: 'GET',
        path: '/api/search/albums/',
        answer: () =>
          jsonResponse(200, {
            results: [
              { id: 3, title: 'Mokili Ya Sika', artist: { id: 1, reference_id: 'a', name: 'Mbongo Sanza' } },
              { id: 9, title: 'Rumba Nouvelle', artist: { id: 2, reference_id: 'b', name: 'Awa' } },
            ],
            count: 2,
            filters: { genres: [] },
          }),
      },
      { method: 'POST', path: '/api/studio/editorial/albums/3/', answer: () => jsonResponse(200, {}) },
      { method: 'POST', path: '/api/studio/editorial/albums/9/', answer: () => jsonResponse(200, {}) },
    ]);
    const user = userEvent.setup();
    show();
    const region = await screen.findByRole('region', { name: 'À la une' });
    const pick = await within(region).findByRole('switch', { name: 'À la une : « Mokili Ya Sika »' });
    expect(pick).toBeChecked();
    await user.click(pick);
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/studio/editorial/albums/3/').map((c) => c.body)).toEqual([
        { featured: false },
      ]),
    );
    expect(showToast).toHaveBeenCalledWith("« Mokili Ya Sika » n'est plus à la une");

    await user.type(within(region).getByRole('searchbox', { name: 'Rechercher un album' }), 'rumba');
    const found = await within(region).findByRole('switch', { name: 'À la une : « Rumba Nouvelle »' });
    expect(found).not.toBeChecked();
    await user.click(found);
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/studio/editorial/albums/9/').map((c) => c.body)).toEqual([
        { featured: true },
      ]),
    );
  });

  it('lists the featured playlists in their own tab', async () => {
    mockApi([
      staff,
      events([]),
      featured({ albums: [], playlists: [{ id: 5, name: 'Rumba du soir', owner: 'kevin' }] }),
    ]);
    const user = userEvent.setup();
    show();
    expect(
      await screen.findByText("Aucun album à la une : l'accueil montre les plus aimés."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Playlists' }));
    expect(await screen.findByRole('switch', { name: 'À la une : « Rumba du soir »' })).toBeChecked();
    expect(screen.getByText('par kevin')).toBeInTheDocument();
  });
});
