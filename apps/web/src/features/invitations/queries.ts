import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../lib/query-retry.ts';
import { fetchInvitations, type InvitationBox } from './api.ts';

/** Query keys of invitations. */
export const invitationKeys = {
  all: ['invitations'] as const,
  lists: () => [...invitationKeys.all, 'list'] as const,
  list: (box: InvitationBox) => [...invitationKeys.lists(), box] as const,
};

/** Query options, reusable by hooks and loaders. */
export const invitationQueries = {
  list: (box: InvitationBox) =>
    queryOptions({
      queryKey: invitationKeys.list(box),
      queryFn: ({ signal }) => fetchInvitations(box, signal),
      retry: retryUnlessClientError,
    }),
};

/** The invitations the user received, or those they sent. */
export function useInvitations(box: InvitationBox) {
  return useQuery(invitationQueries.list(box));
}
