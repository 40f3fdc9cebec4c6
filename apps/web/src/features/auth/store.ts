import { useSyncExternalStore } from 'react';
import { clearTokens, readToken, subscribeTokens } from '../../lib/tokens.ts';

/**
 * Whether a user is signed in, read from the stored access token and kept in sync with token changes
 * (this tab or another). Checking the token's validity and refreshing it belong to the sign-in flow.
 */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeTokens,
    () => readToken('access') !== null,
    () => false,
  );
}

/** Signs out: removes the access, refresh and identity-provider tokens. */
export function logout(): void {
  clearTokens();
}
