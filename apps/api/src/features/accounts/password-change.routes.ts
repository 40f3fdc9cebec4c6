import { passwordChangeRequestSchema, tokenPairSchema } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { specPaths } from '../../lib/spec-paths.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { PasswordChangeService } from './password-change.service.ts';
import { attemptLimiter } from './rate-limit.ts';

/** `POST /api/auth/password/change/` (ours, both readings): a new password for the signed-in user. */
export const passwordChangeRoutes: FastifyPluginAsyncZod<{
  passwords: PasswordChangeService;
  rateLimitPerMinute: number;
}> = async (app, { passwords, rateLimitPerMinute }) => {
  const changeLimit = attemptLimiter(app, rateLimitPerMinute);
  for (const url of specPaths('/api/auth/password/change/')) {
    app.post(
      url,
      {
        onRequest: [authenticated, changeLimit],
        schema: { body: passwordChangeRequestSchema, response: { 200: tokenPairSchema } },
      },
      async (request) => passwords.change(requireUser(request), request.body, request.ip),
    );
  }
};
