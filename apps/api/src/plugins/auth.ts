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
};

/** A JWT has three dot-separated parts; anything else is tried as an identity-provider token. */
const looksLikeJwt = (token: string) => token.split('.').length === 3;

/**
 * Sets `request.userId` on every request from `Authorization: Bearer <token>`, where the token is an access
 * token or the identity-provider token (the spec's client falls back to it), else from the identity-provider
 * token in `X-IdP-Token` (spec 1 §6: "plus a header with the identity-provider token when one is stored").
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  const resolve = async (token: string): Promise<number | null> => {
    if (looksLikeJwt(token)) return opts.tokens.verifyAccess(token);
    return opts.resolveIdpToken && token.length <= 512 ? opts.resolveIdpToken(token) : null;
  };
  app.decorateRequest('userId', null);
  app.decorateRequest('hasBearer', false);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (bearer) {
      request.hasBearer = true;
      request.userId = await resolve(bearer);
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
