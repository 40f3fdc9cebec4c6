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

/** Reads `Authorization: Bearer <access>` on every request and sets `request.userId`. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenSigner }) => {
  app.decorateRequest('userId', null);
  app.decorateRequest('hasBearer', false);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice(7).trim();
    if (!token) return;
    request.hasBearer = true;
    request.userId = await opts.tokens.verifyAccess(token);
  });
});

/** The signed-in user's id; a visitor gets 401 with the spec's message. */
export function requireUser(request: FastifyRequest): number {
  if (request.userId === null) throw AppError.unauthenticated();
  return request.userId;
}
