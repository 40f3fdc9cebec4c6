import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import {
  DEFAULT_POSTGRES_LIMITS,
  DEFAULT_TRANSACTION_TIMEOUT_MS,
  type PostgresLimits,
} from '../lib/db-limits.ts';
import * as schema from './schema.ts';
import { guardDriver, guardTransactions, type TransactionGuardOptions } from './transaction-guard.ts';
import type { Db } from './types.ts';

export type { Db } from './types.ts';

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed SQL migrations. */
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (from this process or any other on the
   * same database). On PostgreSQL a lost LISTEN connection is opened again (see `listenWithReconnect`); the
   * NOTIFYs sent while it was down are lost, so `hooks.onReconnect` lets the caller catch up. Answers a
   * function that stops listening; closing the database stops it too.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    hooks?: ListenHooks,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type ListenHooks = {
  /** Listening again after the connection was lost (or after a first attempt failed): catch up now. */
  onReconnect?: () => void;
  /** The connection was lost, or an attempt to open it failed; the next attempt is in `retryInMs`. */
  onLost?: (error: unknown, retryInMs: number) => void;
};

/** Reconnection backoff of the LISTEN connection: 0.5 s doubling to 30 s. */
export const LISTEN_RETRY = { firstMs: 500, maxMs: 30_000 } as const;

/**
 * The wait before reconnection attempt `attempt` (0 first): the backoff step, lowered by up to half at random
 * (jitter), so processes that lost the server together do not all come back at the same instant.
 */
export function listenRetryDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(LISTEN_RETRY.maxMs, LISTEN_RETRY.firstMs * 2 ** Math.min(attempt, 16));
  return Math.round(step * (0.5 + random() / 2));
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The PGlite methods that take its one connection: what the outer handle may not call inside a transaction. */
const PGLITE_QUERY_METHODS = ['query', 'sql', 'exec', 'transaction', 'describeQuery'] as const;

/** Extensions PGlite must load at start so migrations can create them. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export type OpenOptions = {
  url?: string;
  dataDir?: string;
  postgres?: PostgresLimits;
  guard?: TransactionGuardOptions;
};

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (memory when omitted). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const limits = opts.postgres ?? DEFAULT_POSTGRES_LIMITS;
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      statement_timeout: limits.statementTimeoutMs,
      lock_timeout: limits.lockTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
    // discards it and opens a new one on the next query, which reports its own error if the server is down.
    pool.on('error', () => {});
    // PostgreSQL bounds transactions itself (idle_in_transaction_session_timeout): no bound of ours on top.
    const guard = { ...opts.guard, transactionTimeoutMs: 0 };
    const db = guardTransactions(
      drizzleNodePg(guardDriver(pool, ['query', 'connect'], guard), { schema }) as unknown as Db,
      guard,
    );
    const listeners = new Set<() => Promise<void>>();
    const url = opts.url;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      async listen(channel, onMessage, hooks = {}) {
        if (!CHANNEL.test(channel)) throw new Error(`invalid channel ${channel}`);
        const stop = await listenWithReconnect(url, channel, onMessage, hooks);
        const stopOnce = async () => {
          listeners.delete(stopOnce);
          await stop();
        };
        listeners.add(stopOnce);
        return stopOnce;
      },
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir, extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client, opts.guard);
}

/**
 * LISTEN on a connection of its own, outside the pool, held for as long as we listen. When it is lost
 * (database restart, failover, idle kill; TCP keepalive finds a silent drop) it is opened again after
 * `listenRetryDelay`, for ever until stopped, and `onReconnect` is called once listening again. A first
 * attempt that fails does not throw: it is retried the same way. Answers the function that stops.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  hooks: ListenHooks,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('error', () => {}); // reported through 'end', which always follows
    next.on('notification', (m) => {
      if (m.channel === channel) onMessage(m.payload ?? '');
    });
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      retry(new Error('LISTEN connection lost'));
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    if (isStopped) await next.end().catch(() => {});
    else client = next;
  };

  const retry = (error: unknown) => {
    if (isStopped) return;
    const delay = listenRetryDelay(attempt++);
    hooks.onLost?.(error, delay);
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connect();
      } catch (err) {
        retry(err);
        return;
      }
      if (isStopped) return;
      attempt = 0;
      hooks.onReconnect?.();
    }, delay);
  };

  try {
    await connect();
  } catch (err) {
    retry(err);
  }
  return async () => {
    isStopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

/** Wraps an open PGlite instance (tests clone a migrated template and wrap the copy). */
export function wrapPglite(client: PGlite, guard: TransactionGuardOptions = {}): Database {
  const options = { transactionTimeoutMs: DEFAULT_TRANSACTION_TIMEOUT_MS, ...guard };
  const db = guardTransactions(
    drizzlePglite(guardDriver(client, PGLITE_QUERY_METHODS, options), { schema }) as unknown as Db,
    options,
  );
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    // One instance in this process: its notifications cannot be cut off, so there is nothing to reconnect.
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
