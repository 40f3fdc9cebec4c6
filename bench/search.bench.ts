// Benchmark: GET /api/search/{kind}/ on a large catalogue — 100,000 songs, 10,000 artists, 10,000 albums,
// 2,000 playlists, 5,000 events and 500 auctions, made by generate_series SQL in a few seconds. Prints the
// p50/p95 of typical queries (one word, prefix, typo, accent, with genre) through the real app
// (app.inject: validation, SQL, presenting, serialising), on PostgreSQL (DATABASE_URL, a throwaway database)
// and on PGlite (in memory), then the PostgreSQL plan of a one-word song query. Asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { READ_TAGS } from '../apps/api/src/lib/read-cache.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const SONGS = Number(process.env.BENCH_SONGS ?? 100_000);
const ARTISTS = Number(process.env.BENCH_ARTISTS ?? 10_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 5_000);

// Words of titles and names: common words (each in ~1 title in 40) and made-up words from syllables
// (each in a handful of titles), so a query matches either thousands of rows or a few, as in a real catalogue.
const WORDS =
  `Makossa Rumba Soukous Ndombolo Élan Bolingo Mwana Sánzá Fleuve Étoile Nuit Amour Kinshasa Douala
  Brazzaville Lokóla Motéma Liberté Cœur Soleil Mbóa Danse Ville Chanson Espoir Lumière Rêve Maman Ndeko Zóla
  Bébé Éléphant Forêt Pluie Marché Village Frère Sœur Ambiance Fête`.split(/\s+/);
