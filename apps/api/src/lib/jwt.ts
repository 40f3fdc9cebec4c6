import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { type Clock, systemClock } from './clock.ts';

/** Lifetime of an access token: 5 minutes, as the spec sets it. */
export const ACCESS_TOKEN_TTL_S = 5 * 60;

/** Profile claims the client reads from the access token (the user as the client reads it from the token). */
export type AccessClaims = { username: string; email: string; first_name: string; last_name: string };

/** Who a valid access token speaks for, and the user's token version it was signed at (claim `tv`). */
export type AccessIdentity = { userId: number; tokenVersion: number };

export type TokenSigner = {
  /** An access token; `tokenVersion` is the user's `token_version` now (a raise makes the token stale). */
  signAccess(userId: number, now?: Date, claims?: AccessClaims, tokenVersion?: number): Promise<string>;
  /** The user id in a valid access token, or null for anything else (absent, forged, expired). */
  verifyAccess(token: string): Promise<number | null>;
  /** The user id and token version of a valid access token (a token without `tv` is version 0), or null. */
  readAccess(token: string): Promise<AccessIdentity | null>;
};

/** The signing secret: the configured one, else one generated once and kept in the data directory. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** HS256 access tokens carrying the user id in `sub` and `user_id` (and the profile claims), as the client decodes them. */
export function createTokenSigner(secret: string, clock: Clock = systemClock): TokenSigner {
  const raw = new TextEncoder().encode(secret);
  // Imported once: given the raw bytes, jose imports the key again for every token (a third of a check's time).
  let imported: Promise<CryptoKey> | undefined;
  const key = () =>
    (imported ??= crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]));
  async function readAccess(token: string): Promise<AccessIdentity | null> {
    try {
      const { payload } = await jwtVerify(token, await key(), {
        algorithms: ['HS256'],
        currentDate: clock.now(),
      });
      if (payload.token_type !== 'access') return null;
      const userId = Number(payload.sub);
      // Tokens signed before versions existed carry none: they are version 0, every user's first.
      const tokenVersion = payload.tv ?? 0;
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      if (typeof tokenVersion !== 'number' || !Number.isSafeInteger(tokenVersion) || tokenVersion < 0)
        return null;
      return { userId, tokenVersion };
    } catch {
      return null;
    }
  }

  return {
    async signAccess(userId, now = clock.now(), claims, tokenVersion = 0) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ...claims, user_id: userId, token_type: 'access', tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
        .sign(await key());
    },
    async verifyAccess(token) {
      return (await readAccess(token))?.userId ?? null;
    },
    readAccess,
  };
}

/** A secret for another purpose derived from the signing secret, so one configured secret is enough. */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`sanza:${purpose}`).digest('base64url');
}
