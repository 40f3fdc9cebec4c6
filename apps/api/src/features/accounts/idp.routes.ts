import {
  identityProviderSchema,
  idpTokenRequestSchema,
  idpValidateResponseSchema,
  tokenPairSchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { specPaths } from '../../lib/spec-paths.ts';
import type { IdpService } from './idp.service.ts';
import { attemptLimiter } from './rate-limit.ts';

const providerParams = z.object({ provider: z.string().max(32) });

/**
 * API side of identity-provider sign-in, under `/api`: `GET /api/auth/providers/` (ours), and the spec's
 * `POST /api/{provider}/login/` and `POST /api/{provider}/validate_token/` (both readings).
 */
export const idpApiRoutes: FastifyPluginAsyncZod<{ idp: IdpService; rateLimitPerMinute: number }> = async (
  app,
  { idp, rateLimitPerMinute },
) => {
  app.get('/auth/providers/', { schema: { response: { 200: z.array(identityProviderSchema) } } }, async () =>
    idp.providers(),
  );

  const exchangeLimit = attemptLimiter(app, rateLimitPerMinute);
  for (const url of specPaths('/api/:provider/login/')) {
    app.post(
      url,
      {
        onRequest: exchangeLimit,
        schema: { params: providerParams, body: idpTokenRequestSchema, response: { 200: tokenPairSchema } },
      },
      async (request) => idp.exchange(request.params.provider, request.body.access_token),
    );
  }

  for (const url of specPaths('/api/:provider/validate_token/')) {
    app.post(
      url,
      {
        schema: {
          params: providerParams,
          body: idpTokenRequestSchema,
          response: { 200: idpValidateResponseSchema },
        },
      },
      async (request) => ({ valid: await idp.validate(request.params.provider, request.body.access_token) }),
    );
  }
};

/**
 * Browser side, at the host root (the browser is sent there): `GET|POST /accounts/{provider}/login/`
 * starts the code flow; `GET /accounts/{provider}/login/callback/` finishes it and redirects to
 * `/login/callback?access_token=…`, or to `/login?error=idp` on any failure.
 */
export const idpBrowserRoutes: FastifyPluginAsyncZod<{ idp: IdpService }> = async (app, { idp }) => {
  // A plain HTML form posts urlencoded (usually empty); nothing in it is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_r, _b, done) => done(null, {}),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/accounts/:provider/login/',
    schema: { params: providerParams },
    handler: async (request, reply) => {
      const location = await idp.start(request.params.provider);
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, request.method === 'POST' ? 303 : 302);
    },
  });

  app.get(
    '/accounts/:provider/login/callback/',
    { schema: { params: providerParams, querystring: z.record(z.string(), z.string().max(4096)) } },
    async (request, reply) => {
      const location = await idp.finish(request.params.provider, request.query);
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, 302);
    },
  );
};
