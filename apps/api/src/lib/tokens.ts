import { createHash, randomBytes } from 'node:crypto';

/** A random opaque token: `bytes` random bytes, base64url, with an optional prefix naming its kind. */
export function randomToken(prefix = '', bytes = 32): string {
  return prefix + randomBytes(bytes).toString('base64url');
}

/** The hex sha256 of a token: what the database stores instead of the token itself. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
