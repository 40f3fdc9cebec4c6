import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../lib/query-retry.ts';
import { fetchStaffUsers } from './api.ts';

/** Query keys of the staff's list of accounts (under the staff tools' key, as moderation and editorial). */
export const staffUserKeys = {
  all: ['staff-tools', 'users'] as const,
  users: (q: string, page: number) => [...staffUserKeys.all, q, page] as const,
};

export const staffUserQueries = {
  users: (q: string, page: number) =>
    queryOptions({
      queryKey: staffUserKeys.users(q, page),
      queryFn: ({ signal }) => fetchStaffUsers(q, page, signal),
      retry: retryUnlessClientError,
      // The page being left stays on screen while the next one loads: no jump to an empty list.
      placeholderData: keepPreviousData,
    }),
};

export const useStaffUsers = (q: string, page: number) => useQuery(staffUserQueries.users(q, page));
