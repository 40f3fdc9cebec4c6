// @vitest-environment jsdom
import '../../../test/dom.ts';
import type { Auction } from '@sanza/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { FakeEventSource, makeAuction } from '../../../test/auctions.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../test/auth.tsx';
import { logout } from '../../auth/store.ts';
import { AuctionDetail, RESULT_POLL_MS } from './auction-detail.tsx';

const ended = (overrides: Partial<Auction> = {}) =>
  makeAuction({ end_time: new Date(Date.now() - 60_000).toISOString(), is_active: false, ...overrides });

function renderAuction(answer: () => Auction) {
  const fetchMock = mockApi([
    {
      method: 'GET',
      path: `/api/tickets/auctions/${answer().id}/`,
      answer: () => jsonResponse(200, answer()),
    },
    {
      method: 'GET',
      path: '/api/notifications/',
      answer: () => jsonResponse(200, { count: 0, next: null, previous: null, results: [], unread_count: 0 }),
    },
  ]);
  renderAt(<AuctionDetail id={answer().id} />, { path: '/auctions/:id', url: `/auctions/${answer().id}` });
  return fetchMock;
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  logout();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an ended auction', () => {
  it('says who it went to and for how much', async () => {
    const auction = ended({ winner: { username: 'ben', amount: 70000 }, bids_count: 3 });
    renderAuction(() => auction);
    expect(await screen.findByTestId('auction-result')).toHaveTextContent('Adjugée à ben pour 70 000 XAF');
    expect(screen.getByRole('timer')).toHaveTextContent('Enchère terminée');
  });

  it.each([
    ['Aucune offre', { bids_count: 0, bids: [] }],
    ['Aucune offre', { bids_count: 0, bids: [], outcome: 'unsold' as const }],
    ['Invendue', { bids_count: 2, outcome: 'unsold' as const }],
  ])('says « %s » when nobody bought it', async (text, overrides) => {
    const auction = ended(overrides);
    renderAuction(() => auction);
    expect(await screen.findByTestId('auction-result')).toHaveTextContent(text);
  });

  it('asks again until the server has settled it, then shows the winner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let auction = ended({ bids_count: 2 });
    const fetchMock = renderAuction(() => auction);
    await screen.findByRole('timer');
    expect(screen.getByTestId('auction-result')).toHaveTextContent('');
    auction = { ...auction, winner: { username: 'ana', amount: 45000 } };
    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS));
    await waitFor(() =>
      expect(screen.getByTestId('auction-result')).toHaveTextContent('Adjugée à ana pour 45 000 XAF'),
    );
    const asked = callsTo(fetchMock, `/api/tickets/auctions/${auction.id}/`).length;
    // The stream is alive (a silent one would be replaced and the auction read again after 45 s).
    act(() => FakeEventSource.instances.at(-1)!.emit('heartbeat', { server_time: new Date().toISOString() }));
    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS * 2));
    expect(callsTo(fetchMock, `/api/tickets/auctions/${auction.id}/`)).toHaveLength(asked);
  });
});

describe('« Vous avez été surenchéri » on the auction page', () => {
  it('opens the stream with the signed-in token and shows the notice it brings, until closed', async () => {
    const token = makeAccessToken(300);
    writeTokens({ access: token });
    const user = userEvent.setup();
    const auction = makeAuction({ current_price: 45000 });
    renderAuction(() => auction);
    await screen.findByRole('timer');
    const stream = await waitFor(() => {
      const last = FakeEventSource.instances.at(-1);
      expect(last?.url).toContain(`/api/tickets/auctions/${auction.id}/events/`);
      return last!;
    });
    expect(stream.url).toBe(`/api/tickets/auctions/${auction.id}/events/?access_token=${token}`);

    act(() =>
      stream.emit('notification', {
        id: 9,
        kind: 'outbid',
        data: { auction_id: auction.id, event_name: 'Nuit de la Rumba', amount: 52000 },
        created_at: new Date().toISOString(),
        read_at: null,
      }),
    );
    const notice = await screen.findByText(
      'Vous avez été surenchéri sur « Nuit de la Rumba » : nouvelle offre de 52 000 XAF.',
    );
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText(/Vous avez été surenchéri/)).toBeNull();
  });

  it("opens a visitor's stream without a token", async () => {
    const auction = makeAuction();
    renderAuction(() => auction);
    await screen.findByRole('timer');
    await waitFor(() =>
      expect(FakeEventSource.instances.at(-1)?.url).toBe(`/api/tickets/auctions/${auction.id}/events/`),
    );
  });
});