const SYLLABLES = 'ba be bo ka ke ko la le lo ma me mo na ne no sa se so ta te to za ze zo wa'.split(' ');
const GENRES = ['Rumba', 'Ndombolo', 'Afrobeat', 'Makossa', 'Gospel', 'Coupé-décalé', 'Soukous', 'Bikutsi'];
const sqlArray = (items: string[]) => `array[${items.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
// The i-th made-up word: three syllables, capitalised.
const madeUp = (i: string) =>
  `initcap((${sqlArray(SYLLABLES)})[1 + (${i}) % 25] || (${sqlArray(SYLLABLES)})[1 + ((${i}) / 25) % 25] || (${sqlArray(SYLLABLES)})[1 + ((${i}) / 625) % 25])`;
const word = (i: string) => `(${sqlArray(WORDS)})[1 + (${i}) % ${WORDS.length}]`;

async function fill(database: Database) {
  const run = (q: string) => database.db.execute(sql.raw(q));
  const t0 = performance.now();
  await run(`insert into users (username, email) values ('bench_owner', 'owner@bench.test')`);
  await run(`insert into genres (name) select unnest(${sqlArray(GENRES)})`);
  await run(`insert into artists (reference_id, name, styles, created_at)
    select substr(md5('a' || i), 1, 12), ${word('i * 7')} || ' ' || ${madeUp('i * 13')},
      array[(${sqlArray(GENRES)})[1 + i % ${GENRES.length}]], now() - (i % 1000) * interval '1 day'
    from generate_series(1, ${ARTISTS}) i`);
  await run(`insert into albums (reference_id, title, artist_id, genre_id, release_date)
    select substr(md5('b' || i), 1, 12), ${word('i * 3')} || ' ' || ${madeUp('i * 11 + 5')},
      1 + i % ${ARTISTS}, 1 + i % ${GENRES.length}, current_date - (i % 2000)
    from generate_series(1, ${ARTISTS}) i`);
  await run(`insert into songs (reference_id, title, album_id, audio_file, duration, publish_date, play_count)
    select substr(md5('s' || i), 1, 12), ${word('i')} || ' ' || ${word('i / 40')} || ' ' || ${madeUp('i * 7 + 3')},
      1 + i % ${ARTISTS}, 'audio/bench.mp3', 120 + i % 200, current_date - (i % 3000), (i * 37) % 10000
    from generate_series(1, ${SONGS}) i`);
  await run(
    `insert into song_artists (song_id, artist_id) select i, 1 + i % ${ARTISTS} from generate_series(1, ${SONGS}) i`,
  );
  await run(
    `insert into song_genres (song_id, genre_id) select i, 1 + i % ${GENRES.length} from generate_series(1, ${SONGS}) i`,
  );
  await run(`insert into playlists (reference_id, owner_id, name, style, is_public)
    select substr(md5('p' || i), 1, 12), 1, ${word('i * 5')} || ' ' || ${madeUp('i * 17')},
      (${sqlArray(GENRES)})[1 + i % ${GENRES.length}], i % 4 <> 0
    from generate_series(1, 2000) i`);
  await run(`insert into playlist_songs (playlist_id, song_id, position)
    select 1 + i % 2000, i, i / 2000 from generate_series(1, 20000) i`);
  await run(
    `insert into categories (serial_id, name) select 'cat' || i, (array['Concert','Festival','Théâtre','Conférence','Soirée'])[i] from generate_series(1, 5) i`,
  );
  await run(`insert into events (serial_id, name, organizer_id, category_id, date, time, location)
    select 'ev' || i, 'Festival ' || ${word('i * 3')} || ' ' || ${madeUp('i * 19')}, 1, 1 + i % 5,
      current_date + (i % 400) - 200, '20:00', (array['Douala','Yaoundé','Brazzaville','Kinshasa','Libreville','Boulevard du 30 Juin, Kinshasa'])[1 + i % 6]
    from generate_series(1, ${EVENTS}) i`);
  await run(`insert into ticket_types (event_id, name, price, quantity_total, quantity_available, is_auction)
    select i, 'Standard', 5000 + (i % 10) * 1000, 100, 100, false from generate_series(1, ${EVENTS}) i`);
  await run(`insert into ticket_types (event_id, name, price, quantity_total, quantity_available, is_auction)
    select i * 10, 'Carré Or', 50000, 1, 1, true from generate_series(1, ${EVENTS / 10}) i`);
  await run(`insert into auctions (ticket_type_id, start_price, current_price, start_time, end_time)
    select id, 50000, 50000, now() - interval '1 day', now() + (id % 10 - 5) * interval '1 day'
    from ticket_types where is_auction`);
  // A live database is vacuumed by autovacuum; right after a bulk load the GIN pending lists must be merged.
  await run('vacuum analyze');
  return performance.now() - t0;
}

/** Typical queries: [label, kind, query parameters]. */
const QUERIES: [string, string, Record<string, string>][] = [
  ['one word, common (≈2.5k hits)', 'music', { q: 'fleuve' }],
  ['one word, rare', 'music', { q: 'bakalo' }],
  ['prefix while typing', 'music', { q: 'lumi' }],
  ['one typo', 'music', { q: 'makosa' }],
  ['accents left out', 'music', { q: 'elephant' }],
  ['two words', 'music', { q: 'amour fleuve' }],
  ['word + genre', 'music', { q: 'fleuve', genre: 'Rumba' }],
  ['word, sorted by plays', 'music', { q: 'fleuve', ordering: '-play_count' }],
  ['no words, genre + period', 'music', { genre: 'Makossa', date_range: '2026-01-01' }],
  ['albums, one word', 'albums', { q: 'espoir' }],
  ['artists, typo', 'artists', { q: 'kinshsa' }],
  ['artists, prefix', 'artists', { q: 'bol' }],
  ['playlists, one word', 'playlists', { q: 'nuit' }],
  ['events, accent left out', 'events', { q: 'yaounde' }],
  ['auctions, one word', 'auctions', { q: 'festival' }],
  // One edit in a word of 5+ letters (issue 14): missing, swapped, wrong and extra letter.
  ['events, missing letter', 'events', { q: 'bolevard' }],
  ['one swapped letter (5 letters)', 'music', { q: 'flueve' }],
  ['one wrong letter', 'music', { q: 'lumiare' }],
  ['one extra letter', 'music', { q: 'kinshassa' }],
  ['artists, missing letter', 'artists', { q: 'brazaville' }],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function measure(label: string, database: Database) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sanza-bench-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  console.log(`\n${label}: p50 / p95 over ${RUNS} runs (ms), hits`);
  // Queries as typed apart from those with a typo (one edit forgiven, issue 14: a second, slower round).
  const typed: number[] = [];
  const typos: number[] = [];
  for (const [name, kind, params] of QUERIES) {
    const url = `/api/search/${kind}/?${new URLSearchParams(params)}`;
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      // The search itself, not the read cache (issue 19): every run finds the answer gone.
      app.readCache.invalidate(READ_TAGS);
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url });
      if (i >= 3) times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
      count = res.json().count;
    }
    times.sort((a, b) => a - b);
    (/typo|letter/.test(name) ? typos : typed).push(...times);
    console.log(
      `  ${`${kind.padEnd(9)} ${name}`.padEnd(46)} ${percentile(times, 0.5).toFixed(1).padStart(7)} ${percentile(times, 0.95).toFixed(1).padStart(7)}   ${count}`,
    );
  }
  typed.sort((a, b) => a - b);
  typos.sort((a, b) => a - b);
  const p95 = { typed: percentile(typed, 0.95), typos: percentile(typos, 0.95) };
  console.log(`  p95, queries as typed: ${p95.typed.toFixed(1)} ms; with a typo: ${p95.typos.toFixed(1)} ms`);
  // For `npm run bench`'s table (bench/all.bench.ts).
  console.log(`RESULT ${JSON.stringify({ bench: 'search', database: label, ...p95 })}`);
  await app.close();
}

const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `sanza_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await database.migrate();
    console.log(`PostgreSQL: catalogue made in ${((await fill(database)) / 1000).toFixed(1)} s`);
    if (process.env.BENCH_KEEP_DB === '1') {
      console.log(`BENCH_KEEP_DB=1: database ${name} kept for EXPLAIN; drop it by hand.`);
      process.exit(0);
    }
    await measure('PostgreSQL', database);
    const plan = (await database.db.execute(
      sql.raw(`explain analyze select id from songs
        where search_vector @@ to_tsquery('french'::regconfig, sanza_unaccent('bakalo:*'))
           or search_text like '%bakalo%' or 'bakalo' <% search_text`),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    console.log('\nPostgreSQL plan of a one-word song match:');
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('DATABASE_URL not set: PostgreSQL skipped.');
}

if (process.env.BENCH_SKIP_PGLITE !== '1') {
  const database = await openDatabase({});
  await database.migrate();
  console.log(`\nPGlite: catalogue made in ${((await fill(database)) / 1000).toFixed(1)} s`);
  await measure('PGlite (in memory)', database);
  await database.close();
}
