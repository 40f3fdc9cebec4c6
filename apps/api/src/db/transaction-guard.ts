import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './types.ts';

/**
 * Inside `db.transaction(fn)`, every query must go through the transaction's handle. The embedded database has
 * one connection: a query on the outer handle waits for the transaction that waits for it, and every request
 * behind them waits too. On PostgreSQL the same query runs on another connection, outside the transaction: it
 * does not see its writes and may wait on its locks. Both are defects, so the outer handle refuses to query
 * while a transaction of the same async context is open.
 */
export class OuterHandleInTransactionError extends Error {
  constructor(operation: string) {
    super(
      `database: ${operation} on the outer handle while a transaction is open in the same request; ` +
        'use the transaction handle (tx) for every query inside db.transaction()',
    );
    this.name = 'OuterHandleInTransactionError';
  }
}

/** A transaction of the embedded database still open after its bound: rolled back, its request answered 503. */
export class TransactionTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`database: transaction still open after ${timeoutMs} ms, rolled back`);
    this.name = 'TransactionTimeoutError';
  }
}

/** What the guard does on an outer query inside a transaction: fail at once, or only report it. */
export type GuardMode = 'throw' | 'warn';

export type TransactionGuardOptions = {
  mode?: GuardMode;
  /** Called with the error instead of throwing it, in `warn` mode. */
  onViolation?: (error: OuterHandleInTransactionError) => void;
  /** Embedded database only: a transaction still open after this long is rolled back (0: no bound). */
  transactionTimeoutMs?: number;
};

type Scope = { isOpen: boolean };

/** The transaction open in the current async context, if any; it closes when its callback settles. */
const openTransaction = new AsyncLocalStorage<Scope>();

/** True when `err`, or an error it wraps (Drizzle wraps the driver's), is the guard's refusal. */
export function isOuterHandleError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e instanceof OuterHandleInTransactionError) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function isInsideTransaction(): boolean {
  return openTransaction.getStore()?.isOpen === true;
}

/**
 * The driver client (a PGlite instance or a `pg` Pool) seen by the outer Drizzle handle: the listed methods
 * check first that no transaction is open in the caller's async context. The transaction's own handle talks to
 * another object (PGlite's transaction, or a client taken from the pool), so it is never checked.
 */
export function guardDriver<T extends object>(
  client: T,
  methods: readonly string[],
  options: TransactionGuardOptions,
): T {
  const guarded = new Set(methods);
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      // Bound to the real object: PGlite keeps its state in private fields a proxy cannot reach.
      const bound = value.bind(target);
      if (typeof prop !== 'string' || !guarded.has(prop)) return bound;
      return (...args: unknown[]) => {
        if (isInsideTransaction()) {
          const error = new OuterHandleInTransactionError(prop);
          if (options.mode !== 'warn') return Promise.reject(error);
          options.onViolation?.(error);
        }
        return bound(...args);
      };
    },
  });
}

/**
 * Marks the callback of every `db.transaction` as an open transaction of its async context (what the driver
 * guard checks), and bounds it in time when asked: past the bound the callback is abandoned with a
 * `TransactionTimeoutError`, so the driver rolls back and frees the connection; the callback's later queries
 * fail, as its transaction is closed.
 */
export function guardTransactions(db: Db, options: TransactionGuardOptions): Db {
  const begin = db.transaction.bind(db);
  const timeoutMs = options.transactionTimeoutMs ?? 0;
  const transaction = ((fn: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) => {
    if (isInsideTransaction()) {
      const error = new OuterHandleInTransactionError('transaction');
      if (options.mode !== 'warn') return Promise.reject(error);
      options.onViolation?.(error);
    }
    return begin(async (tx) => {
      const scope: Scope = { isOpen: true };
      try {
        // Awaited inside the scope: a Drizzle query is lazy, and would otherwise run where it is awaited.
        const body = openTransaction.run(scope, async () => await fn(tx));
        return await (timeoutMs > 0 ? bounded(body, timeoutMs) : body);
      } finally {
        scope.isOpen = false;
      }
    }, config);
  }) as Db['transaction'];
  return Object.assign(db, { transaction });
}

function bounded<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TransactionTimeoutError(timeoutMs)), timeoutMs);
  });
  // The abandoned callback may still fail later (its transaction is closed): nobody waits for it any more.
  work.catch(() => {});
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
