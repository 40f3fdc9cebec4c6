import { STAFF_USERS_PAGING, type StaffUser, type StudioRole, staffMessages } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/paging.ts';
import { auditStaffAction, type StaffCall } from '../../lib/staff-actions.ts';
import { deactivateUser } from './accounts.repository.ts';
import * as repo from './roles.repository.ts';

export type RolesService = ReturnType<typeof createRolesService>;

const present = (u: repo.StaffUserRow): StaffUser => ({
  id: u.id,
  username: u.username,
  email: u.email,
  roles: u.roles,
  is_active: u.isActive,
  date_joined: u.createdAt.toISOString(),
});

/** The staff tools on accounts: the users list, their studio roles, deactivation. */
export function createRolesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function existing(id: number): Promise<repo.StaffUserRow> {
    const user = await repo.findStaffUser(db, id);
    if (!user) throw AppError.notFound(staffMessages.userNotFound);
    return user;
  }

  return {
    /** Accounts whose username or e-mail contains `q`, one page of them. */
    async listUsers(q: string, page: number) {
      const pageSize = STAFF_USERS_PAGING.pageSize;
      const found = await repo.listUsers(db, q, pageWindow(page, pageSize));
      return { count: found.count, pageSize, results: found.rows.map(present) };
    },

    /** Sets the account's roles (`user` is implied and dropped); staff never drop their own staff role. */
    async setRoles(call: StaffCall, id: number, requested: readonly string[]): Promise<StaffUser> {
      const before = await existing(id);
      const roles = [...new Set(requested.filter((r): r is StudioRole => r !== 'user'))];
      if (id === call.actorId && !roles.includes('staff'))
        throw AppError.badRequest(staffMessages.ownStaffRole);
      const after = await repo.replaceRoles(db, id, roles, clock.now());
      if (!after) throw AppError.notFound(staffMessages.userNotFound);
      auditStaffAction(call, 'roles', { user_id: id, before: before.roles, after: after.roles });
      return present(after);
    },

    /** Deactivates an account (its tokens stop writing and its sessions end); never one's own. */
    async setActive(call: StaffCall, id: number, active: boolean): Promise<StaffUser> {
      if (!active && id === call.actorId) throw AppError.badRequest(staffMessages.ownAccount);
      const now = clock.now();
      const done = active ? await repo.activateUser(db, id, now) : await deactivateUser(db, id, now);
      if (!done) throw AppError.notFound(staffMessages.userNotFound);
      auditStaffAction(call, active ? 'activate' : 'deactivate', { user_id: id });
      return present(await existing(id));
    },
  };
}
