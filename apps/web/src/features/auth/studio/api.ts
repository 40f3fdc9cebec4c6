import type { StaffUser, StudioRole } from '@sanza/contracts';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

export type { StaffUser };

/** A page of `GET /studio/users/` (20 accounts, DRF envelope). */
export type StaffUserPage = {
  count: number;
  next: string | null;
  previous: string | null;
  results: StaffUser[];
};

/** `GET /studio/users/?q=&page=`: accounts whose username or e-mail contains `q`, 20 a page. */
export function fetchStaffUsers(q: string, page: number, signal?: AbortSignal): Promise<StaffUserPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  return apiGet<StaffUserPage>(`/studio/users/?${params}`, signal);
}

/** `PUT /studio/users/{id}/roles/`: the account's whole set of studio roles. */
export function putRoles(id: number, roles: readonly StudioRole[]): Promise<StaffUser> {
  return apiRequest<StaffUser>(`/studio/users/${id}/roles/`, { method: 'PUT', json: { roles } });
}

/** `POST /studio/users/{id}/deactivate/` or `/activate/`. */
export function postActive(id: number, active: boolean): Promise<StaffUser> {
  return apiRequest<StaffUser>(`/studio/users/${id}/${active ? 'activate' : 'deactivate'}/`, {
    method: 'POST',
  });
}
