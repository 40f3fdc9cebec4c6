import type { Invitation } from '@sanza/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import {
  cancelInvitation,
  type InvitationAnswer,
  type InvitationInput,
  respondToInvitation,
  sendInvitation,
} from './api.ts';
import { invitationKeys } from './queries.ts';

type List = Invitation[] | undefined;

/** 404 or 409: the invitation changed on the server (answered, cancelled) since the list was loaded. */
function isOutdated(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 409);
}

/** Reloads a list whose invitation turned out to be outdated, so the card shows where it really stands. */
function refreshIfOutdated(queryClient: QueryClient, error: unknown, box: 'received' | 'sent') {
  if (isOutdated(error)) void queryClient.invalidateQueries({ queryKey: invitationKeys.list(box) });
}

/**
 * Sends an invitation. The answer is the new invitation: it goes on top of a sent list already in cache (newest
 * first), so the page shows it without downloading the list again.
 */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => sendInvitation(input),
    onSuccess: (invitation) => {
      queryClient.setQueryData<Invitation[]>(invitationKeys.list('sent'), (list: List) =>
        list ? [invitation, ...list.filter((one) => one.id !== invitation.id)] : list,
      );
    },
  });
}

/**
 * The recipient accepts or declines a received invitation; the answer replaces it in the received list. When it
 * can no longer be answered (404, 409), that list is reloaded.
 */
export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; status: InvitationAnswer }) =>
      respondToInvitation(input.id, input.status),
    onSuccess: (answer) => {
      queryClient.setQueryData<Invitation[]>(invitationKeys.list('received'), (list: List) =>
        list?.map((one) => (one.id === answer.id ? answer : one)),
      );
    },
    onError: (error) => refreshIfOutdated(queryClient, error, 'received'),
  });
}

/**
 * The sender cancels a pending invitation. It leaves the sent list at once (optimistic); on failure it is put
 * back where it was, and the list is reloaded when the invitation changed meanwhile (accepted, gone).
 */
export function useCancelInvitation() {
  const queryClient = useQueryClient();
  const key = invitationKeys.list('sent');
  const without = (id: number) => (list: List) => list?.filter((one) => one.id !== id);
  return useMutation({
    mutationFn: (invitation: Invitation) => cancelInvitation(invitation.id),
    onMutate: async (invitation) => {
      // A reload in flight would bring the card back: it is dropped, the list is reloaded later if needed.
      await queryClient.cancelQueries({ queryKey: key });
      const index = queryClient.getQueryData<Invitation[]>(key)?.findIndex((one) => one.id === invitation.id);
      queryClient.setQueryData<Invitation[]>(key, without(invitation.id));
      return { index: index ?? -1 };
    },
    onError: (error, invitation, context) => {
      // Only this invitation goes back (not a snapshot of the whole list), so another cancel in flight stays.
      queryClient.setQueryData<Invitation[]>(key, (list: List) => {
        if (!list || list.some((one) => one.id === invitation.id)) return list;
        const at = context && context.index >= 0 ? Math.min(context.index, list.length) : 0;
        return [...list.slice(0, at), invitation, ...list.slice(at)];
      });
      refreshIfOutdated(queryClient, error, 'sent');
    },
    onSuccess: (_answer, invitation) => {
      queryClient.setQueryData<Invitation[]>(key, without(invitation.id));
    },
  });
}
