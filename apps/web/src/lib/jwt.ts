/**
 * The `exp` claim (seconds since the epoch) of a JWT, read without checking its signature: the client only
 * needs to know when to refresh, the server checks the rest. Null for anything that is not a JWT with a
 * numeric `exp`.
 */
export function readJwtExpiry(token: string): number | null {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** The `user_id` claim (else `sub`) of a JWT as a string, read without checking its signature; null if none. */
export function readJwtUserId(token: string): string | null {
  const claims = readClaims(token);
  const id = claims?.user_id ?? claims?.sub;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
}

function readClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
