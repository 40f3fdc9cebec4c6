import { useMutation } from '@tanstack/react-query';
import { type InvitationInput, sendInvitation } from './api.ts';

/** Sends an invitation (the invitations page and its lists come with their own screen). */
export function useSendInvitation() {
  return useMutation({ mutationFn: (input: InvitationInput) => sendInvitation(input) });
}
