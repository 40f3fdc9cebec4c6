// @vitest-environment jsdom
import '../../../test/dom.ts';
import type { ArtistEvent } from '@sanza/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { makeEvent } from '../../../test/fixtures.ts';
import { ArtistConcerts } from './artist-concerts.tsx';

const concert = (overrides: Partial<ArtistEvent> = {}): ArtistEvent => ({
  ...makeEvent({ name: 'Nuit du Makossa', date: '2099-07-10', time: '20:30:00' }),
  city: 'Douala',
  lowest_price: 5000,
  ...overrides,
});

function renderConcerts(events: ArtistEvent[]) {
  mockApi([
    { method: 'GET', path: '/api/accounts/artists/7/events/', answer: () => jsonResponse(200, events) },
  ]);
  return renderAt(<ArtistConcerts artistId={7} />, { path: '/artists/7' });
}

afterEach(() => vi.unstubAllGlobals());

describe('« Concerts à venir » of the artist page', () => {
  it('lists the next concerts with date, city and lowest price, and opens the reservation in place', async () => {
    const event = concert();
    renderConcerts([event]);
    expect(await screen.findByRole('link', { name: 'Nuit du Makossa' })).toHaveAttribute(
      'href',
      `/events/${event.serial_id}`,
    );
    expect(screen.getByRole('heading', { name: 'Concerts à venir' })).toBeInTheDocument();
    expect(screen.getByText('Douala')).toBeInTheDocument();
    expect(screen.getByText(/À partir de 5\s000/)).toBeInTheDocument();
    const reserve = screen.getByRole('button', { name: 'Réserver' });
    expect(reserve).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(reserve);
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveAttribute('aria-expanded', 'true');
    // The event page's reservation panel, with its ticket types, right here.
    expect(screen.getByRole('button', { name: new RegExp(event.ticket_types[0]!.name) })).toBeInTheDocument();
  });

  it('says « Aucun concert prévu » when the artist plays nowhere soon', async () => {
    renderConcerts([]);
    expect(await screen.findByText('Aucun concert prévu')).toBeInTheDocument();
  });
});
