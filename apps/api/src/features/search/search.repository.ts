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

/**
 * A cleaned query: its words (letters and digits only, so nothing in it is SQL or tsquery syntax), and for the
 * words long enough to forgive one edit, the conditions finding their one-edit neighbours (see `oneEdit`).
 */
export type Terms = { words: string[]; oneEdit?: (OneEdit | null)[] };

/** The words of a query, at most 8 (a longer query is a paste, not a search). */
export function parseTerms(q: string | undefined): Terms {
  const words = (q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return { words: words.slice(0, 8) };
}

/** Words shorter than this keep exact, prefix and stem matching only (one edit in 4 letters is another word). */
export const ONE_EDIT_MIN_LENGTH = 5;
/**
 * Longer words keep trigram word similarity only (which forgives one wrong, missing or extra letter in them,
 * not always two swapped): checking a row against the pattern of a 13-letter word costs ~15 µs, of a
 * 16-letter one ~600 µs (PostgreSQL's regex engine builds its automaton again for each row).
 */
export const ONE_EDIT_MAX_LENGTH = 12;
/**
 * Only the first word of 5 letters or more gets neighbours, and only in a query of at most 2 words: each
 * adds an index scan, and past ~7 scans the planner reads the whole table instead (it costs a regex as cheap as
 * `=`): 'amour fleuve soleil' with neighbours took 2.7 s on 100,000 songs, 0.4 s without.
 */
const ONE_EDIT_MAX_WORDS = 1;
const ONE_EDIT_MAX_QUERY_WORDS = 2;

/**
 * How to find the text within one edit of a query word: the text matches either regular expression;
 * `pattern` alternates literals with at most one `.`, `wordStart` (5-letter words only) is the one alternative
 * sought at the start of a word.
 */
export type OneEdit = { pattern: string; wordStart?: string };

/**
 * The text within one edit of `folded` (a query word already lower case and without accents): a letter
 * missing, one extra, two neighbours swapped, or one wrong, anywhere in the text as `contains` matches the word
 * as typed ('bolevard' finds « Boulevard du 30 Juin », whose trigram word similarity, 0.58, is under the
 * threshold). Null for words under 5 letters, over 12, or not made of letters and digits only.
 *
 * The GIN trigram index finds the candidates of the regular expression (pg_trgm extracts the trigrams of
 * every alternative) and PostgreSQL checks them exactly. One expression per word, not one per alternative
 * or a few: each is an index scan, and too many make the planner read the whole table (see
 * ONE_EDIT_MAX_QUERY_WORDS): two words took 2.5 s that way on 100,000 songs. The one alternative
 * without any 3 letters in a row (a wrong middle letter of a 5-letter word, 'fl.ve') would make the scan
 * read every row: it is sought at the start of a word instead (`(^|[ '-])fl.ve`: at the start, or after a
 * space, hyphen or apostrophe), which the index finds through the padded trigrams of a word start ("  f",
 * " fl"). The other alternatives are not anchored so: with ~30 of them, that made the regex ~20 times slower.
 */
export function oneEdit(folded: string): OneEdit | null {
  const letters = Array.from(folded);
  const n = letters.length;
  if (n < ONE_EDIT_MIN_LENGTH || n > ONE_EDIT_MAX_LENGTH || !/^[\p{L}\p{N}]+$/u.test(folded)) return null;
  const part = (from: number, to = n) => letters.slice(from, to).join('');
  const alternatives: string[] = [];
  let wordStart: string | undefined;
  for (let i = 0; i < n; i++) {
    alternatives.push(part(0, i) + part(i + 1)); // missing letter
    if (i + 1 < n && letters[i] !== letters[i + 1])
      alternatives.push(part(0, i) + letters[i + 1] + letters[i] + part(i + 2)); // swapped neighbours
    alternatives.push(`${part(0, i)}.${part(i)}`); // extra letter (before the i-th)
    if (Math.max(i, n - 1 - i) >= 3)
      alternatives.push(`${part(0, i)}.${part(i + 1)}`); // wrong letter
    else wordStart = `(^|[ '-])${part(0, i)}.${part(i + 1)}`;
  }
  alternatives.push(`${folded}.`); // extra letter at the end
  // A literal found inside another alternative makes that one useless (e.g. 'olevard' inside '.olevard').
  const literals = alternatives.filter((a) => !a.includes('.'));
  const kept = [...new Set(alternatives)].filter(
    (a) => !literals.some((l) => l !== a && a.split('.').some((piece) => piece.includes(l))),
  );
  return { pattern: kept.join('|'), wordStart };
}

/** The query words folded as the indexed text is (lower case, no accents), and their one-edit conditions. */
async function withOneEdit(db: Db, terms: Terms): Promise<Terms> {
  // unaccent may lengthen a word (œ → oe), never from under 3 letters to 5.
  if (terms.words.length > ONE_EDIT_MAX_QUERY_WORDS || !terms.words.some((w) => w.length >= 3)) return terms;
  const result = (await db.execute(
    sql`select array[${sql.join(
      terms.words.map((w) => sql`sanza_unaccent(${w})`),
      sql`, `,
    )}]::text[] as folded`,
  )) as unknown as { rows: { folded: string[] }[] };
  const folded = result.rows[0]?.folded ?? [];
  let left = ONE_EDIT_MAX_WORDS;
  return {
    ...terms,
    oneEdit: terms.words.map((_, i) => {
      const found = left > 0 && folded[i] ? oneEdit(folded[i]) : null;
      if (found) left--;
      return found;
    }),
  };
}

/**
 * Whether the row matches any word of the query, and how well. A word matches through French full text
 * (stemmed, accents removed, as a prefix: 'lumi' is on its way to 'Lumière'), or inside the text as typed
 * ('evenem' inside 'événement', which the stemmer cuts to 'even'), or within one typo of a word of the text
 * (pg_trgm's word similarity: 'makosa' ~ 'Makossa'), or, for a word of 5 letters or more, one edit away from
 * part of the text (`oneEdit`: 'bolevard' ~ 'Boulevard'). Any word is enough to be a
 * hit ("rumba kinshasa" finds both); rows matching more words, closer, rank first. A hit through a typo only
 * ranks below every exact, prefix or stemmed hit (its closeness is its word similarity, under 1).
 */
function matching(table: PgTable, terms: Terms): { where: SQL; exact: SQL; score: SQL } {
  const folded = sql`${table}.search_text`;
  const vector = sql`${table}.search_vector`;
  const query = sql`to_tsquery('french'::regconfig, sanza_unaccent(${terms.words.map((w) => `${w}:*`).join(' | ')}))`;
  const phrase = sql`sanza_unaccent(${terms.words.join(' ')})`;
  const contains = (word: string) => sql`${folded} like '%' || sanza_unaccent(${word}) || '%'`;
  // Below 3 characters trigrams say nothing (and no index helps): the word must then start a word of the text.
  // One-edit conditions come before `<%`: a trigram candidate they match is spared the word similarity.
  const fuzzy = terms.words.map((word, i) => {
    const edit = terms.oneEdit?.[i];
    const near = edit
      ? [
          sql` or ${folded} ~ ${edit.pattern}`,
          ...(edit.wordStart ? [sql` or ${folded} ~ ${edit.wordStart}`] : []),
        ]
      : [];
    return word.length >= 3
      ? sql`${contains(word)}${sql.join(near)} or sanza_unaccent(${word}) <% ${folded}`
      : sql`${folded} like sanza_unaccent(${word}) || '%' or ${folded} like '% ' || sanza_unaccent(${word}) || '%'`;
  });
  const wordsInside = sql.join(
    terms.words.map((word) => sql`(${contains(word)})::int`),
    sql` + `,
  );
  // word_similarity() is the costly part of ranking (~3 µs a row): a row found by full text or as typed is as
  // close as can be (1), so only rows found through a typo pay for it.
  const exact = sql`(${vector} @@ ${query} or ${sql.join(terms.words.map(contains), sql` or `)})`;
  const closeness = sql`case when ${exact} then 1 else word_similarity(${phrase}, ${folded}) end`;
  return {
    where: sql`(${vector} @@ ${query} or ${sql.join(fuzzy, sql` or `)})`,
    exact,
    score: sql`(ts_rank(${vector}, ${query}) * 2 + ${closeness} + 0.5 * (${wordsInside})
      + case when ${folded} = ${phrase} then 1 when ${folded} like ${phrase} || '%' then 0.5 else 0 end)`,
  };
}

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
