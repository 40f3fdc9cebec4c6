import { describe, expect, it } from 'vitest';
import { canUse, hasStudioRole, sectionsFor } from './roles.ts';

const paths = (user: Parameters<typeof sectionsFor>[0]) => sectionsFor(user).map((s) => s.to);

describe('studio roles', () => {
  it('opens a role to its holders and to staff, never to a plain listener', () => {
    expect(canUse({ roles: ['organizer'], is_staff: false }, 'organizer')).toBe(true);
    expect(canUse({ roles: ['organizer'], is_staff: false }, 'artist')).toBe(false);
    expect(canUse({ roles: [], is_staff: false }, 'organizer')).toBe(false);
    expect(canUse({ roles: ['staff'], is_staff: true }, 'artist')).toBe(true);
    expect(canUse({ roles: [], is_staff: true }, 'staff')).toBe(true);
  });

  it('offers the studio to holders of a studio role only', () => {
    expect(hasStudioRole({ roles: [], is_staff: false })).toBe(false);
    expect(hasStudioRole({ roles: ['artist'], is_staff: false })).toBe(true);
    expect(hasStudioRole({ roles: [], is_staff: true })).toBe(true);
  });

  it('lists the sections of the roles held, in menu order', () => {
    expect(paths({ roles: ['organizer'], is_staff: false })).toEqual([
      '/studio/events',
      '/studio/door',
      '/studio/money',
    ]);
    expect(paths({ roles: ['artist'], is_staff: false })).toEqual([
      '/studio/artist',
      '/studio/songs',
      '/studio/albums',
      '/studio/stats',
      '/studio/lineups',
    ]);
    expect(paths({ roles: [], is_staff: false })).toEqual([]);
  });

  it('gives staff their tools, and the organizer and artist sections only when they hold those roles', () => {
    const staff = paths({ roles: ['staff'], is_staff: true });
    expect(staff).toEqual([
      '/studio/door',
      '/studio/users',
      '/studio/moderation',
      '/studio/editorial',
      '/studio/payments',
    ]);
    expect(paths({ roles: ['staff', 'organizer'], is_staff: true })[0]).toBe('/studio/events');
  });
});
