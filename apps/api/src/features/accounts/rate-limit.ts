import { accountMessages } from '@sanza/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A per-client limit for one sign-in/sign-up/reset call, shared by every path the call is mounted at (both
 * readings of a spec path count together), answered 429 with our French text. Use it as `onRequest`.
 */
export function attemptLimiter(app: FastifyInstance, perMinute: number) {
  const check = app.rateLimit({
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      detail: accountMessages.tooManyAttempts,
      retryAfter: ctx.after,
    }),
  });
  return async function limitAttempts(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    await check.call(this, request, reply);
  };
}
