import type { SearchKind } from '@sanza/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { publicEvent } from '../../db/event-sql.ts';
import {
  albums,
  artists,
  auctions,
  categories,
  eventArtists,
  events,
  genres,
  playlistSongs,
  playlists,
  songGenres,
  songs,
  ticketTypes,
} from '../../db/schema.ts';
import { publicAlbum, publicSong } from '../../db/song-sql.ts';
import { matching, type Terms, withOneEdit } from './search-matching.ts';

/**
 * What one kind is searched on. `table` holds the stored columns `search_text` (the searched text, lowercased
 * and without accents) and `search_vector` (its French full-text vector), both indexed (migration 0008);
 * `date` is what `date_range` and `created_at` ordering read; `title` what `title` ordering reads.
 */
type KindSql = {
  id: PgColumn;
  table: PgTable;
  date: SQL;
  title: SQL;
  /** Rows a visitor may see at all on `today` (public playlists, released songs and albums, public events). */
  visible?: (today: string) => SQL;
  extraOrders?: Record<string, SQL[]>;
};

const KINDS: Record<SearchKind, KindSql> = {
  music: {
    id: songs.id,
    table: songs,
    date: sql`${songs.publishDate}`,
    title: sql`${songs.title}`,
    visible: publicSong,
    extraOrders: { '-play_count': [desc(songs.playCount)] },
  },
  albums: {
    id: albums.id,
    table: albums,
    date: sql`${albums.releaseDate}`,
    title: sql`${albums.title}`,
    visible: publicAlbum,
    extraOrders: {
      '-songs_count': [desc(sql`(select count(*) from ${songs} where ${songs.albumId} = ${albums.id})`)],
    },
  },
  artists: {
    id: artists.id,
    table: artists,
    date: sql`${artists.createdAt}`,
    title: sql`${artists.name}`,
  },
  playlists: {
    id: playlists.id,
    table: playlists,
    date: sql`${playlists.createdAt}`,
    title: sql`${playlists.name}`,
    // Public and not hidden by staff.
    visible: () => sql`(${playlists.isPublic} and ${playlists.hiddenAt} is null)`,
  },
  events: {
    id: events.id,
    table: events,
    date: sql`${events.date}`,
    title: sql`${events.name}`,
    visible: () => publicEvent,
  },
  auctions: {
    id: auctions.id,
    table: events,
    date: sql`${auctions.startTime}`,
    title: sql`${events.name}`,
    visible: () => publicEvent,
  },
};

export type SearchFilter = {
  terms: Terms;
  /** A genre id (music kinds) or a genre/category name already resolved. */
  genre?: { id: number | null; name: string };
  since?: string;
  /** Today in TIME_ZONE (YYYY-MM-DD), for what is released by then. */
  today: string;
  ordering: string;
  limit: number;
  offset: number;
  /** A further condition every hit meets (another feature's list: songs not in a playlist yet). */
  where?: SQL;
  /** Rows meeting this are hits too, as found as such (a playlist's Add-tracks also finds artists' names). */
  alsoMatching?: SQL;
};

/** The genre condition of a kind: song genres, album genre, artist styles, playlist style, event category. */
function genreCondition(kind: SearchKind, genre: { id: number | null; name: string }): SQL {
  const name = sql`sanza_unaccent(${genre.name})`;
  const id = genre.id ?? -1;
  switch (kind) {
    case 'music':
      return sql`exists (select 1 from ${songGenres} where ${songGenres.songId} = ${songs.id} and ${songGenres.genreId} = ${id})`;
    case 'albums':
      return eq(albums.genreId, id);
    case 'artists':
      return sql`exists (select 1 from unnest(${artists.styles}) s where sanza_unaccent(s) = ${name})`;
    case 'playlists':
      return sql`(sanza_unaccent(${playlists.style}) = ${name} or exists (select 1 from ${playlistSongs}
        inner join ${songGenres} on ${songGenres.songId} = ${playlistSongs.songId}
        where ${playlistSongs.playlistId} = ${playlists.id} and ${songGenres.genreId} = ${id}))`;
    case 'events':
    case 'auctions':
      return sql`${events.categoryId} in (select ${categories.id} from ${categories} where sanza_unaccent(${categories.name}) = ${name})`;
  }
}

/** The base select of a kind (auctions are reached through their ticket type's event). */
function from<T extends Record<string, unknown>>(db: Db, kind: SearchKind, columns: T) {
  const select = db.select(columns as never);
  switch (kind) {
    case 'music':
      return select.from(songs);
    case 'albums':
      return select.from(albums);
    case 'artists':
      return select.from(artists);
    case 'playlists':
      return select.from(playlists);
    case 'events':
      return select.from(events);
    case 'auctions':
      return select
        .from(auctions)
        .innerJoin(ticketTypes, eq(ticketTypes.id, auctions.ticketTypeId))
        .innerJoin(events, eq(events.id, ticketTypes.eventId));
  }
}

