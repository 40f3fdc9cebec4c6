import {
  captchaChallengeSchema,
  loginRequestSchema,
  refreshRequestSchema,
  registeredUserSchema,
  registerRequestSchema,
  tokenPairSchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { specPaths } from '../../lib/spec-paths.ts';
import type { AccountsService } from './accounts.service.ts';
import type { CaptchaService } from './captcha.service.ts';
import { attemptLimiter } from './rate-limit.ts';

/**
 * Sign-in (`POST /api/token/`), token refresh (`POST /api/token/refresh/`), sign-up (`POST /api/user/register/`),
 * each at both readings of its spec path, and the captcha challenge (`GET /api/captcha/challenge/`, ours).
 */
export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  captcha: CaptchaService;
  rateLimitPerMinute: number;
}> = async (app, { accounts, captcha, rateLimitPerMinute }) => {
  const signInLimit = attemptLimiter(app, rateLimitPerMinute);
  for (const url of specPaths('/api/token/')) {
    app.post(
      url,
      {
        onRequest: signInLimit,
        config: { readCacheDrops: [] },
        schema: { body: loginRequestSchema, response: { 200: tokenPairSchema } },
      },
      async (request) => accounts.login(request.body, request.ip),
    );
  }

  for (const url of specPaths('/api/token/refresh/')) {
    app.post(
      url,
      {
        config: { readCacheDrops: [] },
        schema: { body: refreshRequestSchema, response: { 200: tokenPairSchema } },
      },
      async (request) => accounts.refresh(request.body.refresh),
    );
  }

  const registerLimit = attemptLimiter(app, rateLimitPerMinute);
  for (const url of specPaths('/api/user/register/')) {
    app.post(
      url,
      {
        onRequest: registerLimit,
        schema: { body: registerRequestSchema, response: { 201: registeredUserSchema } },
      },
      async (request, reply) => reply.status(201).send(await accounts.register(request.body)),
    );
  }

  app.get(
    '/captcha/challenge/',
    { schema: { response: { 200: captchaChallengeSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );
};
