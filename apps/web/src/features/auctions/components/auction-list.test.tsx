// @vitest-environment jsdom
import '../../../test/dom.ts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fallbackImage from '../../../assets/event-fallback.svg';
import { makeAuction } from '../../../test/auctions.ts';
import { jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { AuctionList } from './auction-list.tsx';

const NOW = Date.parse('2026-11-22T20:00:00.000Z');
const LIST = '/api/tickets/auctions/';

describe('AuctionList', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows 6 skeleton cards while loading', () => {
    mockApi([{ method: 'GET', path: LIST, answer: () => new Promise<Response>(() => {}) }]);
    renderAt(<AuctionList />, { path: '/auctions' });
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Chargement des enchères…');
    expect(loading.querySelectorAll('li')).toHaveLength(6);
  });

  it("says 'Aucune enchère en cours' when none runs", async () => {
    mockApi([{ method: 'GET', path: LIST, answer: () => jsonResponse(200, []) }]);
    renderAt(<AuctionList />, { path: '/auctions' });
    expect(await screen.findByText('Aucune enchère en cours')).toBeInTheDocument();
  });

  it('shows the list error when the auctions cannot be loaded', async () => {
    mockApi([
      { method: 'GET', path: LIST, answer: () => jsonResponse(500, { detail: 'Erreur interne du serveur' }) },
    ]);
    renderAt(<AuctionList />, { path: '/auctions' });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Une erreur est survenue lors du chargement des enchères',
    );
  });

  describe('with running auctions', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      vi.setSystemTime(NOW);
    });

    it('shows prices, bids, places and a link on each card, and asks only for active auctions', async () => {
      const auction = makeAuction({
        id: 3,
        start_price: 40000,
        current_price: 45000,
        bids_count: 4,
        ticket_type: { id: 30, name: 'Carré Or', price: 50000, quantity_available: 2 },
        event_image: null,
      });
      const fetchMock = mockApi([{ method: 'GET', path: LIST, answer: () => jsonResponse(200, [auction]) }]);
      renderAt(<AuctionList />, { path: '/auctions' });

      const card = await screen.findByRole('article');
      expect(within(card).getByRole('heading', { name: 'Nuit de la Rumba' })).toBeInTheDocument();
      expect(within(card).getByText('Prix actuel').nextSibling).toHaveTextContent('45 000 XAF');
      expect(within(card).getByText('Prix initial').nextSibling).toHaveTextContent('40 000 XAF');
      expect(within(card).getByText('Prix du billet').nextSibling).toHaveTextContent('50 000 XAF');
      expect(card).toHaveTextContent('4 enchères');
      expect(card).toHaveTextContent('2 places disponibles');
      expect(within(card).getByRole('link')).toHaveAttribute('href', '/auctions/3');
      // Without a picture the generic cover shows.
      expect(card.querySelector('img')?.getAttribute('src')).toBe(fallbackImage);
      expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/tickets/auctions/?is_active=true');
    });

    it("counts every card down each second on the server's clock, from one timer", async () => {
      const end = (ms: number) => new Date(NOW + ms).toISOString();
      // The server's clock is 30 s ahead of the phone's.
      const serverTime = new Date(NOW + 30_000).toISOString();
      const auctions = [
        makeAuction({ id: 1, end_time: end(2 * 86_400_000 + 3 * 3_600_000 + 12 * 60_000 + 35_000) }),
        makeAuction({ id: 2, end_time: end(32_000) }),
        makeAuction({ id: 3, end_time: null }),
      ].map((auction) => ({ ...auction, server_time: serverTime }));
      mockApi([{ method: 'GET', path: LIST, answer: () => jsonResponse(200, auctions) }]);
      renderAt(<AuctionList />, { path: '/auctions' });

      await screen.findAllByRole('article');
      const timers = () => screen.getAllByRole('timer').map((timer) => timer.textContent);
      expect(timers()).toEqual(['2 j 03 h 12 min 05 s', '2 s', 'Temps indéterminé']);
      const pending = vi.getTimerCount();

      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(timers()).toEqual(['2 j 03 h 12 min 04 s', '1 s', 'Temps indéterminé']);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(timers()).toEqual(['2 j 03 h 12 min 03 s', 'Enchère terminée', 'Temps indéterminé']);
      // Three countdowns, no more timers than one.
      expect(vi.getTimerCount()).toBeLessThanOrEqual(pending);
    });
  });
});
