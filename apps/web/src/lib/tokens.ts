/** Local-storage keys of the stored credentials, as the spec's client names them. */
export const TOKEN_KEYS = {
  access: 'access',
  refresh: 'refresh',
  idp: 'idp_access_token',
} as const;

export type TokenName = keyof typeof TOKEN_KEYS;

/**
 * The spec's music area reads the token for liking under `authToken`: a mirror of the access token, written
 * and removed with it, so the music area and any code written against the spec find the signed-in user's token
 * there.
 */
export const AUTH_TOKEN_MIRROR_KEY = 'authToken';

/** Fired on `window` when this tab changes the stored tokens (`storage` only fires in other tabs). */
const CHANGE_EVENT = 'sanza:tokens';

/** The stored token, or null; storage can be unavailable (private mode, blocked), which reads as none. */
export function readToken(name: TokenName): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEYS[name]);
  } catch {
    return null;
  }
}

/**
 * Stores the given tokens (a `null` removes that one) and tells subscribers once. Returns false when storage
 * is unavailable, so the caller knows the session cannot be kept.
 */
export function writeTokens(tokens: Partial<Record<TokenName, string | null>>): boolean {
  let isStored = true;
  try {
    for (const [name, value] of Object.entries(tokens) as [TokenName, string | null | undefined][]) {
      if (value === undefined) continue;
      if (value === null) window.localStorage.removeItem(TOKEN_KEYS[name]);
      else window.localStorage.setItem(TOKEN_KEYS[name], value);
      if (name !== 'access') continue;
      if (value === null) window.localStorage.removeItem(AUTH_TOKEN_MIRROR_KEY);
      else window.localStorage.setItem(AUTH_TOKEN_MIRROR_KEY, value);
    }
  } catch {
    isStored = false;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return isStored;
}

/** Removes the access, refresh and identity-provider tokens (and the `authToken` mirror) and tells subscribers. */
export function clearTokens(): void {
  try {
    for (const key of Object.values(TOKEN_KEYS)) window.localStorage.removeItem(key);
    window.localStorage.removeItem(AUTH_TOKEN_MIRROR_KEY);
  } catch {
    // Storage unavailable: there is nothing stored to remove.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` whenever the stored tokens change, in this tab or another; returns the unsubscribe. */
export function subscribeTokens(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(TOKEN_KEYS).includes(event.key)) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
