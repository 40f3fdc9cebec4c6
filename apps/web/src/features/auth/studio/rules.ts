import { STAFF_USERS_PAGING, STUDIO_ROLES, type StudioRole } from '@sanza/contracts/constants';
import { ApiError } from '../../../lib/api-client.ts';
import { staffUsersTexts } from './texts.ts';

/** The roles after one toggle, in the contracts' order (the whole set is what `PUT` sends). */
export function toggledRoles(roles: readonly StudioRole[], role: StudioRole, on: boolean): StudioRole[] {
  return STUDIO_ROLES.filter((r) => (r === role ? on : roles.includes(r)));
}

/** How many pages a list of `count` accounts fills (at least one, so "page 1 of 1" reads right). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / STAFF_USERS_PAGING.pageSize));
}

/** The message of a failed call: the server's own French text, else a generic one. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : staffUsersTexts.loadFailed;
}
