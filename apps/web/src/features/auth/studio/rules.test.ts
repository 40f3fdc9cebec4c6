import { describe, expect, it } from 'vitest';
import { pageCount, toggledRoles } from './rules.ts';

describe('staff users rules', () => {
  it('toggles one role, keeping the others, in a fixed order', () => {
    expect(toggledRoles(['staff'], 'organizer', true)).toEqual(['organizer', 'staff']);
    expect(toggledRoles(['organizer', 'artist'], 'organizer', false)).toEqual(['artist']);
    expect(toggledRoles([], 'artist', false)).toEqual([]);
  });

  it('counts pages of 20, at least one', () => {
    expect([0, 1, 20, 21, 45].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
  });
});
