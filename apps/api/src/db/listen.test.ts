import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testTarget } from '../test/db.ts';
import { type Database, LISTEN_RETRY, listenRetryDelay, openDatabase } from './client.ts';

describe('listenRetryDelay', () => {
  it('starts at 0.5 s, doubles up to 30 s, and lowers each step by up to half at random', () => {
    const steps = [0, 1, 2, 5, 6, 7, 50].map((attempt) => listenRetryDelay(attempt, () => 1));
    expect(steps).toEqual([500, 1000, 2000, 16_000, 30_000, 30_000, 30_000]);
    expect(listenRetryDelay(0, () => 0)).toBe(250);
    expect(listenRetryDelay(9, () => 0)).toBe(LISTEN_RETRY.maxMs / 2);
  });
});

// PGlite runs inside the process: its LISTEN cannot be cut, so it has no reconnection to test.
describe.runIf(testTarget === 'postgres')('LISTEN on PostgreSQL when its connection is cut', () => {
  let database: Database & { url?: string };
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.close();
  });

  /** Ends the LISTEN backends on this test's database, from a connection of its own. */
  async function cutListeners(): Promise<number> {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rows } = await admin.query(
      "select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
    );
    await admin.end();
    return rows.filter((r) => r.ok).length;
  }

  it('listens again after the backend is terminated, says so, and gets the next NOTIFY', async () => {
    const inbox = messages();
    let lost: unknown;
    let onReconnect!: () => void;
    const reconnected = new Promise<void>((resolve) => {
      onReconnect = resolve;
    });
    await database.listen('sanza_test', inbox.push, {
      onReconnect: () => onReconnect(),
      onLost: (error) => {
        lost = error;
      },
    });
    await notify(database, 'first');
    expect(await inbox.next()).toBe('first');
    expect(await cutListeners()).toBe(1);
    await reconnected;
    expect(lost).toBeInstanceOf(Error);
    await notify(database, 'after');
    expect(await inbox.next()).toBe('after');
  });

  it('stops trying once the database is closed', async () => {
    // A second handle on the same database, closed by the test (the first one drops the database after).
    const other = await openDatabase({ url: database.url! });
    const onReconnect = vi.fn();
    let retryInMs = 0;
    let onLost!: () => void;
    const lost = new Promise<void>((resolve) => {
      onLost = resolve;
    });
    await other.listen('sanza_test', () => {}, {
      onReconnect,
      onLost: (_error, ms) => {
        retryInMs = ms;
        onLost();
      },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(await cutListeners()).toBe(1);
    await lost;
    expect(retryInMs).toBeGreaterThanOrEqual(LISTEN_RETRY.firstMs / 2);
    expect(vi.getTimerCount()).toBe(1); // the next attempt, waiting
    await other.close();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY.maxMs);
    vi.useRealTimers();
    expect(onReconnect).not.toHaveBeenCalled();
    expect(await listeners(database)).toBe(0);
  });
});

/** Payloads as they arrive, and a way to wait for the next one. */
function messages() {
  const queue: string[] = [];
  let wake: (() => void) | null = null;
  return {
    push: (payload: string) => {
      queue.push(payload);
      wake?.();
    },
    async next(): Promise<string> {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return queue.shift()!;
    },
  };
}

const notify = (database: Database, payload: string) =>
  database.db.execute(sql`select pg_notify('sanza_test', ${payload})`);

/** LISTEN backends on the test's database. */
async function listeners(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
