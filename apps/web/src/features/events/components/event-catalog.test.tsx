// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { makeEvent, makeTicket } from '../../../test/fixtures.ts';
import { EventCatalog } from './event-catalog.tsx';

const rumba = makeEvent({
  name: 'Nuit de la Rumba',
  date: '2099-07-01',
  view: 10,
  ticket_types: [makeTicket({ price: 10000 }), makeTicket({ price: 50000, is_auction: true })],
});
const theatre = makeEvent({ name: 'Théâtre des Rires', date: '2099-06-01', view: 80 });
const jazz = makeEvent({
  name: 'Malabo Jazz Club',
  date: '2020-01-10',
  view: 40,
  is_registration_open: false,
});

const cardNames = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('EventCatalog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows 6 skeleton cards while loading', () => {
    mockApi([{ method: 'GET', path: '/api/events/', answer: () => new Promise<Response>(() => {}) }]);
    const { container } = renderAt(<EventCatalog />, { path: '/events' });

    expect(screen.getByRole('heading', { level: 1, name: 'Événements' })).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"] > li')).toHaveLength(6);
  });

  it('says so in a red box when the events cannot be loaded', async () => {
    mockApi([{ method: 'GET', path: '/api/events/', answer: () => jsonResponse(500, {}) }]);
    renderAt(<EventCatalog />, { path: '/events' });

    expect(
      await screen.findByText(
        'Une erreur est survenue lors du chargement des événements',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
  });

  it('lists by date, searches by name, filters and sorts through the Filtres panel', async () => {
    mockApi([
      { method: 'GET', path: '/api/events/', answer: () => jsonResponse(200, [rumba, theatre, jazz]) },
    ]);
    const user = userEvent.setup();
    const { router } = renderAt(<EventCatalog />, { path: '/events' });

    await screen.findByText('3 événements');
    // Upcoming first, soonest first; the past one after them, marked 'Terminé' and not reservable.
    expect(cardNames()).toEqual(['Théâtre des Rires', 'Nuit de la Rumba', 'Malabo Jazz Club']);
    const pastCard = screen.getByRole('heading', { name: 'Malabo Jazz Club' }).closest('article')!;
    expect(within(pastCard).getByText('Terminé')).toBeInTheDocument();
    expect(within(pastCard).queryByText('Réserver')).not.toBeInTheDocument();
    expect(screen.getAllByText('Réserver')).toHaveLength(2);

    const toggle = screen.getByRole('button', { name: 'Filtres' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('radio', { name: 'À venir' }));
    expect(cardNames()).toEqual(['Théâtre des Rires', 'Nuit de la Rumba']);
    await user.click(screen.getByRole('radio', { name: 'Popularité' }));
    expect(cardNames()).toEqual(['Théâtre des Rires', 'Nuit de la Rumba']);
    await user.click(screen.getByRole('radio', { name: 'Aux enchères' }));
    expect(cardNames()).toEqual(['Nuit de la Rumba']);
    expect(router.state.location.search).toBe('?filtre=auction&tri=popularity');

    await user.click(screen.getByRole('radio', { name: 'Tous' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un événement' }), 'theatre');
    expect(cardNames()).toEqual(['Théâtre des Rires']);

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un événement' }), 'xyz');
    expect(screen.getByText('Aucun événement ne correspond à votre recherche')).toBeInTheDocument();
  }, 15_000); // a long journey of typing: several seconds on a busy 2-core machine

  // The first card's picture is /events' largest paint on a phone; lazy, it waited for layout.
  it("fetches the first card's picture at once with high priority, the others lazily", async () => {
    mockApi([
      { method: 'GET', path: '/api/events/', answer: () => jsonResponse(200, [rumba, theatre, jazz]) },
    ]);
    renderAt(<EventCatalog />, { path: '/events' });

    await screen.findByText('3 événements');
    const pictures = screen
      .getAllByRole('article')
      .map((card) => card.querySelector('img')!)
      .map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(pictures).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});
