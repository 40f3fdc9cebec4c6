import type { AppContext } from '../../context.ts';
import type { Feature } from '../../lib/feature.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { createInvitationsService } from './invitations.service.ts';

/** Invitations to an event by e-mail, answered by whoever holds the address. */
export function createInvitationsFeature(ctx: AppContext) {
  const invitations = createInvitationsService({
    db: ctx.db,
    clock: ctx.clock,
    mailer: ctx.mailer,
    publicBase: ctx.publicBase,
  });
  return {
    services: {},
    async routes(api) {
      await api.register(invitationsRoutes, { invitations });
    },
  } satisfies Feature<unknown>;
}
