import { commonMessages } from '@sanza/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

// In a `u` regex a well-formed pair is one astral code point: only a surrogate standing alone is category Cs.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a text can be stored as sent: PostgreSQL refuses U+0000 in text (SQLSTATE 22021, a 500 before this
 * guard), and a lone UTF-16 surrogate (`"\ud800"` in JSON) would be silently stored as U+FFFD.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\0') && !LONE_SURROGATE.test(text);
}

// Deeper than any body the contracts accept; a deeper one is refused rather than walked.
const MAX_DEPTH = 32;

/** Whether a parsed value (string, array, object, at any depth, keys included) holds unstorable text. */
function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(
    ([key, item]) => !isStorableText(key) || holdsUnstorableText(item, depth + 1),
  );
}

/** The top-level fields of a query or body that hold unstorable text, DRF style (`{field: [msg]}`). */
function unstorableFields(value: unknown): Record<string, string[]> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || Buffer.isBuffer(value)) {
    return holdsUnstorableText(value) ? { non_field_errors: [commonMessages.invalidData] } : null;
  }
  const out: Record<string, string[]> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) out.non_field_errors = [commonMessages.invalidData];
    else if (holdsUnstorableText(item)) out[key] = [commonMessages.invalidData];
  }
  return Object.keys(out).length ? out : null;
}

/** Refuses a request whose headers carry unstorable text (the bearer and identity-provider tokens are looked up). */
async function guardHeaders(request: FastifyRequest): Promise<void> {
  for (const value of Object.values(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && !isStorableText(v))) throw AppError.badRequest();
  }
}

/** Refuses unstorable text in path parameters (404: no resource has such an id), the query and the body (400). */
async function guardParsedInput(request: FastifyRequest): Promise<void> {
  if (holdsUnstorableText(request.params)) throw AppError.notFound();
  const query = unstorableFields(request.query);
  if (query) throw AppError.fields(query);
  const body = unstorableFields(request.body);
  if (body) throw AppError.fields(body);
}

/**
 * One place where text enters: U+0000 and lone surrogates are refused before any route's code (and so any SQL)
 * runs. Headers are checked on request, before the auth plugin looks tokens up; parameters, query and body
 * once the body is parsed and before validation, after the routes' own sign-in guards (a visitor still gets 401).
 * Multipart field values are not read by any route (the avatar upload reads only its file).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', guardHeaders);
  app.addHook('preValidation', guardParsedInput);
});
