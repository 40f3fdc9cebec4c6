import {
  SEARCH_LIMITS,
  SEARCH_ORDERINGS,
  type SearchFilters,
  type SearchKind,
  type SearchQuery,
  type SearchResults,
  searchMessages,
} from '@sanza/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albums, artists, playlists } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/paging.ts';
import type { AuctionsService } from '../auctions/auctions.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { AlbumsService } from '../music/albums.service.ts';
import type { ArtistsService } from '../music/artists.service.ts';
import type { PlaylistsService } from '../music/playlists.service.ts';
import type { SongsService } from '../music/songs.service.ts';
import * as repo from './search.repository.ts';
import type { SongMatcher } from './search.types.ts';
import { parseTerms } from './search-matching.ts';

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * The main search's matching of songs, for another feature's list (a playlist's Add-tracks): one page of ids in
 * relevance order among the released songs `where` keeps, and how many match in all.
 */
export function createSongMatcher(db: Db): SongMatcher {
  return (q, opts) => repo.searchIds(db, 'music', { terms: parseTerms(q), ordering: '', ...opts });
}

/** Puts `items` in the order of `ids` (the ranking), dropping ids without an item. */
function inOrder<T>(ids: number[], items: T[], idOf: (item: T) => number): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Search across the six kinds: the repository ranks ids (full text, prefixes, typos), and each
 * kind's own service presents them, so a hit has exactly the fields of the kind's other calls.
 */
export function createSearchService(deps: {
  db: Db;
  songs: SongsService;
  albums: AlbumsService;
  artists: ArtistsService;
  playlists: PlaylistsService;
  events: EventsService;
  auctions: AuctionsService;
}) {
  const { db } = deps;

  /** Each kind's hits, with the fields their own lists answer. */
  const presenters: {
    [K in SearchKind]: (ids: number[], userId: number | null) => Promise<SearchResults[K]['results']>;
  } = {
    music: async (ids, userId) => {
      const found = await deps.songs.byIds(userId, ids);
      return ids.flatMap((id) => found.get(id) ?? []);
    },
    albums: async (ids) =>
      inOrder(
        ids,
        await deps.albums.find({ where: inArray(albums.id, ids), orderBy: [], limit: ids.length }),
        (a) => a.id,
      ),
    artists: async (ids) =>
      inOrder(
        ids,
        await deps.artists.find({ where: inArray(artists.id, ids), orderBy: [], limit: ids.length }),
        (a) => a.id,
      ),
    // Listed ones only: the ranking kept only those, and one made private or hidden since is dropped.
    playlists: async (ids, userId) =>
      inOrder(
        ids,
        await deps.playlists.find(userId, {
          where: and(inArray(playlists.id, ids), eq(playlists.isPublic, true), isNull(playlists.hiddenAt)),
          orderBy: [],
          limit: ids.length,
        }),
        (p) => p.id,
      ),
    events: (ids) => deps.events.byIds(ids),
    auctions: (ids) => deps.auctions.byIds(ids),
  };

  async function filters(kind: SearchKind): Promise<SearchFilters> {
    return { genres: await repo.genreNames(db, kind) };
  }

  return {
    filters,

    /**
     * One page of hits and their total. An ordering the kind does not offer is a 400; an unknown genre
     * matches nothing (a filter, not an error).
     */
    async search<K extends SearchKind>(
      kind: K,
      query: SearchQuery,
      userId: number | null,
    ): Promise<SearchResults[K]> {
      const ordering = query.ordering ?? '';
      if (!SEARCH_ORDERINGS[kind].includes(ordering)) {
        throw AppError.fields({ ordering: [searchMessages.invalidOrdering] });
      }
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? SEARCH_LIMITS.pageSize;
      const genreName = query.genre?.trim();
      const genre = genreName
        ? {
            name: genreName,
            id: kind === 'events' || kind === 'auctions' ? null : await repo.findGenreId(db, genreName),
          }
        : undefined;
      const { limit, offset } = pageWindow(page, pageSize);
      const terms = parseTerms(query.q);
      const [{ ids, count }, offered] = await Promise.all([
        repo.searchIds(db, kind, {
          terms,
          // An event is found by its artists' names too.
          alsoMatching: kind === 'events' ? repo.byLineup(terms) : undefined,
          genre,
          since: query.date_range,
          today: deps.songs.today(),
          ordering,
          limit,
          offset,
        }),
        filters(kind),
      ]);
      const results = ids.length ? await presenters[kind](ids, userId) : [];
      return { results, count, filters: offered } as SearchResults[K];
    },
  };
}
