import { commonMessages } from '@sanza/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { clientDataError, isDatabaseOverload } from '../db/errors.ts';
import { AppError } from '../lib/errors.ts';

/** Fastify's own client errors, answered with a French `detail`. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: commonMessages.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: commonMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: commonMessages.invalidData },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: commonMessages.invalidData },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: commonMessages.invalidData },
};

/** Groups validation issues by top-level field, DRF style; issues on the body itself go to non_field_errors. */
function toFieldErrors(issues: { instancePath: string; message?: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean)[0] ?? 'non_field_errors';
    const list = out[field] ?? [];
    const message = issue.message ?? commonMessages.invalidData;
    // Several broken rules may share one message ('Numéro de page invalide' for 1e20): say it once.
    if (!list.includes(message)) list.push(message);
    out[field] = list;
  }
  return out;
}

/** The one error handler: AppError, validation and every other failure become the bodies the client reads. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(toFieldErrors(error.validation));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ detail: known.detail });
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send({ detail: commonMessages.invalidData });
    }
    if (error.statusCode === 429) {
      // A route's own limiter may carry a more precise French text (sign-in: 'Trop de tentatives…').
      const own = (error as { detail?: unknown }).detail;
      return reply
        .status(429)
        .send({ detail: typeof own === 'string' ? own : commonMessages.tooManyRequests });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: commonMessages.invalidData });
    }
    const sqlState = clientDataError(error);
    if (sqlState) {
      // The last guard: the input guard and the schemas should have refused this value; warn so it gets fixed.
      request.log.warn({ err: error, reqId: request.id, sqlState }, 'database refused a client value');
      return reply.status(400).send({ detail: commonMessages.invalidData });
    }
    if (isDatabaseOverload(error)) {
      // Undone by the database or by the embedded database's bound: nothing was written, the client may retry.
      request.log.error({ err: error, reqId: request.id }, 'database held too long: request rolled back');
      return reply.status(503).header('retry-after', '5').send({ detail: commonMessages.databaseBusy });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ detail: commonMessages.internal });
  });
});

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a path that is not valid percent-encoded UTF-8,
 * like `%FF` or a lone surrogate `%ED%A0%80`) get the French body too, instead of Fastify's English one.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    request.log.error({ err: error, reqId: request.id }, 'unhandled framework error');
    reply.status(500).send({ detail: commonMessages.internal });
    return;
  }
  reply.status(status).send({ detail: commonMessages.invalidData });
}
