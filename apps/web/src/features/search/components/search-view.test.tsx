// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { makeEvent } from '../../../test/fixtures.ts';
import { SearchView } from './search-view.tsx';

const genres = { filters: { genres: ['Makossa', 'Rumba'] } };
const events = (names: string[], count = names.length) => ({
  count,
  filters: genres.filters,
  results: names.map((name, i) =>
    makeEvent({ name, serial_id: `ev${i}`, is_registration_open: i === 0, ticket_types: [] }),
  ),
});

describe('SearchView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prompts before any words, with the button disabled while the box is blank', async () => {
    mockApi([{ method: 'GET', path: '/api/search/music/filters/', answer: () => jsonResponse(200, genres) }]);
    const user = userEvent.setup();
    renderAt(<SearchView />, { path: '/search' });

    expect(screen.getByText('Commencez votre recherche')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Rechercher' });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('searchbox'), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('searchbox'), 'makosa');
    expect(button).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Makossa' })).toBeInTheDocument();
  });

  it('lists hits with their status and link, pages with the spec rules, all in the address', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: '/api/search/events/filters/', answer: () => jsonResponse(200, genres) },
      {
        method: 'GET',
        path: '/api/search/events/',
        answer: () => jsonResponse(200, events(['Nuit de la Rumba', 'Makossa Live'], 12)),
      },
      { method: 'GET', path: '/api/search/artists/filters/', answer: () => jsonResponse(200, genres) },
      {
        method: 'GET',
        path: '/api/search/artists/',
        answer: () => jsonResponse(200, { count: 0, filters: genres.filters, results: [] }),
      },
    ]);
    const user = userEvent.setup();
    const { router } = renderAt(<SearchView />, { path: '/search', url: '/search?q=rumba&type=events' });

    const link = await screen.findByRole('link', { name: 'Nuit de la Rumba' });
    expect(link).toHaveAttribute('href', '/events/ev0');
    expect(screen.getByText('À venir')).toBeInTheDocument();
    expect(screen.getByText('Terminé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Précédent/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(router.state.location.search).toBe('?q=rumba&type=events&page=2');
    expect(await screen.findByRole('button', { name: /Suivant/ })).toBeDisabled();
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((u) => u.includes('/search/events/?'));
    expect(asked.at(-1)).toContain('page=2');

    // A tab change keeps the words, clears filters and goes back to page 1.
    await user.click(screen.getByRole('tab', { name: 'Artistes' }));
    expect(router.state.location.search).toBe('?q=rumba&type=artists');
    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
    const artists = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((u) => u.includes('/artists/?'));
    expect(artists.at(-1)).toContain('q=rumba');
  });

  it('shows no results and a discreet note when the search fails, and no chips when genres fail', async () => {
    mockApi([
      { method: 'GET', path: '/api/search/albums/filters/', answer: () => jsonResponse(500, {}) },
      { method: 'GET', path: '/api/search/albums/', answer: () => jsonResponse(500, {}) },
    ]);
    renderAt(<SearchView />, { path: '/search', url: '/search?q=x&type=albums' });

    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
    expect(screen.getByText(/La recherche a échoué/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Genres' })).not.toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryAllByRole('link')).toHaveLength(0);
  });
});
