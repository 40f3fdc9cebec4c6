// Benchmark: GET /api/events/ on the real server (PGlite, demo content) against a bare Fastify route
// returning the same bytes — the framework's ceiling on this machine. Prints figures; asserts nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const dir = mkdtempSync(join(tmpdir(), 'sanza-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_DEMO: 'true' });
const dbName = config.databaseUrl ? 'PostgreSQL' : 'PGlite';
const app = await buildApp(config, { logger: false });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const body = await (await fetch(`${appUrl}/api/events/`)).text();

const bare = Fastify({ logger: false });
bare.get('/api/events/', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

console.log(
  `GET /api/events/ — ${Buffer.byteLength(body)} bytes, ${CONNECTIONS} connections, ${DURATION_S} s each`,
);
const real = await measure(`${appUrl}/api/events/`);
const ceiling = await measure(`${bareUrl}/api/events/`);
const row = (name: string, r: typeof real) =>
  `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(5)} ms   errors ${r.errors}`;
console.log(row(`Sanza (${dbName}, full stack)`, real));
console.log(row('bare Fastify, same bytes', ceiling));
console.log(`ratio Sanza / ceiling: ${(real.rps / ceiling.rps).toFixed(2)} (requests/s)`);

await bare.close();
await app.close();
