// @vitest-environment jsdom
import '../../../test/dom.ts';
import type { Event } from '@sanza/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeCategory, makeEvent } from '../../../test/fixtures.ts';
import { filterByCategory } from '../queries.ts';
import { CategoryFilter } from './category-filter.tsx';

const concerts = makeCategory({ name: 'Concerts' });
const humour = makeCategory({ name: 'Humour' });
const theatre = makeCategory({ name: 'Théâtre' });
const events: Event[] = [
  makeEvent({ name: 'Nuit de la Rumba', category: concerts }),
  makeEvent({ name: 'Kin Rire Show', category: humour }),
  makeEvent({ name: 'Makossa Live', category: concerts }),
];

/** The filter wired to a list, as the home page does. */
function FilteredList() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <>
      <CategoryFilter categories={[concerts, humour, theatre]} selected={selected} onSelect={setSelected} />
      <ul aria-label="résultats">
        {filterByCategory(events, selected).map((event) => (
          <li key={event.serial_id}>{event.name}</li>
        ))}
      </ul>
    </>
  );
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'résultats' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('CategoryFilter', () => {
  it("shows a 'Toutes' tile and one tile per category, 'Toutes' selected at first", () => {
    render(<FilteredList />);

    // Each tile's first line is its name (the second, a description, is hidden from assistive tech).
    const tiles = screen.getAllByRole('button').map((tile) => tile.firstElementChild?.textContent);
    expect(tiles).toEqual(['Toutes', 'Concerts', 'Humour', 'Théâtre']);
    expect(screen.getByRole('button', { name: 'Toutes' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownNames()).toEqual(['Nuit de la Rumba', 'Kin Rire Show', 'Makossa Live']);
  });

  it("keeps only the picked category's events, and 'Toutes' brings every event back", async () => {
    const user = userEvent.setup();
    render(<FilteredList />);

    await user.click(screen.getByRole('button', { name: 'Concerts' }));
    expect(shownNames()).toEqual(['Nuit de la Rumba', 'Makossa Live']);
    expect(screen.getByRole('button', { name: 'Concerts' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Toutes' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Humour' }));
    expect(shownNames()).toEqual(['Kin Rire Show']);

    await user.click(screen.getByRole('button', { name: 'Théâtre' }));
    expect(shownNames()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Toutes' }));
    expect(shownNames()).toEqual(['Nuit de la Rumba', 'Kin Rire Show', 'Makossa Live']);
    expect(screen.getByRole('button', { name: 'Toutes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows tile skeletons, and still the Toutes tile, while categories load', () => {
    const { container } = render(
      <CategoryFilter categories={[]} selected={null} onSelect={() => {}} isLoading />,
    );
    expect(screen.getAllByRole('button').map((b) => b.firstElementChild?.textContent)).toEqual(['Toutes']);
    expect(container.querySelectorAll('[aria-hidden="true"].animate-pulse')).toHaveLength(5);
  });
});
