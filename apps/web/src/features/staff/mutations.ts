import type { StudioRole } from '@sanza/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EditorialKind,
  type ModerationKind,
  patchPriority,
  postActive,
  postFeatured,
  postModeration,
  putRoles,
  type StaffUser,
  type StaffUserPage,
} from './api.ts';
import { staffKeys } from './queries.ts';

/** Writes the account the server answered into every cached page of the list. */
function useReplaceUser() {
  const queryClient = useQueryClient();
  return (user: StaffUser) =>
    queryClient.setQueriesData<StaffUserPage>({ queryKey: staffKeys.userPages() }, (page) =>
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

/** Hides (with a reason) or shows again an event or a song; the hidden list and the searches are asked again. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      kind: ModerationKind;
      ref: string | number;
      body: { hidden: true; reason: string } | { hidden: false };
    }) => postModeration(input.kind, input.ref, input.body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.hidden() }),
        queryClient.invalidateQueries({ queryKey: staffKeys.searches() }),
      ]),
  });
}

/** Sets an event's priority on the home panel; the list of events is asked again. */
export function useSetPriority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { serialId: string; priority: number }) =>
      patchPriority(input.serialId, input.priority),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.events() }),
  });
}

/** Puts an album or a playlist among the editors' picks, or takes it out. */
export function useSetFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: EditorialKind; id: number; featured: boolean }) =>
      postFeatured(input.kind, input.id, input.featured),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.featured() }),
  });
}