/**
 * One page of matching ids in order, and how many match in all. A query none of whose words is found as such
 * (full text, prefix, stem, or inside the text as typed: at most trigram look-alikes) is asked again with one
 * edit forgiven in its long word (`withOneEdit`). Only then: mixed into every query the neighbours cost 2–6
 * times the plain match in the bench (their regex is checked on every trigram candidate), so a query whose
 * words are found pays nothing more, and its hits are never joined by typo neighbours.
 */
export async function searchIds(
  db: Db,
  kind: SearchKind,
  filter: SearchFilter,
): Promise<{ ids: number[]; count: number }> {
  const found = await searchOnce(db, kind, filter, filter.terms);
  if (found.exact > 0 || !filter.terms.words.length) return { ids: found.ids, count: found.count };
  const terms = await withOneEdit(db, filter.terms);
  const { ids, count } = terms.oneEdit?.some(Boolean) ? await searchOnce(db, kind, filter, terms) : found;
  return { ids, count };
}

async function searchOnce(
  db: Db,
  kind: SearchKind,
  filter: SearchFilter,
  terms: Terms,
): Promise<{ ids: number[]; count: number; exact: number }> {
  const k = KINDS[kind];
  const found = terms.words.length ? matching(k.table, terms) : undefined;
  const also = filter.alsoMatching;
  // Without words to search for, `alsoMatching` alone decides ('_' finds an artist whose name has one).
  const match = !also
    ? found
    : found
      ? { ...found, where: sql`(${found.where} or ${also})`, exact: sql`(${found.exact} or ${also})` }
      : { where: also, exact: also, score: sql`0::real` };
  const where = and(
    k.visible?.(filter.today),
    filter.where,
    match?.where,
    filter.genre ? genreCondition(kind, filter.genre) : undefined,
    filter.since ? sql`${k.date} >= ${filter.since}::date` : undefined,
  );
  const orders: Record<string, SQL[]> = {
    '-created_at': [desc(k.date)],
    created_at: [asc(k.date)],
    title: [asc(sql`sanza_unaccent(${k.title})`)],
    ...k.extraOrders,
  };
  // Relevance when there are words; without words the newest first.
  const orderBy = orders[filter.ordering] ?? (match ? [desc(match.score)] : (orders['-created_at'] as SQL[]));
  // Two statements rather than count(*) over (): a window count would make an ordered scan
  // (e.g. -play_count) read every match instead of stopping at the page (measured in bench/search.bench.ts).
  const [rows, counted] = await Promise.all([
    from(db, kind, { id: k.id })
      .where(where)
      .orderBy(...orderBy, desc(k.id))
      .limit(filter.limit)
      .offset(filter.offset) as unknown as Promise<{ id: number }[]>,
    // How many match as such (not through look-alikes): none makes the caller forgive one edit.
    from(db, kind, {
      n: sql<number>`count(*)::int`,
      exact: match ? sql<number>`(count(*) filter (where ${match.exact}))::int` : sql<number>`count(*)::int`,
    }).where(where) as unknown as Promise<{ n: number; exact: number }[]>,
  ]);
  return { ids: rows.map((r) => r.id), count: counted[0]?.n ?? 0, exact: counted[0]?.exact ?? 0 };
}

/**
 * Events whose confirmed line-up has an artist named with one of the words ("fally" finds the
 * concerts Fally Ipupa plays); undefined without words.
 */
export function byLineup(terms: Terms): SQL | undefined {
  const words = terms.words.filter((w) => w.length >= 2);
  if (words.length === 0) return undefined;
  const named = sql.join(
    words.map(
      (w) => sql`sanza_unaccent(${artists.name}) like '%' || sanza_unaccent(${escapeLike(w)}) || '%'`,
    ),
    sql` or `,
  );
  return sql`${events.id} in (select ${eventArtists.eventId} from ${eventArtists}
    join ${artists} on ${artists.id} = ${eventArtists.artistId}
    where ${eventArtists.status} = 'confirmed' and (${named}))`;
}

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The id of a music genre named `name` (case and accents ignored), or null. */
export async function findGenreId(db: Db, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: genres.id })
    .from(genres)
    .where(sql`sanza_unaccent(${genres.name}) = sanza_unaccent(${name})`)
    .limit(1);
  return row?.id ?? null;
}

/** The names offered as genre chips: music genres, or event categories for events and auctions. */
export async function genreNames(db: Db, kind: SearchKind): Promise<string[]> {
  const rows =
    kind === 'events' || kind === 'auctions'
      ? await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.name))
      : await db.select({ name: genres.name }).from(genres).orderBy(asc(genres.name));
  return rows.map((r) => r.name);
}
