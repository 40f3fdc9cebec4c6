// @vitest-environment jsdom
import '../test/dom.ts';
import type { Notification } from '@sanza/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, renderAt } from '../test/auth.tsx';
import { NotificationsPage } from './notifications.tsx';

const concert = (id: number): Notification => ({
  id,
  kind: 'artist_concert',
  data: {
    artist_name: `Artiste ${id}`,
    event_name: `Concert ${id}`,
    event_serial_id: `ev${id}`,
    date: '2030-07-10',
    time: '20:30:00',
    city: 'Douala',
  },
  created_at: '2030-06-01T10:00:00.000Z',
  read_at: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsPage', () => {
  it('lists every notification page by page, each leading to its concert, and marks all read', async () => {
    const fetchMock = mockApi([
      {
        method: 'GET',
        path: '/api/notifications/',
        answer: () => {
          // The first call is page 1, the next page 2.
          const page = fetchMock.mock.calls.filter(([u]) =>
            String(u).includes('/api/notifications/?'),
          ).length;
          return jsonResponse(200, {
            count: 2,
            next: page === 1 ? 'http://localhost/api/notifications/?page=2' : null,
            previous: null,
            results: [concert(page === 1 ? 2 : 1)],
            unread_count: 2,
          });
        },
      },
      {
        method: 'POST',
        path: '/api/notifications/read/',
        answer: () => jsonResponse(200, { unread_count: 0 }),
      },
    ]);
    renderAt(<NotificationsPage />, { path: '/notifications' });
    const first = await screen.findByRole('link', { name: /Artiste 2 en concert le 10\/07\/2030 à 20h30/ });
    expect(first).toHaveAttribute('href', '/events/ev2');
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(await screen.findByRole('link', { name: /Artiste 1 en concert/ })).toHaveAttribute(
      'href',
      '/events/ev1',
    );
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(callsTo(fetchMock, '/api/notifications/read/').map((c) => c.body)).toEqual([{}]);
  });
});
