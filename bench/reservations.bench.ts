// Benchmark: POST /api/tickets/reservations/ under contention on PostgreSQL — every request wants a
// ticket of the SAME type, so every one fights for the same row (issue 19, "the hot sale"). Prints
// throughput, p50/p99, the SQL statements and the CPU spent per reservation, and checks that the stock
// taken, the tickets in reservations and the 201 answers agree (no overselling under load). Asserts nothing.
// Each connection sends its next request as soon as its answer came (a closed loop), so the latency is
// mostly the queue: mean ≈ connections / throughput (Little's law).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createTokenSigner } from '../apps/api/src/lib/jwt.ts';
import { createTicketType, createUser } from '../apps/api/src/test/factories.ts';

const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server: contention needs a real one.',
  );
  process.exit(1);
}
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_S = 3;
const PACED_S = 5;
/** The goal's rate (issue 19): 500 reservations a second. */
const PACED_RATE = 500;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const STOCK = Number(process.env.BENCH_STOCK ?? 1_000_000);
// 1,000 buyers, and the unpaid limit (8 by default) out of their reach: its lock and count still run for
// every reservation, but it refuses nobody, so every answer is about the stock.
const USERS = 1000;
const MAX_UNPAID = 10_000;

// A throwaway database, dropped at the end.
const name = `sanza_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

// Every statement the app sends goes through `pg.Client#query` (pool clients included): count those sent
// to the bench database while the load runs, BEGIN and COMMIT included.
let statements = 0;
let isCounting = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (isCounting && this.database === name) statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const database = await openDatabase({ url: url.toString() });
await database.migrate();
const secret = randomBytes(32).toString('hex');
const config = loadConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'sanza-bench-')),
  JWT_SECRET: secret,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  MAX_UNPAID_TICKETS_PER_EVENT: String(MAX_UNPAID),
});
const app = await buildApp(config, { database, logger: false });
// The server's own count of answers, including those sent after autocannon stopped waiting for them. A
// request dropped before its handler (at most one per connection) only counts its token check in
// `statements`: the figure per answer errs high, by a fraction of a statement at most.
const answers = { started: 0, created: 0, other: 0 };
app.addHook('preHandler', async () => {
  answers.started++;
});
app.addHook('onSend', async (_request, reply) => {
  if (reply.statusCode === 201) answers.created++;
  else answers.other++;
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const signer = createTokenSigner(secret);
const type = await createTicketType(database.db, { quantityTotal: STOCK, price: 5000 });
const tokens = await Promise.all(
  Array.from({ length: USERS }, async () => signer.signAccess((await createUser(database.db)).id)),
);

/** CPU time (ms) of each PostgreSQL backend serving the bench database; none when the server runs elsewhere. */
async function backendsCpuMs(): Promise<Map<number, number>> {
  const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [name]);
  const cpu = new Map<number, number>();
  for (const { pid } of rows as { pid: number }[]) {
    try {
      // /proc/<pid>/stat: utime and stime, in clock ticks (100 per second), are fields 14 and 15.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {}
  }
  return cpu;
}

let next = 0;
/** One autocannon run of buyers on the hot ticket type (a closed loop unless `overallRate` caps the pace). */
const load = (seconds: number, overallRate?: number) =>
  autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method: 'POST',
        path: '/api/tickets/reservations/',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ticket_type_id: type.id, quantity: 1 }),
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, authorization: `Bearer ${tokens[next++ % USERS]}` },
        }),
      },
    ],
  });
/**
 * The same buyers, paced at `rate` (an open loop): one request every 1/rate s, sent on time whether or not the
 * earlier ones were answered, each timed from when it was due. How long one reservation takes while the sale runs
 * at that rate, rather than how long it queues behind the others when every buyer asks again at once.
 * (autocannon's `overallRate` sends each second's requests in a burst, which measures the burst instead.)
 */
