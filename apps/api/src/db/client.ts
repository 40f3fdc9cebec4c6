import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The Drizzle database, whichever driver is behind it; a transaction has the same shape. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed SQL migrations. */
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (from this process or any other on the
   * same database). Answers a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Extensions PGlite must load at start so migrations can create them. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (memory when omitted). */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
    // discards it and opens a new one on the next query, which reports its own error if the server is down.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      // LISTEN needs a connection of its own, outside the pool, held for as long as we listen.
      async listen(channel, onMessage) {
        if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`);
        const client = new pg.Client({ connectionString: opts.url });
        client.on('error', () => {});
        client.on('notification', (m) => {
          if (m.channel === channel) onMessage(m.payload ?? '');
        });
        await client.connect();
        await client.query(`listen ${channel}`);
        return async () => {
          await client.end().catch(() => {});
        };
      },
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir, extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

/** Wraps an open PGlite instance (tests clone a migrated template and wrap the copy). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    async listen(channel, onMessage) {
      if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`);
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}
