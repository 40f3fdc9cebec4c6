import { TransactionTimeoutError } from './transaction-guard.ts';

/** The constraint an error with this SQLSTATE broke, looking through driver wrappers; null for other errors. */
function brokenConstraint(err: unknown, sqlState: string): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === sqlState) return typeof constraint === 'string' ? constraint : '';
    e = cause;
  }
  return null;
}

/**
 * SQLSTATEs of PostgreSQL ending a statement that held the database too long: statement_timeout (57014),
 * lock_timeout (55P03), idle_in_transaction_session_timeout (25P03), a deadlock between two requests (40P01).
 */
const OVERLOAD_SQLSTATES = new Set(['57014', '55P03', '25P03', '40P01']);

/**
 * True when the database ended a request's work for holding it too long (a timeout above, or the embedded
 * database's transaction bound): the work was rolled back, and the client may try again.
 */
export function isDatabaseOverload(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e instanceof TransactionTimeoutError) return true;
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && OVERLOAD_SQLSTATES.has(code)) return true;
    e = cause;
  }
  return false;
}

/** The constraint a unique violation (SQLSTATE 23505) broke, looking through driver wrappers; null for other errors. */
export function uniqueViolation(err: unknown): string | null {
  return brokenConstraint(err, '23505');
}

/**
 * The constraint a foreign-key violation (SQLSTATE 23503) broke, looking through driver wrappers; null for other
 * errors. A row pointing to a parent deleted meanwhile (a parallel delete) breaks one.
 */
export function foreignKeyViolation(err: unknown): string | null {
  return brokenConstraint(err, '23503');
}

/**
 * SQLSTATEs PostgreSQL raises for a value the client sent that the column cannot take: text it cannot
 * store (22021 NUL byte, 22P05 untranslatable character), a number out of range (22003), a malformed or
 * out-of-range date (22007, 22008), text that is not a value of the type (22P02), text too long (22001).
 */
const CLIENT_DATA_SQLSTATES = new Set(['22021', '22P05', '22003', '22007', '22008', '22P02', '22001']);

/** The SQLSTATE when an error is PostgreSQL refusing a client's value (through driver wrappers); null otherwise. */
export function clientDataError(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && CLIENT_DATA_SQLSTATES.has(code)) return code;
    e = cause;
  }
  return null;
}
