import stdSerializers from 'pino-std-serializers';
/**
 * A URL safe to log: the secrets some URLs carry (identity-provider token and authorization code in the query,
 * reset token in the path) are replaced, so a log never holds a working credential.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:access_token|code|refresh|token)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/password-reset-confirm\/[^/?#]*\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/password\/reset\/confirm\/[^/?#]*\/)[^/?#]+/, '$1[redacted]');
}

/** An error as pino writes it. */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** What a log may keep of a database error: which rule broke and where, never a value. */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

/** Whether an error is, or wraps, a database error (the driver's, or Drizzle's carrying the SQL and parameters). */
function isDatabaseError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ('params' in e || 'query' in e || ('severity' in e && 'code' in e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * An error as a log line may hold it. A database error (or one wrapping it) keeps its class, its SQLSTATE, the
 * names of what broke (constraint, table, column) and its stack frames; its message, SQL, parameters and detail
 * hold the values sent (e-mails, names, tokens) and are left out. Other errors are serialized whole, as pino does.
 */
export function serializeError(err: Error): SerializedError {
  if (!(err instanceof Error) || !isDatabaseError(err)) return stdSerializers.err(err);
  const out: SerializedError = { type: err.constructor.name, message: '', stack: '' };
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    for (const field of DATABASE_ERROR_FIELDS) {
      const value = (e as Record<string, unknown>)[field];
      if (out[field] === undefined && typeof value === 'string') out[field] = value;
    }
    e = (e as { cause?: unknown }).cause;
  }
  out.message = `database error ${out.code ?? 'without SQLSTATE'}`;
  // The first lines of the stack repeat the message; the frames say where it happened.
  out.stack = (err.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  return out;
}

/** Keys of a third party's payload that hold secrets (an operator callback's hash, tokens, PINs). */
const SECRET_KEY = /hash|token|secret|signature|pin|password|authorization/i;

/** A payload as staff may see it: every secret-looking field, at any depth, replaced. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[masqué]' : redactSecrets(v)]),
    );
  }
  return value;
}
