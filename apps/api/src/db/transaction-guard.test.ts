import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../plugins/error-handler.ts';
import { createTestDatabase, testTarget } from '../test/db.ts';
import { createCategory } from '../test/factories.ts';
import type { Database } from './client.ts';
import { categories } from './schema.ts';
import {
  isOuterHandleError,
  OuterHandleInTransactionError,
  TransactionTimeoutError,
} from './transaction-guard.ts';

const opened: Database[] = [];
async function database(limits: Parameters<typeof createTestDatabase>[0] = {}) {
  const db = await createTestDatabase(limits);
  opened.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});

const never = new Promise<never>(() => {});

describe('the outer handle while a transaction is open', () => {
  it('refuses a query at once, instead of waiting for the transaction that waits for it', async () => {
    const { db } = await database();
    const started = Date.now();
    const outcome = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return db.select().from(categories);
    });
    const error = await outcome.catch((e: unknown) => e);
    expect(isOuterHandleError(error)).toBe(true);
    expect(String((error as Error).cause)).toMatch(/use the transaction handle \(tx\)/);
    // A refusal, not the transaction bound (20 s) ending a deadlock.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a raw statement and a second transaction on the outer handle too', async () => {
    const { db } = await database();
    const raw = await db.transaction(() => db.execute(sql`select 1`)).catch((e: unknown) => e);
    expect(isOuterHandleError(raw)).toBe(true);
    await expect(db.transaction(() => db.transaction(async () => 1))).rejects.toBeInstanceOf(
      OuterHandleInTransactionError,
    );
  });

  it('rolls back what the transaction wrote when it refuses', async () => {
    const { db } = await database();
    await db
      .transaction(async (tx) => {
        await createCategory(tx, { name: 'Jazz', serialId: 'aaaaaaaaaaaa' });
        await db.select().from(categories);
      })
      .catch(() => undefined);
    expect(await db.select().from(categories).where(eq(categories.serialId, 'aaaaaaaaaaaa'))).toEqual([]);
  });

  it('lets the transaction handle, savepoints, other requests and work after the commit query freely', async () => {
    const { db } = await database();
    let afterCommit: Promise<unknown> | undefined;
    const name = await db.transaction(async (tx) => {
      await createCategory(tx, { name: 'Rumba', serialId: 'bbbbbbbbbbbb' });
      await tx.transaction((nested) => nested.execute(sql`select 1`));
      // Started inside, runs once the transaction has ended: by then the outer handle is free again.
      afterCommit = new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        db.select().from(categories),
      );
      const [row] = await tx.select().from(categories).where(eq(categories.serialId, 'bbbbbbbbbbbb'));
      return row!.name;
    });
    expect(name).toBe('Rumba');
    expect(await afterCommit).toHaveLength(1);
    // Two requests, each with its own transaction, side by side: neither is the other's outer handle.
    const both = await Promise.all(
      ['cccccccccccc', 'dddddddddddd'].map((serialId) =>
        db.transaction(async (tx) => (await createCategory(tx, { name: serialId, serialId })).serialId),
      ),
    );
    expect(both).toEqual(['cccccccccccc', 'dddddddddddd']);
  });

  // On the embedded database the reported query would then wait for its own transaction: warn is PostgreSQL's.
  it.runIf(testTarget === 'postgres')(
    'only reports the query in warn mode (production on PostgreSQL)',
    async () => {
      const seen: Error[] = [];
      const { db } = await database({ guard: { mode: 'warn', onViolation: (e) => seen.push(e) } });
      const rows = await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        return db.select().from(categories);
      });
      expect(rows).toEqual([]);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toBeInstanceOf(OuterHandleInTransactionError);
    },
  );
});

describe.runIf(testTarget === 'pglite')('a transaction of the embedded database past its bound', () => {
  it('is rolled back, its request answered 503 in French, and the database goes on serving', async () => {
    const { db } = await database({ guard: { transactionTimeoutMs: 300 } });
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.post('/stuck', async () =>
      db.transaction(async (tx) => {
        await createCategory(tx, { name: 'Coincé', serialId: 'eeeeeeeeeeee' });
        return never; // waits on something that never comes, holding the one connection
      }),
    );
    app.get('/categories', async () => db.select().from(categories));
    const stuck = app.inject({ method: 'POST', url: '/stuck' });
    // Queued behind the stuck transaction: served as soon as the bound ends it.
    const behind = app.inject({ method: 'GET', url: '/categories' });
    const res = await stuck;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      detail:
        "Le serveur est momentanément surchargé : votre demande n'a pas été enregistrée. Réessayez dans un instant.",
    });
    const after = await behind;
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([]);
    await app.close();
  });

  it('fails its late queries: the abandoned callback cannot write after the rollback', async () => {
    const { db } = await database({ guard: { transactionTimeoutMs: 200 } });
    let late: Promise<unknown> | undefined;
    const outcome = db.transaction(async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      late = createCategory(tx, { name: 'Tard', serialId: 'ffffffffffff' });
      return late;
    });
    await expect(outcome).rejects.toBeInstanceOf(TransactionTimeoutError);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const error = await late!.catch((e: unknown) => e);
    expect(String((error as Error).cause ?? error)).toMatch(/Transaction is closed/);
    expect(await db.select().from(categories)).toEqual([]);
  });
});

describe.runIf(testTarget === 'postgres')('PostgreSQL limits', () => {
  it('sets statement, lock and idle-in-transaction timeouts on every connection', async () => {
    const { db } = await database({
      postgres: { statementTimeoutMs: 1234, lockTimeoutMs: 567, idleInTransactionTimeoutMs: 8901 },
    });
    const result = await db.execute(
      sql`select current_setting('statement_timeout') s, current_setting('lock_timeout') l,
        current_setting('idle_in_transaction_session_timeout') i`,
    );
    const [row] = (result as unknown as { rows: { s: string; l: string; i: string }[] }).rows;
    expect(row).toEqual({ s: '1234ms', l: '567ms', i: '8901ms' });
  });

  it('answers 503 in French to a request that waits on a lock past lock_timeout, and rolls it back', async () => {
    const { db } = await database({
      postgres: { statementTimeoutMs: 10_000, lockTimeoutMs: 200, idleInTransactionTimeoutMs: 10_000 },
    });
    await createCategory(db, { name: 'Verrou', serialId: 'a0a0a0a0a0a0' });
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.post('/rename', async () =>
      db.transaction(async (tx) => {
        await createCategory(tx, { name: 'Autre', serialId: 'b0b0b0b0b0b0' });
        await tx.update(categories).set({ name: 'Renommée' }).where(eq(categories.serialId, 'a0a0a0a0a0a0'));
      }),
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from categories where serial_id = 'a0a0a0a0a0a0' for update`);
      locked();
      await held;
    });
    await isLocked;
    const res = await app.inject({ method: 'POST', url: '/rename' });
    release();
    await holder;
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/^Le serveur est momentanément surchargé/);
    expect(await db.select().from(categories).where(eq(categories.serialId, 'b0b0b0b0b0b0'))).toEqual([]);
    await app.close();
  });
});
