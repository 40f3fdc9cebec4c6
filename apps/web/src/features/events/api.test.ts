// @vitest-environment jsdom
import '../../test/dom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi } from '../../test/auth.tsx';
import {
  fetchAuctionForTicketType,
  fetchCategories,
  fetchEvent,
  fetchEvents,
  fetchPriorityEvents,
} from './api.ts';

describe('event browsing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends no credentials on any public event call, even when signed in', async () => {
    writeTokens({ access: makeAccessToken(3600) });
    const paths = [
      '/api/events/',
      '/api/events/abc/',
      '/api/events/-/c/categories/',
      '/api/events/5/priority-10/',
      '/api/tickets/auctions/ticket-type/7/',
    ];
    const fetchMock = mockApi(
      paths.map((path) => ({ method: 'GET', path, answer: () => jsonResponse(200, []) })),
    );
    await Promise.all([
      fetchEvents(),
      fetchEvent('abc'),
      fetchCategories(),
      fetchPriorityEvents(),
      fetchAuctionForTicketType(7),
    ]);
    for (const path of paths) {
      const [call] = callsTo(fetchMock, path);
      expect(call, path).toBeDefined();
      expect(call?.init?.headers, path).not.toHaveProperty('Authorization');
    }
  });
});
