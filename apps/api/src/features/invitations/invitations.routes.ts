import {
  createInvitationSchema,
  INVITATION_RATE_PER_MINUTE,
  invitationMessages,
  invitationSchema,
  respondInvitationSchema,
} from '@sanza/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import type { InvitationsService } from './invitations.service.ts';

const refParams = z.object({ id: z.string().min(1).max(64) });

/** Invitation calls, all for signed-in users. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ invitations: InvitationsService }> = async (
  app,
  { invitations },
) => {
  app.addHook('onRequest', authenticated);

  app.post(
    '/guest/invitations/',
    {
      bodyLimit: 4096,
      config: {
        rateLimit: {
          max: INVITATION_RATE_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `invite:${request.userId ?? request.ip}`,
          errorResponseBuilder: () => ({
            statusCode: 429,
            detail: 'Trop d’invitations envoyées. Réessayez dans une minute.',
          }),
        },
      },
      schema: { body: createInvitationSchema, response: { 201: invitationSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await invitations.send(requireUser(request), request.body)),
  );

  app.get(
    '/guest/invitations/received/',
    { schema: { response: { 200: z.array(invitationSchema) } } },
    (request) => invitations.received(requireUser(request)),
  );

  app.get(
    '/guest/invitations/sent/',
    { schema: { response: { 200: z.array(invitationSchema) } } },
    (request) => invitations.sent(requireUser(request)),
  );

  app.patch(
    '/guest/invitations/:id/',
    { schema: { params: refParams, body: respondInvitationSchema, response: { 200: invitationSchema } } },
    (request) => invitations.respond(requireUser(request), request.params.id, request.body.status),
  );

  app.delete(
    '/guest/invitations/:id/',
    { schema: { params: refParams, response: { 200: z.object({ detail: z.string() }) } } },
    async (request) => {
      await invitations.cancel(requireUser(request), request.params.id);
      return { detail: invitationMessages.cancelled };
    },
  );
};
