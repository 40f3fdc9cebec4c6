import {
  accountMessages,
  detailSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { specPaths } from '../../lib/spec-paths.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import { attemptLimiter } from './rate-limit.ts';

const confirmParamsSchema = z.object({ uid: z.string().max(64), token: z.string().max(256) });

/** `POST /api/auth/password/reset/` and `POST /api/auth/password/reset/confirm/{uid}/{token}/` (both readings). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  reset: PasswordResetService;
  rateLimitPerMinute: number;
}> = async (app, { reset, rateLimitPerMinute }) => {
  const requestLimit = attemptLimiter(app, rateLimitPerMinute);
  for (const url of specPaths('/api/auth/password/reset/')) {
    app.post(
      url,
      {
        onRequest: requestLimit,
        schema: { body: passwordResetRequestSchema, response: { 200: detailSchema } },
      },
      async (request) => {
        await reset.request(request.body);
        return { detail: accountMessages.resetRequested };
      },
    );
  }

  const confirmLimit = attemptLimiter(app, rateLimitPerMinute);
  for (const url of specPaths('/api/auth/password/reset/confirm/:uid/:token/')) {
    app.post(
      url,
      {
        onRequest: confirmLimit,
        schema: {
          params: confirmParamsSchema,
          body: passwordResetConfirmRequestSchema.optional(),
          response: { 200: detailSchema },
        },
      },
      async (request) => {
        await reset.confirm(request.params, request.body ?? {});
        return { detail: accountMessages.resetDone };
      },
    );
  }
};
