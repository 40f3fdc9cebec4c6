// `npm run bench`: the server-side benchmarks of issue 19 in one run, ending with one table and the goals
// beside the figures, so a regression shows. Public reads against the framework's ceiling (bench/reads.bench.ts,
// PGlite and PostgreSQL), search at 100k songs without the read cache (bench/search.bench.ts), and 200
// parallel buyers of one ticket type (bench/reservations.bench.ts, PostgreSQL). PostgreSQL parts need
// DATABASE_URL or TEST_DATABASE_URL; without either they are skipped. Prints; asserts nothing.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { type ReadRow, readTable, runReads } from './reads.bench.ts';

type Result = Record<string, number | string>;

/** Runs another bench in its own process, echoing its output, and answers the `RESULT {json}` lines it printed. */
function runBench(file: string, env: Record<string, string> = {}): Promise<Result[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${file} a échoué (${code})`));
      resolve(
        out
          .split('\n')
          .filter((line) => line.startsWith('RESULT '))
          .map((line) => JSON.parse(line.slice(7)) as Result),
      );
    });
  });
}

const hasPostgres = Boolean(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL);
console.log('— Lectures publiques —');
const reads = await runReads();
for (const line of readTable(reads)) console.log(line);
console.log('\n— Recherche, 100 000 chansons, sans le cache de lecture —');
const search = await runBench('bench/search.bench.ts');
let reservations: Result[] = [];
if (hasPostgres) {
  console.log('\n— Vente d’un type de billet très demandé (PostgreSQL) —');
  reservations = await runBench('bench/reservations.bench.ts');
}

const eventList = (database: string, connections: number) =>
  reads.find((r) => r.route === '/api/events/' && r.database === database && r.connections === connections);
const repeatedSearch = (database: string) =>
  reads.find((r) => r.route.startsWith('/api/search/') && r.database === database);
const ratio = (r: ReadRow | undefined) => (r ? (r.rps / r.ceilingRps).toFixed(2) : '—');

console.log(`\n══ Résumé (charge de la machine ${loadavg()[0]!.toFixed(1)}) ══`);
const rows: [string, string, string][] = [];
for (const database of ['PGlite', ...(hasPostgres ? ['PostgreSQL'] : [])]) {
  rows.push([`GET /api/events/, ratio au plafond (${database})`, ratio(eventList(database, 10)), '≥ 0.5']);
  rows.push([
    `GET /api/events/, p99 à 50 connexions (${database})`,
    `${eventList(database, 50)?.p99 ?? '—'} ms`,
    '≤ 20 ms',
  ]);
  rows.push([
    `Recherche répétée (${database})`,
    `${repeatedSearch(database)?.rps.toFixed(0) ?? '—'} req/s`,
    '≥ 1000 req/s',
  ]);
}
for (const r of search) {
  rows.push([
    `Recherche à 100k chansons, p95 (${r.database})`,
    `${Number(r.typed).toFixed(1)} ms`,
    '≤ 30 ms',
  ]);
  rows.push([`  avec une faute de frappe (${r.database})`, `${Number(r.typos).toFixed(1)} ms`, '(issue 14)']);
}
for (const r of reservations) {
  rows.push([`Réservations, ${r.connections} acheteurs`, `${Number(r.rps).toFixed(0)} /s`, '≥ 500 /s']);
  rows.push(['Réservations, p99 (chacun redemande aussitôt)', `${r.p99} ms`, '≤ 150 ms']);
  rows.push(['Réservations, p99 au rythme de 500 /s', `${r.pacedP99} ms`, '≤ 150 ms']);
  rows.push(['Réservations exactes (stock pris = billets = 201)', String(r.exact), 'oui']);
}
if (!hasPostgres) rows.push(['PostgreSQL', 'ignoré', 'DATABASE_URL ou TEST_DATABASE_URL']);
for (const [what, figure, goal] of rows)
  console.log(`${what.padEnd(56)} ${figure.padStart(12)}   objectif ${goal}`);
