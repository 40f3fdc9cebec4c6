/**
 * How long one statement, one wait for a lock and one idle transaction may hold PostgreSQL, in ms: past them
 * the server cancels, and the request is answered 503 (plugins/error-handler.ts) instead of holding a
 * connection, its locks and every request queued behind them.
 */
export type PostgresLimits = {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
};

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = {
  statementTimeoutMs: 15_000,
  lockTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 30_000,
};

/** The embedded database's bound on one transaction: it blocks every other query while open. */
export const DEFAULT_TRANSACTION_TIMEOUT_MS = 20_000;
