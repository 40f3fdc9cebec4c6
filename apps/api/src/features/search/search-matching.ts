import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

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
export async function withOneEdit(db: Db, terms: Terms): Promise<Terms> {
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
export function matching(table: PgTable, terms: Terms): { where: SQL; exact: SQL; score: SQL } {
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
