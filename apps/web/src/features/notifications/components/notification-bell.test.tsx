// @vitest-environment jsdom
import '../../../test/dom.ts';
import '../../../test/dialog.ts';
import type { Notification } from '@sanza/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { NotificationBell } from './notification-bell.tsx';

const at = '2030-06-01T10:00:00.000Z';
const outbid: Notification = {
  id: 3,
  kind: 'outbid',
  data: { auction_id: 7, event_name: 'Nuit de la Rumba', amount: 52000, previous_amount: 50000 },
  created_at: at,
  read_at: null,
};
const won: Notification = {
  id: 2,
  kind: 'auction_won',
  data: { auction_id: 8, event_name: 'FESPAM', amount: 90000, reservation_id: 'abc123' },
  created_at: at,
  read_at: null,
};
const unsold: Notification = {
  id: 1,
  kind: 'auction_unsold',
  data: { auction_id: 9, event_name: 'Gospel', ticket_name: 'Carré Or', event_serial_id: 'ev9' },
  created_at: at,
  read_at: at,
};

function renderBell(results: Notification[]) {
  let unread = results.filter((n) => !n.read_at).length;
  const fetchMock = mockApi([
    {
      method: 'GET',
      path: '/api/notifications/',
      answer: () =>
        jsonResponse(200, {
          count: results.length,
          next: null,
          previous: null,
          results,
          unread_count: unread,
        }),
    },
    {
      method: 'POST',
      path: '/api/notifications/read/',
      answer: (init) => {
        const ids = (JSON.parse(String(init?.body)) as { ids?: number[] }).ids;
        unread = ids ? unread - ids.length : 0;
        return jsonResponse(200, { unread_count: unread });
      },
    },
  ]);
  renderAt(<NotificationBell />);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('shows the unread count and lists the notifications in French, each with its link', async () => {
    const user = userEvent.setup();
    renderBell([outbid, won, unsold]);
    const bell = await screen.findByRole('button', { name: 'Notifications (2 non lues)' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const outbidLink = within(dialog).getByRole('link', {
      name: /Vous avez été surenchéri sur « Nuit de la Rumba » : nouvelle offre de 52\s000 XAF\./,
    });
    expect(outbidLink).toHaveAttribute('href', '/auctions/7');
    expect(
      within(dialog).getByRole('link', {
        name: /Vous avez remporté l'enchère « FESPAM » pour 90\s000 XAF\. Payez votre réservation/,
      }),
    ).toHaveAttribute('href', '/reservations/abc123');
    expect(within(dialog).getByRole('link', { name: /Enchère invendue pour « Gospel »/ })).toHaveAttribute(
      'href',
      '/events/ev9',
    );
    expect(within(dialog).getAllByText('Non lue')).toHaveLength(2);
  }, 15_000);

  it('marks one notification read when it is opened, and all with « Tout marquer comme lu »', async () => {
    const user = userEvent.setup();
    const fetchMock = renderBell([outbid, won]);
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 non lues)' }));
    await user.click(await screen.findByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/notifications/read/')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/notifications/read/')[0]!.body).toEqual({});
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).toBeNull();
  });

  it('marks a single notification read when it is followed', async () => {
    const user = userEvent.setup();
    const fetchMock = renderBell([outbid, won]);
    await user.click(await screen.findByRole('button', { name: 'Notifications (2 non lues)' }));
    await user.click(await screen.findByRole('link', { name: /surenchéri/ }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/notifications/read/')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/notifications/read/')[0]!.body).toEqual({ ids: [3] });
    expect(await screen.findByRole('heading', { name: 'Page /auctions/7' })).toBeInTheDocument();
  });

  it('says « Aucune notification » when there is none', async () => {
    const user = userEvent.setup();
    renderBell([]);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Aucune notification')).toBeInTheDocument();
  });
});
