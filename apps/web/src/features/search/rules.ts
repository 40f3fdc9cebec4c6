import type { Auction, Event } from '@sanza/contracts';
import {
  isSearchKind,
  SEARCH_KINDS,
  SEARCH_ORDERINGS,
  SEARCH_PERIODS,
  type SearchKind,
  type SearchPeriod,
} from '@sanza/contracts/constants';

/** Names of the address parameters that hold a search, so a search can be shared and survives a reload. */
export const SEARCH_PARAMS = {
  q: 'q',
  kind: 'type',
  page: 'page',
  genre: 'genre',
  period: 'periode',
  ordering: 'tri',
} as const;

/** A search as the address holds it. */
export type SearchState = {
  q: string;
  kind: SearchKind;
  page: number;
  genre: string;
  period: SearchPeriod;
  ordering: string;
};

/** Reads a search from the address; anything unknown falls back to the default (first tab, page 1, …). */
export function readSearchState(params: URLSearchParams): SearchState {
  const kind = params.get(SEARCH_PARAMS.kind) ?? '';
  const safeKind: SearchKind = isSearchKind(kind) ? kind : SEARCH_KINDS[0];
  const page = Number(params.get(SEARCH_PARAMS.page));
  const period = params.get(SEARCH_PARAMS.period) ?? '';
  const ordering = params.get(SEARCH_PARAMS.ordering) ?? '';
  return {
    q: params.get(SEARCH_PARAMS.q) ?? '',
    kind: safeKind,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    genre: params.get(SEARCH_PARAMS.genre) ?? '',
    period: (SEARCH_PERIODS as readonly string[]).includes(period) ? (period as SearchPeriod) : 'all',
    ordering: SEARCH_ORDERINGS[safeKind].includes(ordering) ? ordering : '',
  };
}

/** Writes a search into address parameters, leaving defaults out so links stay short. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set(SEARCH_PARAMS.q, state.q);
  if (state.kind !== SEARCH_KINDS[0]) params.set(SEARCH_PARAMS.kind, state.kind);
  if (state.page > 1) params.set(SEARCH_PARAMS.page, String(state.page));
  if (state.genre) params.set(SEARCH_PARAMS.genre, state.genre);
  if (state.period !== 'all') params.set(SEARCH_PARAMS.period, state.period);
  if (state.ordering) params.set(SEARCH_PARAMS.ordering, state.ordering);
  return params;
}

/** Changing tab clears the filters and goes back to page 1; the words stay. */
export function withKind(state: SearchState, kind: SearchKind): SearchState {
  return { q: state.q, kind, page: 1, genre: '', period: 'all', ordering: '' };
}

/** Changing a filter, the sort or the words goes back to page 1. */
export function withFilter(
  state: SearchState,
  change: Partial<Omit<SearchState, 'kind' | 'page'>>,
): SearchState {
  return { ...state, ...change, page: 1 };
}

/** Next page is disabled when page × page size ≥ total. */
export function hasNextPage(page: number, pageSize: number, total: number): boolean {
  return page * pageSize < total;
}

/** Previous page is disabled on page 1. */
export function hasPreviousPage(page: number): boolean {
  return page > 1;
}

/** An event is 'À venir' while its registration is open, else 'Terminé'. */
export function isEventUpcoming(event: Pick<Event, 'is_registration_open'>): boolean {
  return event.is_registration_open;
}

/** An auction is 'À venir' while it is active, else 'Terminé'. */
export function isAuctionUpcoming(auction: Pick<Auction, 'is_active'>): boolean {
  return auction.is_active;
}

/** Where a hit leads (the routes of the music pages). */
export const resultLinks = {
  music: (song: { id: number }) => `/musics/${song.id}`,
  albums: (album: { reference_id: string }) => `/album/${album.reference_id}`,
  playlists: (playlist: { reference_id: string }) => `/playlist/${playlist.reference_id}`,
  artists: (artist: { reference_id: string }) => `/artists/${artist.reference_id}`,
  events: (event: { serial_id: string }) => `/events/${event.serial_id}`,
  auctions: (auction: { id: number }) => `/auctions/${auction.id}`,
};
