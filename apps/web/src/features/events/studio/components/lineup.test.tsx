// @vitest-environment jsdom
import '../../../../test/dom.ts';
import type { LineupRequest } from '@sanza/contracts';
import { studioEventMessages as msg } from '@sanza/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, renderAt } from '../../../../test/auth.tsx';
import { emptyDoorStaffRoute, makeStudioEvent } from '../test-fixtures.ts';
import { LineupRequests } from './lineup-requests.tsx';
import { StudioEventView } from './studio-event-view.tsx';

const categoriesRoute = {
  method: 'GET',
  path: '/api/events/-/c/categories/',
  answer: () => jsonResponse(200, [{ serial_id: 'cat1', name: 'Concerts', description: '' }]),
};

/** An artist as the catalogue's search answers it. */
function makeArtistHit(id: number, name: string) {
  return {
    id,
    reference_id: `a${id}`,
    name,
    profile_image: null,
    cover_image: null,
    is_premiem: false,
    is_certified: false,
    style_music: [],
    total_subscribers: 0,
    follower_count: 0,
    total_views: 0,
    total_plays: 0,
    biography: '',
    bio: '',
    about_me: '',
  };
}

/** A line-up request as `GET /api/studio/lineups/` answers it. */
function makeRequest(overrides: Partial<LineupRequest> = {}): LineupRequest {
  return {
    id: 11,
    status: 'pending',
    artist: { id: 3, name: 'Fally' },
    event: {
      serial_id: 'evt1',
      name: 'Nuit de la Rumba',
      date: '2030-06-10',
      time: '20:00:00',
      location: 'Palais des Congrès, Brazzaville',
      city: 'Brazzaville',
      organizer: { username: 'orga' },
    },
    created_at: '2030-05-01T10:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LineupEditor', () => {
  const lineup = [
    { id: 3, name: 'Fally', image: null, status: 'confirmed' as const },
    { id: 4, name: 'Koffi', image: null, status: 'pending' as const },
    { id: 5, name: 'Werrason', image: null, status: 'declined' as const },
  ];

  function withLineup(patch: (init: RequestInit | undefined) => Response) {
    return mockApi([
      emptyDoorStaffRoute,
      {
        method: 'GET',
        path: '/api/studio/events/evt1/',
        answer: () => jsonResponse(200, makeStudioEvent({ artists: lineup })),
      },
      categoriesRoute,
      {
        method: 'GET',
        path: '/api/search/artists/',
        answer: () =>
          jsonResponse(200, {
            results: [makeArtistHit(3, 'Fally'), makeArtistHit(8, 'Innoss’B')],
            count: 2,
            filters: { genres: [] },
          }),
      },
      { method: 'PATCH', path: '/api/studio/events/evt1/', answer: patch },
    ]);
  }

  it('lists the artists with their answer, adds one found in the catalogue, removes one, sends the ids in order', async () => {
    const fetchMock = withLineup(() =>
      jsonResponse(
        200,
        makeStudioEvent({
          artists: [lineup[0]!, { id: 8, name: 'Innoss’B', image: null, status: 'pending' }, lineup[1]!],
        }),
      ),
    );
    const user = userEvent.setup();
    renderAt(<StudioEventView serialId="evt1" />);
    const section = await screen.findByRole('region', { name: 'Programmation' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Confirmé'),
      expect.stringContaining('En attente'),
      expect.stringContaining('Refusé'),
    ]);

    await user.click(within(section).getByRole('button', { name: 'Retirer Werrason' }));
    await user.type(within(section).getByLabelText('Ajouter un artiste'), 'in');
    const results = await within(section).findByRole('list', { name: 'Artistes trouvés' });
    expect(within(results).getByText('Déjà programmé')).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Ajouter Innoss’B' }));
    await user.click(within(section).getByRole('button', { name: 'Monter Innoss’B' }));
    expect(within(section).getByText('À enregistrer')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/search/artists/').length).toBeGreaterThan(0);

    await user.click(within(section).getByRole('button', { name: 'Enregistrer la programmation' }));
    expect(await within(section).findByText('Programmation enregistrée')).toBeInTheDocument();
    const patches = callsTo(fetchMock, '/api/studio/events/evt1/').filter((c) => c.init?.method === 'PATCH');
    expect(patches.map((c) => c.body)).toEqual([{ artists: [3, 8, 4] }]);
    expect(within(section).queryByText('À enregistrer')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the line-up", async () => {
    withLineup(() => jsonResponse(400, { artists: [msg.artistUnknown] }));
    const user = userEvent.setup();
    renderAt(<StudioEventView serialId="evt1" />);
    const section = await screen.findByRole('region', { name: 'Programmation' });
    await user.click(within(section).getByRole('button', { name: 'Enregistrer la programmation' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(msg.artistUnknown);
  });
});

describe('LineupRequests', () => {
  it('lists the requests; accepting one calls confirm and shows « Confirmé »', async () => {
    const fetchMock = mockApi([
      emptyDoorStaffRoute,
      {
        method: 'GET',
        path: '/api/studio/lineups/',
        answer: () =>
          jsonResponse(200, [
            makeRequest(),
            makeRequest({
              id: 12,
              status: 'declined',
              event: { ...makeRequest().event, serial_id: 'evt2', name: 'Festival' },
            }),
          ]),
      },
      {
        method: 'POST',
        path: '/api/studio/lineups/11/confirm/',
        answer: () => jsonResponse(200, makeRequest({ status: 'confirmed' })),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<LineupRequests />);
    const card = (await screen.findByRole('heading', { name: 'Nuit de la Rumba' })).closest('article')!;
    expect(card).toHaveTextContent('lundi 10 juin 2030 à 20:00 · Brazzaville');
    expect(card).toHaveTextContent('Organisé par orga');
    expect(within(card).getByText('En attente')).toBeInTheDocument();
    const declined = screen.getByRole('heading', { name: 'Festival' }).closest('article')!;
    expect(within(declined).getByText('Refusé')).toBeInTheDocument();
    expect(within(declined).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Accepter' }));
    expect(await within(card).findByText('Confirmé')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/studio/lineups/11/confirm/')).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: 'Refuser' })).not.toBeInTheDocument();
  });

  it("declines a request, and shows the server's 409 when it was already answered", async () => {
    const fetchMock = mockApi([
      emptyDoorStaffRoute,
      { method: 'GET', path: '/api/studio/lineups/', answer: () => jsonResponse(200, [makeRequest()]) },
      {
        method: 'POST',
        path: '/api/studio/lineups/11/decline/',
        answer: () => jsonResponse(409, { detail: msg.lineupDecided }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<LineupRequests />);
    await user.click(await screen.findByRole('button', { name: 'Refuser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.lineupDecided);
    expect(callsTo(fetchMock, '/api/studio/lineups/11/decline/')).toHaveLength(1);
  });

  it('says « Aucune demande » when there is none', async () => {
    mockApi([
      emptyDoorStaffRoute,
      { method: 'GET', path: '/api/studio/lineups/', answer: () => jsonResponse(200, []) },
    ]);
    renderAt(<LineupRequests />);
    expect(await screen.findByText('Aucune demande')).toBeInTheDocument();
  });
});
