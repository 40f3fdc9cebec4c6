import { currentUserSchema, detailSchema, emailConfirmRequestSchema } from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { specPaths } from '../../lib/spec-paths.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { EmailService } from './email.service.ts';
import type { ProfileService } from './profile.service.ts';
import { attemptLimiter } from './rate-limit.ts';

/**
 * E-mail confirmation (ours, both readings): `POST /api/auth/email/confirm/` follows a mailed link (no sign-in
 * needed: the link may be opened on another device) and answers the user; `POST /api/auth/email/resend/`
 * mails a new link to the signed-in user's pending or unverified address.
 */
export const emailRoutes: FastifyPluginAsyncZod<{
  emails: EmailService;
  profile: ProfileService;
  rateLimitPerMinute: number;
}> = async (app, { emails, profile, rateLimitPerMinute }) => {
  const confirmLimit = attemptLimiter(app, rateLimitPerMinute);
  for (const url of specPaths('/api/auth/email/confirm/')) {
    app.post(
      url,
      {
        onRequest: confirmLimit,
        schema: { body: emailConfirmRequestSchema, response: { 200: currentUserSchema } },
      },
      async (request) => profile.get(await emails.confirm(request.body.token)),
    );
  }

  const resendLimit = attemptLimiter(app, rateLimitPerMinute);
  for (const url of specPaths('/api/auth/email/resend/')) {
    app.post(
      url,
      { onRequest: [authenticated, resendLimit], schema: { response: { 200: detailSchema } } },
      async (request) => emails.resend(requireUser(request)),
    );
  }
};
