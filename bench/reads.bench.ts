// Benchmark: the public reads every visitor asks for when a concert goes on sale (issue 19), on the real server
// with the demo content, each against a bare Fastify route serving the same bytes in the same run — the
// framework's ceiling on this machine. On PGlite, and on PostgreSQL when DATABASE_URL (or TEST_DATABASE_URL)
// names a server (a throwaway database, dropped at the end). Prints figures; asserts nothing.
// `runReads` is also what `npm run bench` (bench/all.bench.ts) puts in its table.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

export type ReadRow = {
  route: string;
  database: string;
  connections: number;
  rps: number;
  p99: number;
  ceilingRps: number;
  ceilingP99: number;
  errors: number;
};

/** The reads measured: path, connections. The event list also at 50 connections (the goal's p99). */
const READS: [string, number][] = [
  ['/api/events/', 10],
  ['/api/events/', 50],
  ['/api/events/-/c/categories/', 10],
  ['/api/streaming/musics/trending/', 10],
  ['/api/search/music/?q=makossa', 10],
];

async function load(url: string, connections: number) {
  const result = await autocannon({ url, connections, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Measures READS on one database (`databaseUrl` PostgreSQL, else PGlite), each next to its ceiling. */
async function measureOn(databaseUrl: string | undefined): Promise<ReadRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sanza-bench-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    // No ffmpeg making the demo's renditions on the cores being measured.
    SONG_PROCESS_INTERVAL_S: '3600',
  });
  const app = await buildApp(config, { logger: false });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const rows: ReadRow[] = [];
  for (const [path, connections] of READS) {
    const body = await (await fetch(appUrl + path)).text();
    const bare = Fastify({ logger: false });
    bare.get(path.split('?')[0]!, (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const real = await load(appUrl + path, connections);
    const ceiling = await load(bareUrl + path, connections);
    await bare.close();
    rows.push({
      route: path,
      database: databaseUrl ? 'PostgreSQL' : 'PGlite',
      connections,
      rps: real.rps,
      p99: real.p99,
      ceilingRps: ceiling.rps,
      ceilingP99: ceiling.p99,
      errors: real.errors,
    });
  }
  await app.close();
  return rows;
}

/** The reads on PGlite, then on a throwaway PostgreSQL database when a server is named. */
export async function runReads(): Promise<ReadRow[]> {
  const rows = await measureOn(undefined);
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) return rows;
  const name = `sanza_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    rows.push(...(await measureOn(url.toString())));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return rows;
}

/** The rows as a table: the app's figures, the ceiling's, and their ratio. */
export function readTable(rows: ReadRow[]): string[] {
  return rows.map(
    (r) =>
      `${`${r.route} (${r.connections})`.padEnd(42)} ${r.database.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms   plafond ${r.ceilingRps.toFixed(0).padStart(6)} req/s  p99 ${String(r.ceilingP99).padStart(3)} ms   ratio ${(r.rps / r.ceilingRps).toFixed(2)}${r.errors ? `   erreurs ${r.errors}` : ''}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  console.log(`Lectures publiques, ${DURATION_S} s chacune, à côté d'une route Fastify nue (mêmes octets)`);
  for (const line of readTable(await runReads())) console.log(line);
}
