import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import type { TokenSigner } from '../lib/jwt.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for a visitor or a token that does not verify. */
    userId: number | null;
    /** Whether a bearer token came with the request (valid or not). */
    hasBearer: boolean;
  }
}

export type AuthOptions = {
  tokens: TokenSigner;
  /** The user an identity-provider token belongs to, or null (unknown, expired, revoked). */
  resolveIdpToken?: (token: string) => Promise<number | null>;
  /**
   * Whether an access token signed at `tokenVersion` may still write for the user: the account is active and
   * its version was not raised since (password change or reset, deactivation). Asked for writes only.
   */
  isTokenCurrent?: (userId: number, tokenVersion: number) => Promise<boolean>;
};

/** Methods that only read: an access token is trusted on its signature alone for these (no database read). */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A JWT has three dot-separated parts; anything else is tried as an identity-provider token. */
const looksLikeJwt = (token: string) => token.split('.').length === 3;

/**
 * Sets `request.userId` on every request from `Authorization: Bearer <token>`, where the token is an access
 * token or the identity-provider token (the spec's client falls back to it), else from the identity-provider
 * token in `X-IdP-Token`, as the spec asks: "plus a header with the identity-provider token when one is stored".
 * On writes, an access token must also be of the user's current token version (see `isTokenCurrent`); reads
 * trust the signature alone, so no read costs a database query (identity-provider tokens are always looked up
 * and die with their rows).
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  const resolve = async (token: string, method: string): Promise<number | null> => {
    if (!looksLikeJwt(token)) {
      return opts.resolveIdpToken && token.length <= 512 ? opts.resolveIdpToken(token) : null;
    }
    const access = await opts.tokens.readAccess(token);
    if (!access || READ_METHODS.has(method) || !opts.isTokenCurrent) return access?.userId ?? null;
    // A write with a token of an older version (or of a disabled account) counts as no token at all.
    return (await opts.isTokenCurrent(access.userId, access.tokenVersion)) ? access.userId : null;
  };
  app.decorateRequest('userId', null);
  app.decorateRequest('hasBearer', false);
  app.decorateRequest('studio', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (bearer) {
      request.hasBearer = true;
      request.userId = await resolve(bearer, request.method);
    }
    const idp = request.headers['x-idp-token'];
    if (request.userId === null && typeof idp === 'string' && idp.trim() && opts.resolveIdpToken) {
      request.userId = idp.length <= 512 ? await opts.resolveIdpToken(idp.trim()) : null;
    }
  });
});

/** The signed-in user's id; a visitor gets 401 with the spec's message. */
export function requireUser(request: FastifyRequest): number {
  if (request.userId === null) throw AppError.unauthenticated();
  return request.userId;
}

/** Route hook: answers 401 to visitors before the body is even read. */
export async function authenticated(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