async function pacedLoad(seconds: number, rate: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const { hostname, port } = new URL(base);
  const body = JSON.stringify({ ticket_type_id: type.id, quantity: 1 });
  const latencies: number[] = [];
  let created = 0;
  const inFlight: Promise<void>[] = [];
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        {
          agent,
          hostname,
          port,
          method: 'POST',
          path: '/api/tickets/reservations/',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[next++ % USERS]}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if (res.statusCode === 201) created++;
            resolve();
          });
        },
      );
      req.on('error', () => resolve());
      req.end(body);
    });
  const start = performance.now();
  const total = Math.round(seconds * rate);
  for (let sent = 0; sent < total; ) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    for (; sent < due; sent++) inFlight.push(send(start + (sent * 1000) / rate));
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  return { rps: created / ((performance.now() - start) / 1000), p50: at(0.5), p99: at(0.99) };
}

// The first seconds compile the hot path (JIT) and open the pool's connections: run them, then measure.
await load(WARM_UP_S);
isCounting = true;
const handledBefore = answers.created + answers.other;
const nodeCpuBefore = process.cpuUsage();
const backendsBefore = await backendsCpuMs();
const result = await load(DURATION_S);
const paced = await pacedLoad(PACED_S, PACED_RATE);

// autocannon drops the requests still in flight when time is up, but the server finishes them: wait for
// their answers, so every statement counted belongs to a counted answer.
await app.close();
while (answers.created + answers.other < answers.started) await new Promise((r) => setTimeout(r, 10));
isCounting = false;
// The Node process runs autocannon too: its figure includes sending the requests and reading the answers.
const nodeCpu = process.cpuUsage(nodeCpuBefore);
let backendsMs = 0;
for (const [pid, ms] of await backendsCpuMs()) backendsMs += ms - (backendsBefore.get(pid) ?? 0);
// One statement, one snapshot: stock and reservations read at the same instant.
const counts = (await database.db.execute(sql`
  select (select ${STOCK} - quantity_available from ticket_types where id = ${type.id}) as held,
         (select coalesce(sum(quantity), 0) from reservation_items)::int as reserved`)) as unknown as {
  rows: { held: number; reserved: number }[];
};
const held = Number(counts.rows[0]!.held);
const reserved = Number(counts.rows[0]!.reserved);
const handled = answers.created + answers.other - handledBefore;
const isExact = held === reserved && reserved === answers.created;
const rps = result['2xx'] / result.duration;
const statementsPerAnswer = statements / handled;
console.log(
  `POST /api/tickets/reservations/ — one hot ticket type, ${CONNECTIONS} connections, ${DURATION_S} s, PostgreSQL`,
);
console.log(
  `${rps.toFixed(0)} reservations/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms (after ${WARM_UP_S} s of warm-up)`,
);
console.log(
  `paced at ${PACED_RATE}/s for ${PACED_S} s: ${paced.rps.toFixed(0)} reservations/s   p50 ${paced.p50} ms   p99 ${paced.p99} ms`,
);
console.log(
  `${statementsPerAnswer.toFixed(2)} SQL statements per answer (${statements} for ${handled} answers, BEGIN and COMMIT included)`,
);
console.log(
  `CPU per answer: Node ${((nodeCpu.user + nodeCpu.system) / 1000 / handled).toFixed(2)} ms (with autocannon), PostgreSQL ${backendsMs ? `${(backendsMs / handled).toFixed(2)} ms` : '— (not on this machine)'}`,
);
console.log(`answers: ${answers.created} × 201, ${answers.other} other, ${result.errors} connection errors`);
console.log(
  `stock taken ${held} = tickets in reservations ${reserved} = 201 answers ${answers.created}: ${isExact ? 'yes' : 'NO — THEY DISAGREE'}`,
);

// For bench/all.bench.ts (`npm run bench`), which reads the `RESULT {json}` lines.
console.log(
  `RESULT ${JSON.stringify({ bench: 'reservations', connections: CONNECTIONS, rps, p50: result.latency.p50, p99: result.latency.p99, pacedP99: paced.p99, statements: statementsPerAnswer, exact: isExact ? 'oui' : 'non' })}`,
);

await database.close();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.end();
