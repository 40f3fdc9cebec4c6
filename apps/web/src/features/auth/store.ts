import { useSyncExternalStore } from 'react';
import { ApiError, setBeforeAuthenticatedRequest } from '../../lib/api-client.ts';
import { readJwtExpiry } from '../../lib/jwt.ts';
import { clearTokens, readToken, subscribeTokens, writeTokens } from '../../lib/tokens.ts';
import {
  type Credentials,
  fetchIdentityProviders,
  postProviderLogin,
  postProviderValidate,
  postToken,
  postTokenRefresh,
  type SignInAnswer,
} from './api.ts';

/** How often the stored session is checked (5 minutes). */
export const AUTH_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** An access token this close to its expiry is renewed before use, so no call leaves with a dead token. */
const RENEW_MARGIN_MS = 30 * 1000;
/** Name of the cross-tab lock around a refresh: tabs share one rotating refresh token. */
const REFRESH_LOCK = 'sanza:token-refresh';

/** Whether the access token is a JWT that stays valid for more than the renewal margin. */
export function isAccessTokenFresh(token: string, now = Date.now()): boolean {
  const exp = readJwtExpiry(token);
  return exp !== null && exp * 1000 - now > RENEW_MARGIN_MS;
}

/** Whether the server said no (4xx), as opposed to not answering (offline, 5xx), which must not sign anyone out. */
function isRejection(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

let signedOutByUser = false;
let pendingCheck: Promise<boolean> | null = null;
/** The identity-provider token last confirmed valid, and when: it is not asked again within one interval. */
let validatedIdp: { token: string; at: number } | null = null;

/** Clears every stored token ("on any failure") and answers "not authorized". */
function signOutAfterFailure(): false {
  signedOutByUser = false;
  validatedIdp = null;
  if (readToken('access') || readToken('refresh') || readToken('idp')) clearTokens();
  return false;
}

/** Keeps the answer of a sign-in: the access token and, if returned, the refresh token. */
function storeSignIn(answer: SignInAnswer): boolean {
  if (typeof answer?.access !== 'string') return false;
  signedOutByUser = false;
  return writeTokens({ access: answer.access, ...(answer.refresh ? { refresh: answer.refresh } : {}) });
}

/** Runs `task` holding the cross-tab refresh lock when the browser has one (Web Locks), else directly. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK, task) as Promise<T>) : task();
}

/** An expired session: renews the tokens with the refresh token; a refusal signs out. */
function refreshSession(): Promise<boolean> {
  return withRefreshLock(async () => {
    // Another tab may have renewed while this one waited for the lock: its tokens are ours too.
    const current = readToken('access');
    if (current && isAccessTokenFresh(current)) return true;
    const refresh = readToken('refresh');
    if (!refresh) return signOutAfterFailure();
    try {
      return storeSignIn(await postTokenRefresh(refresh)) || signOutAfterFailure();
    } catch (error) {
      if (isRejection(error)) return signOutAfterFailure();
      // Offline or server down: keep the session and try again at the next check or call.
      return true;
    }
  });
}

/** No access token but an identity-provider token, which the server validates. */
async function validateProviderToken(token: string): Promise<boolean> {
  if (validatedIdp?.token === token && Date.now() - validatedIdp.at < AUTH_CHECK_INTERVAL_MS) return true;
  try {
    const [provider] = await fetchIdentityProviders();
    if (!provider || !(await postProviderValidate(provider.name, token))) return signOutAfterFailure();
    validatedIdp = { token, at: Date.now() };
    return true;
  } catch (error) {
    return isRejection(error) ? signOutAfterFailure() : true;
  }
}

async function runCheck(): Promise<boolean> {
  const access = readToken('access');
  if (access) {
    if (readJwtExpiry(access) === null) return signOutAfterFailure();
    return isAccessTokenFresh(access) || refreshSession();
  }
  const idp = readToken('idp');
  if (idp) return validateProviderToken(idp);
  return signOutAfterFailure();
}

/**
 * One turn of the authorization state machine: a valid access token is authorized; an expired
 * one is refreshed; with no access token an identity-provider token is validated with the server; anything
 * else, or a refusal, clears every token. Concurrent callers share one run. Resolves whether authorized.
 */
export function checkAuthorization(): Promise<boolean> {
  pendingCheck ??= runCheck().finally(() => {
    pendingCheck = null;
  });
  return pendingCheck;
}

/** Checks the session now and then every `intervalMs`; returns the function that stops it. */
export function startAuthorizationChecks(intervalMs = AUTH_CHECK_INTERVAL_MS): () => void {
  void checkAuthorization();
  const timer = setInterval(() => void checkAuthorization(), intervalMs);
  return () => clearInterval(timer);
}

/** Renews an access token about to expire before an authenticated call goes out. */
function renewBeforeCall(): Promise<unknown> {
  const access = readToken('access');
  return access && !isAccessTokenFresh(access) ? checkAuthorization() : Promise.resolve();
}

/**
 * Starts the session: the periodic checks and the renewal before authenticated calls, plus `onSignedOut`
 * whenever no token is left (to forget the previous user's data). Returns the function that stops it all.
 */
export function startSession(onSignedOut: () => void = () => {}): () => void {
  setBeforeAuthenticatedRequest(renewBeforeCall);
  const stopChecks = startAuthorizationChecks();
  const unsubscribe = subscribeTokens(() => {
    if (!hasSessionTokens()) onSignedOut();
  });
  return () => {
    stopChecks();
    unsubscribe();
    setBeforeAuthenticatedRequest(null);
  };
}

/**
 * Signs in with username and password: stores the access token and, if returned, the refresh
 * token. Resolves true on success; on failure logs it, passes the error to `onError` and resolves false.
 */
export async function login(credentials: Credentials, onError?: (error: unknown) => void): Promise<boolean> {
  try {
    return storeSignIn(await postToken(credentials));
  } catch (error) {
    console.error('Échec de la connexion', error);
    onError?.(error);
    return false;
  }
}

/** Identity-provider return, reading A: keeps the provider token, then signs in with it (`POST /api/{provider}/login/`). */
export async function loginWithProviderToken(provider: string, token: string): Promise<boolean> {
  writeTokens({ idp: token });
  try {
    if (storeSignIn(await postProviderLogin(provider, token))) return true;
  } catch (error) {
    console.error('Échec de la connexion via le fournisseur', error);
  }
  return signOutAfterFailure();
}

/**
 * Identity-provider return, reading B: keeps the provider token as the only credential, so it becomes the
 * bearer of the following calls (a previous session's tokens are dropped).
 */
export function acceptProviderToken(token: string): void {
  signedOutByUser = false;
  validatedIdp = { token, at: Date.now() };
  writeTokens({ access: null, refresh: null, idp: token });
}

/**
 * After a password change: this session's new tokens replace the old ones. The server revoked every other
 * token of the account, the identity-provider one included, so that one is dropped.
 */
export function replaceSessionTokens(answer: SignInAnswer): boolean {
  if (typeof answer?.access !== 'string') return false;
  validatedIdp = null;
  signedOutByUser = false;
  return writeTokens({ access: answer.access, refresh: answer.refresh ?? null, idp: null });
}

/** Signs out: removes the access, refresh and identity-provider tokens. */
export function logout(): void {
  validatedIdp = null;
  clearTokens();
  signedOutByUser = true;
  // The flag describes this sign-out only: the next session (this tab or another) forgets it.
  const unsubscribe = subscribeTokens(() => {
    if (!hasSessionTokens()) return;
    signedOutByUser = false;
    unsubscribe();
  });
}

/** Whether the last sign-out was the user's own (the Deconnexion action) rather than an expired session. */
export function wasSignedOutByUser(): boolean {
  return signedOutByUser;
}

/** Whether a session is stored: an access token or an identity-provider token (the checks clear bad ones). */
export function hasSessionTokens(): boolean {
  return readToken('access') !== null || readToken('idp') !== null;
}

/**
 * Whether a user is signed in, kept in sync with the stored tokens (this tab or another). Invalid tokens are
 * cleared by the checks, which this follows.
 */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeTokens, hasSessionTokens, () => false);
}
