// Benchmark: POST /api/tickets/reservations/ under contention on PostgreSQL — every request wants a
// ticket of the SAME type, so every one fights for the same row. Prints throughput and p99, then checks
// that the tickets held equal the 201 answers (no overselling under load). Asserts nothing else.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
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
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const USERS = 200;
const STOCK = Number(process.env.BENCH_STOCK ?? 1_000_000);

// A throwaway database, dropped at the end.
const name = `sanza_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const database = await openDatabase({ url: url.toString() });
await database.migrate();
const secret = randomBytes(32).toString('hex');
const config = loadConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'sanza-bench-')),
  JWT_SECRET: secret,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
});
const app = await buildApp(config, { database, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const signer = createTokenSigner(secret);
const type = await createTicketType(database.db, { quantityTotal: STOCK, price: 5000 });
const tokens = await Promise.all(
  Array.from({ length: USERS }, async () => signer.signAccess((await createUser(database.db)).id)),
);

let next = 0;
const result = await autocannon({
  url: base,
  connections: CONNECTIONS,
  duration: DURATION_S,
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

await app.close();
// One statement, one snapshot: stock and reservations read at the same instant, even if a request that
// was in flight when the run stopped commits meanwhile.
const counts = (await database.db.execute(sql`
  select (select ${STOCK} - quantity_available from ticket_types where id = ${type.id}) as held,
         (select coalesce(sum(quantity), 0) from reservation_items)::int as reserved`)) as unknown as {
  rows: { held: number; reserved: number }[];
};
const held = Number(counts.rows[0]!.held);
const reserved = Number(counts.rows[0]!.reserved);
const created = result['2xx'];
console.log(
  `POST /api/tickets/reservations/ — one hot ticket type, ${CONNECTIONS} connections, ${DURATION_S} s, PostgreSQL`,
);
console.log(
  `${result.requests.average.toFixed(0)} reservations/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`,
);
console.log(`answers: ${created} × 201, ${result.non2xx} other, ${result.errors} errors`);
console.log(
  `stock taken ${held} = tickets in reservations ${reserved}: ${held === reserved ? 'yes' : 'NO — STOCK AND RESERVATIONS DISAGREE'}`,
);

await database.close();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.end();
