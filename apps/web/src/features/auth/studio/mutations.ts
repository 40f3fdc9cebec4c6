import type { StudioRole } from '@sanza/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postActive, putRoles, type StaffUser, type StaffUserPage } from './api.ts';
import { staffUserKeys } from './queries.ts';

/** Writes the account the server answered into every cached page of the list. */
function useReplaceUser() {
  const queryClient = useQueryClient();
  return (user: StaffUser) =>
    queryClient.setQueriesData<StaffUserPage>({ queryKey: staffUserKeys.all }, (page) =>
      page ? { ...page, results: page.results.map((u) => (u.id === user.id ? user : u)) } : page,
    );
}

/** Saves an account's whole set of roles (`PUT`); the list shows the server's answer. */
export function useSetRoles(id: number) {
  const replace = useReplaceUser();
  return useMutation({
    mutationFn: (roles: readonly StudioRole[]) => putRoles(id, roles),
    onSuccess: replace,
  });
}

/** Deactivates or reactivates an account. */
export function useSetActive(id: number) {
  const replace = useReplaceUser();
  return useMutation({
    mutationFn: (active: boolean) => postActive(id, active),
    onSuccess: replace,
  });
}
