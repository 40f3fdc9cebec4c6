import { periodStartDate } from '@sanza/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  hasNextPage,
  hasPreviousPage,
  isAuctionUpcoming,
  isEventUpcoming,
  readSearchState,
  resultLinks,
  withFilter,
  withKind,
  writeSearchState,
} from './rules.ts';

describe('periodStartDate', () => {
  const now = new Date(2026, 10, 22, 15, 30); // 22 November 2026, local time
  it.each([
    ['all', undefined],
    ['day', '2026-11-21'],
    ['week', '2026-11-15'],
    ['month', '2026-10-23'],
    ['year', '2026-01-01'],
  ] as const)('%s → %s', (period, expected) => {
    expect(periodStartDate(period, now)).toBe(expected);
  });
  it('counts the year from 1 January even on 1 January', () => {
    expect(periodStartDate('year', new Date(2027, 0, 1, 0, 5))).toBe('2027-01-01');
  });
});

describe('paging rules', () => {
  it('disables next when page × page size ≥ total', () => {
    expect(hasNextPage(1, 10, 11)).toBe(true);
    expect(hasNextPage(2, 10, 11)).toBe(false);
    expect(hasNextPage(1, 10, 10)).toBe(false);
    expect(hasNextPage(1, 10, 0)).toBe(false);
  });
  it('disables previous on page 1', () => {
    expect(hasPreviousPage(1)).toBe(false);
    expect(hasPreviousPage(2)).toBe(true);
  });
});

describe('search state in the address', () => {
  it('reads defaults from an empty address and refuses unknown values', () => {
    expect(readSearchState(new URLSearchParams('type=users&page=-3&periode=siecle&tri=drop'))).toEqual({
      q: '',
      kind: 'music',
      page: 1,
      genre: '',
      period: 'all',
      ordering: '',
    });
  });
  it('round-trips a full search', () => {
    const state = {
      q: 'makosa',
      kind: 'albums',
      page: 3,
      genre: 'Rumba',
      period: 'week',
      ordering: '-songs_count',
    } as const;
    expect(readSearchState(writeSearchState(state))).toEqual(state);
  });
  it('keeps an ordering only for the kinds that offer it', () => {
    expect(readSearchState(new URLSearchParams('type=events&tri=-play_count')).ordering).toBe('');
  });
  it('clears filters and goes back to page 1 when the tab changes, keeping the words', () => {
    const state = {
      q: 'rumba',
      kind: 'music',
      page: 4,
      genre: 'Rumba',
      period: 'year',
      ordering: 'title',
    } as const;
    expect(withKind(state, 'artists')).toEqual({
      q: 'rumba',
      kind: 'artists',
      page: 1,
      genre: '',
      period: 'all',
      ordering: '',
    });
  });
  it('goes back to page 1 when a filter changes', () => {
    const state = { q: 'rumba', kind: 'music', page: 4, genre: '', period: 'all', ordering: '' } as const;
    expect(withFilter(state, { genre: 'Rumba' })).toMatchObject({ page: 1, genre: 'Rumba' });
  });
});

describe('labels and links', () => {
  it("labels events and auctions 'À venir' only while open or active", () => {
    expect(isEventUpcoming({ is_registration_open: true })).toBe(true);
    expect(isEventUpcoming({ is_registration_open: false })).toBe(false);
    expect(isAuctionUpcoming({ is_active: false })).toBe(false);
  });
  it('links each kind where the spec says', () => {
    expect(resultLinks.events({ serial_id: 'ev1' })).toBe('/events/ev1');
    expect(resultLinks.artists({ reference_id: 'abc' })).toBe('/artists/abc');
    expect(resultLinks.auctions({ id: 7 })).toBe('/auctions/7');
    expect(resultLinks.music({ id: 3 })).toBe('/musics/3');
    expect(resultLinks.albums({ reference_id: 'r' })).toBe('/album/r');
    expect(resultLinks.playlists({ reference_id: 'p' })).toBe('/playlist/p');
  });
});
