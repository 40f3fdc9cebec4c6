import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCurrentUser, fetchIdentityProviders } from './api.ts';

/** Query keys of accounts and access. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'user'] as const,
  providers: () => [...authKeys.all, 'providers'] as const,
};

/** Query options, reusable by hooks and loaders. */
export const authQueries = {
  currentUser: () =>
    queryOptions({ queryKey: authKeys.currentUser(), queryFn: ({ signal }) => fetchCurrentUser(signal) }),
  // The configured providers change with a server deployment only.
  providers: () =>
    queryOptions({
      queryKey: authKeys.providers(),
      queryFn: ({ signal }) => fetchIdentityProviders(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** The signed-in user (`GET /api/auth/user/`). */
export function useCurrentUser() {
  return useQuery(authQueries.currentUser());
}

/** The identity providers offered on the sign-in screen; empty while loading or on failure. */
export function useIdentityProviders() {
  const query = useQuery(authQueries.providers());
  return query.data ?? [];
}
