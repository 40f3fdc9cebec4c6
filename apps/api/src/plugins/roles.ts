import { type StudioRole, studioMessages } from '@sanza/contracts/constants';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import type { StaffCall } from '../lib/staff-actions.ts';
import { requireUser } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who acts in the studio, set by a `requireRole` hook. */
    studio: StudioActor | null;
  }
}

/** The signed-in user of a studio route: their roles, and whether they are staff (who may act on everything). */
export type StudioActor = { userId: number; roles: StudioRole[]; isStaff: boolean };

const refusal: Record<StudioRole, string> = {
  organizer: studioMessages.organizerOnly,
  artist: studioMessages.artistOnly,
  staff: studioMessages.staffOnly,
};

/** The roles of an active account, read at each call so a withdrawn role stops at once; null when none. */
export async function rolesOf(db: Db, userId: number): Promise<StudioRole[] | null> {
  const [row] = await db
    .select({ roles: users.roles })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)));
  return row ? row.roles : null;
}

/**
 * Route hook: a visitor gets 401, an account holding neither `role` nor staff 403 with the role's French message
 * (before the body is validated, so it learns nothing about the call's input). Sets `request.studio`. Ownership
 * (an organizer's own events, an artist's own songs) is the service's check, with `studio.isStaff` passing it.
 */
export function requireRole(db: Db, role: StudioRole) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = requireUser(request);
    const roles = await rolesOf(db, userId);
    if (roles === null) throw AppError.unauthenticated();
    const isStaff = roles.includes('staff');
    if (!isStaff && !roles.includes(role)) throw AppError.forbidden(refusal[role]);
    request.studio = { userId, roles, isStaff };
  };
}

/** The studio actor set by `requireRole` (a route without the hook is a programming error). */
export function studioActor(request: FastifyRequest): StudioActor {
  if (!request.studio) throw new Error('requireRole hook missing on this route');
  return request.studio;
}

/** The staff actor of a `requireRole(db, 'staff')` route and the request's logger, for the audit lines. */
export function staffCall(request: FastifyRequest): StaffCall {
  return { actorId: studioActor(request).userId, log: request.log };
}
