import { imageMessages } from '@sanza/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A preHandler that lets one account send at most so many images a minute. */
export type ImageUploadLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Image uploads an account may make a minute, counted together over every image route (avatar, artist photo,
 * album cover, event cover) and answered 429 with our French text beyond. Counted per account (the routes need
 * one; the address only when there is none), after the guards and before the file is read. The count lives in
 * this process's memory, like the sign-in limits'.
 */
export function imageUploadLimiter(app: FastifyInstance, perMinute: number): ImageUploadLimit {
  const check = app.rateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => (request.userId === null ? `ip:${request.ip}` : `user:${request.userId}`),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      detail: imageMessages.tooManyUploads,
      retryAfter: ctx.after,
    }),
  });
  return async function limitImageUploads(request, reply) {
    await check.call(app, request, reply);
  };
}
